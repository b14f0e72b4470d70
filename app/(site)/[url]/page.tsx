import type { Metadata } from 'next';
import { findActiveEntry } from '@/features/menu/rules';
import { loadMenu } from '@/features/menu/server';
import { answeredTitle, MessageSent } from '@/features/messages/message-sent';
import { getMessageAnswer } from '@/features/messages/server';
import { PageView } from '@/features/pages/page-view';
import { getPage } from '@/features/pages/server';
import { SchoolJsonLd } from '@/features/school/school-json-ld';
import { getSchool } from '@/features/school/server';
import { HomePage } from '@/features/site-frame/home-page';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

type MenuRouteProps = { params: Promise<{ url: string }> };

export async function generateMetadata({ params }: MenuRouteProps): Promise<Metadata> {
  const { url } = await params;
  const [menu, baseUrl, school, page, answer, locale] = await Promise.all([
    loadMenu(),
    getBaseUrl(),
    getSchool(),
    getPage(url),
    getMessageAnswer(),
    getSiteLocale(),
  ]);
  const entry = findActiveEntry(menu.items, url);
  const shown = page ?? (entry && { title: entry.title });
  // A form sent here: its answer's title (GOV.UK puts "Error: " first while a form has errors).
  const title = answer?.kind === 'sent' || shown ? answeredTitle(answer, shown?.title ?? '', locale) : undefined;
  return pageMetadata(baseUrl, `/${url}`, school, shown && title ? { ...shown, title } : shown, locale);
}

/**
 * An active menu entry shows the school's page for it (the CMS's `pages`, by its address) when there is one, else
 * the home page (spec §2). The proxy's menu guard has already checked that the CMS publishes the entry.
 */
export default async function MenuRoutePage({ params }: MenuRouteProps) {
  const { url } = await params;
  const [school, page, answer] = await Promise.all([getSchool(), getPage(url), getMessageAnswer()]);
  // A parent's form sent from this page and stored: the page of its reference instead (features/messages/form-route.ts).
  if (answer?.kind === 'sent') return <MessageSent answer={answer} />;
  return (
    <>
      {page ? <PageView page={page} path={`/${url}`} /> : <HomePage school={school} />}
      <SchoolJsonLd />
    </>
  );
}

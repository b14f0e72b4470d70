import type { Metadata } from 'next';
import { ContentPageView } from '@/features/pages/content-page';
import { HomePage } from '@/features/site-frame/home-page';
import { SchoolJsonLd } from '@/features/school/school-json-ld';
import { getBaseUrl } from '@/lib/base-url';
import { loadMenu } from '@/features/menu/server';
import { getPage, getSchool } from '@/features/school/server';
import { findActiveEntry } from '@/features/menu/rules';
import { pageMetadata } from '@/lib/seo';

type MenuRouteProps = { params: Promise<{ url: string }> };

export async function generateMetadata({ params }: MenuRouteProps): Promise<Metadata> {
  const { url } = await params;
  const [menu, baseUrl, school, page] = await Promise.all([loadMenu(), getBaseUrl(), getSchool(), getPage(url)]);
  const entry = findActiveEntry(menu.items, url);
  return pageMetadata(baseUrl, `/${url}`, school, page ?? (entry && { title: entry.title }));
}

/**
 * An active menu entry shows the school's page for it (`content/pages/{url}.md`) when there is one, else
 * the home page (spec §2). The proxy's menu guard has already checked that the CMS publishes the entry.
 */
export default async function MenuRoutePage({ params }: MenuRouteProps) {
  const { url } = await params;
  const [school, page] = await Promise.all([getSchool(), getPage(url)]);
  return (
    <>
      {page ? <ContentPageView page={page} /> : <HomePage school={school} />}
      <SchoolJsonLd />
    </>
  );
}

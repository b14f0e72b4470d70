import type { Metadata } from 'next';
import { findActiveEntry } from '@/features/menu/rules';
import { loadMenu } from '@/features/menu/server';
import { PageView } from '@/features/pages/page-view';
import { getPage } from '@/features/pages/server';
import { SchoolJsonLd } from '@/features/school/school-json-ld';
import { getSchool } from '@/features/school/server';
import { HomePage } from '@/features/site-frame/home-page';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';

type MenuRouteProps = { params: Promise<{ url: string }> };

export async function generateMetadata({ params }: MenuRouteProps): Promise<Metadata> {
  const { url } = await params;
  const [menu, baseUrl, school, page] = await Promise.all([loadMenu(), getBaseUrl(), getSchool(), getPage(url)]);
  const entry = findActiveEntry(menu.items, url);
  return pageMetadata(baseUrl, `/${url}`, school, page ?? (entry && { title: entry.title }));
}

/**
 * An active menu entry shows the school's page for it (the CMS's `pages`, by its address) when there is one, else
 * the home page (spec §2). The proxy's menu guard has already checked that the CMS publishes the entry.
 */
export default async function MenuRoutePage({ params }: MenuRouteProps) {
  const { url } = await params;
  const [school, page] = await Promise.all([getSchool(), getPage(url)]);
  return (
    <>
      {page ? <PageView page={page} /> : <HomePage school={school} />}
      <SchoolJsonLd />
    </>
  );
}

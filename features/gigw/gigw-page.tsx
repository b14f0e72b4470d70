import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBaseUrl } from '../../lib/base-url';
import { gigwPath, type GigwSlug } from '../../lib/gigw-pages';
import { getSiteLocale } from '../../lib/i18n/locale';
import { pageMetadata } from '../../lib/seo';
import { PageView } from '../pages/page-view';
import { getPage } from '../pages/server';
import { getSchool } from '../school/server';
import { SiteMapList } from './site-map-list';

/** A GIGW page's metadata: its title and description as the office wrote them. */
export async function gigwMetadata(slug: GigwSlug): Promise<Metadata> {
  const [baseUrl, school, page, locale] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getPage(slug),
    getSiteLocale(),
  ]);
  return pageMetadata(baseUrl, gigwPath(slug), school, page, locale);
}

/**
 * A GIGW page as the office keeps it in `pages`; not found until one is published. The sitemap page lists
 * every page a visitor can reach after its own text, worked out on each request so it is never out of date.
 */
export async function GigwPage({ slug }: { slug: GigwSlug }) {
  const page = await getPage(slug);
  if (!page) notFound();
  return (
    <>
      <PageView page={page} path={gigwPath(slug)} />
      {slug === 'site-map' && <SiteMapList />}
    </>
  );
}

import type { MetadataRoute } from 'next';
import { bookListSitemapEntry } from '@/features/book-lists/rules';
import { getBookLists } from '@/features/book-lists/server';
import { loadMenu } from '@/features/menu/server';
import { noticeSitemapEntries } from '@/features/notices/seo';
import { getNoticeSummaries } from '@/features/notices/server';
import { getPage } from '@/features/pages/server';
import { inEveryLanguage, sitemapEntries } from '@/features/site-frame/sitemap';
import { getBaseUrl } from '@/lib/base-url';
import { GIGW_PAGES, gigwPath } from '@/lib/gigw-pages';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [baseUrl, menu, notices, bookLists, gigwPages] = await Promise.all([
    getBaseUrl(),
    loadMenu(),
    getNoticeSummaries(),
    getBookLists(),
    Promise.all(GIGW_PAGES.map(async ({ slug }) => ((await getPage(slug)) ? gigwPath(slug) : undefined))),
  ]);
  // A 5xx makes crawlers come back later; a sitemap without the menu routes would tell them they are gone.
  if (!menu.ok) throw new Error('Sitemap unavailable: the menu could not be loaded from the CMS');
  // Every page in English and in Hindi (`/hi/…`), each naming the other.
  return inEveryLanguage(baseUrl, [
    ...sitemapEntries(baseUrl, menu.items),
    bookListSitemapEntry(baseUrl, bookLists),
    ...noticeSitemapEntries(baseUrl, notices),
    // The GIGW pages the office has published (an unpublished one answers 404).
    ...gigwPages
      .filter((path) => path !== undefined)
      .map((path) => ({ url: `${baseUrl}${path}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
  ]);
}

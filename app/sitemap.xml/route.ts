import { ALERTS_PATH } from '@/features/alert-subscriptions/rules';
import { bookListSitemapEntry } from '@/features/book-lists/rules';
import { getBookLists } from '@/features/book-lists/server';
import { gallerySitemapEntries } from '@/features/gallery/rules';
import { getAlbums } from '@/features/gallery/server';
import { loadMenu } from '@/features/menu/server';
import { GRIEVANCE_PATH } from '@/features/messages/rules';
import { noticeSitemapEntries } from '@/features/notices/seo';
import { getNoticeSummaries } from '@/features/notices/server';
import { getPage } from '@/features/pages/server';
import { inEveryLanguage, sitemapEntries, sitemapXml } from '@/features/site-frame/sitemap';
import { getBaseUrl } from '@/lib/base-url';
import { GIGW_PAGES, gigwPath } from '@/lib/gigw-pages';

/** Every indexable page in both languages, read on every request like the pages. */
export async function GET(): Promise<Response> {
  const [baseUrl, menu, notices, bookLists, albums, gigwPages] = await Promise.all([
    getBaseUrl(),
    loadMenu(),
    getNoticeSummaries(),
    getBookLists(),
    getAlbums(),
    Promise.all(GIGW_PAGES.map(async ({ slug }) => ((await getPage(slug)) ? gigwPath(slug) : undefined))),
  ]);
  // A 5xx makes crawlers come back later; a sitemap without the menu routes would tell them they are gone.
  if (!menu.ok) throw new Error('Sitemap unavailable: the menu could not be loaded from the CMS');
  // Every page in English and in Hindi (`/hi/…`), each naming the other.
  const sitemap = inEveryLanguage(baseUrl, [
    ...sitemapEntries(baseUrl, menu.items),
    { url: `${baseUrl}${GRIEVANCE_PATH}`, changeFrequency: 'yearly', priority: 0.3 },
    { url: `${baseUrl}${ALERTS_PATH}`, changeFrequency: 'yearly', priority: 0.3 },
    bookListSitemapEntry(baseUrl, bookLists),
    ...noticeSitemapEntries(baseUrl, notices),
    ...gallerySitemapEntries(baseUrl, albums),
    // The GIGW pages the office has published (an unpublished one answers 404).
    ...gigwPages
      .filter((path) => path !== undefined)
      .map((path) => ({ url: `${baseUrl}${path}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
  ]);
  return new Response(sitemapXml(sitemap), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

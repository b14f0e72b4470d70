import type { MetadataRoute } from 'next';
import { bookListSitemapEntry } from '@/features/book-lists/rules';
import { getBookLists } from '@/features/book-lists/server';
import { loadMenu } from '@/features/menu/server';
import { noticeSitemapEntries } from '@/features/notices/seo';
import { getNoticeSummaries } from '@/features/notices/server';
import { inEveryLanguage, sitemapEntries } from '@/features/site-frame/sitemap';
import { getBaseUrl } from '@/lib/base-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [baseUrl, menu, notices, bookLists] = await Promise.all([
    getBaseUrl(),
    loadMenu(),
    getNoticeSummaries(),
    getBookLists(),
  ]);
  // A 5xx makes crawlers come back later; a sitemap without the menu routes would tell them they are gone.
  if (!menu.ok) throw new Error('Sitemap unavailable: the menu could not be loaded from the CMS');
  // Every page in English and in Hindi (`/hi/…`), each naming the other.
  return inEveryLanguage(baseUrl, [
    ...sitemapEntries(baseUrl, menu.items),
    bookListSitemapEntry(baseUrl, bookLists),
    ...noticeSitemapEntries(baseUrl, notices),
  ]);
}

import type { MetadataRoute } from 'next';
import { getBaseUrl } from '@/lib/base-url';
import { loadMenu } from '@/lib/cms/server';
import { noticeSitemapEntries } from '@/lib/notices/seo';
import { bookListSitemapEntry } from '@/lib/school-content/book-list';
import { getBookLists } from '@/lib/school-content/book-list-server';
import { getNoticeSummaries } from '@/lib/school-content/notices-server';
import { sitemapEntries } from '@/lib/seo';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [baseUrl, menu, notices, bookLists] = await Promise.all([getBaseUrl(), loadMenu(), getNoticeSummaries(), getBookLists()]);
  // A 5xx makes crawlers come back later; a sitemap without the menu routes would tell them they are gone.
  if (!menu.ok) throw new Error('Sitemap unavailable: the menu could not be loaded from the CMS');
  return [...sitemapEntries(baseUrl, menu.items), bookListSitemapEntry(baseUrl, bookLists), ...noticeSitemapEntries(baseUrl, notices)];
}

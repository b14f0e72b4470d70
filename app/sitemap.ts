import type { MetadataRoute } from 'next';
import { getBaseUrl } from '@/lib/base-url';
import { loadMenu } from '@/lib/cms/server';
import { sitemapEntries } from '@/lib/seo';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [baseUrl, menu] = await Promise.all([getBaseUrl(), loadMenu()]);
  // A 5xx makes crawlers come back later; a sitemap without the menu routes would tell them they are gone.
  if (!menu.ok) throw new Error('Sitemap unavailable: the menu could not be loaded from the CMS');
  return sitemapEntries(baseUrl, menu.items);
}

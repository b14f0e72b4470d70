import type { MetadataRoute } from 'next';
import { DISCLOSURE_PATH } from '../disclosure/path.ts';
import { menuHref } from '../menu/rules';
import type { MenuEntry } from '../menu/types';

/** The sitemap: /home, every active menu route, the Mandatory Public Disclosure and the calendar, as absolute URLs. */
export function sitemapEntries(baseUrl: string, entries: readonly MenuEntry[]): MetadataRoute.Sitemap {
  const menuPaths = entries.filter((entry) => entry.active && entry.url !== 'home').map(menuHref);
  const paths = ['/home', ...menuPaths, DISCLOSURE_PATH, '/calendar'];
  return paths.map((path) => ({
    url: `${baseUrl}${path}`,
    changeFrequency: 'weekly',
    priority: path === '/home' ? 1 : 0.7,
  }));
}

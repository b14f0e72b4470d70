import type { MetadataRoute } from 'next';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { escapeXml } from '@/lib/xml';
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

/**
 * Each page of the English sitemap in every language (`/hi/…` beside it), each entry naming the page's
 * address in both (`hreflang` alternates, with `x-default`: English), as search engines ask of a
 * multilingual sitemap. An address not on this site is left as it is.
 */
export function inEveryLanguage(baseUrl: string, sitemap: MetadataRoute.Sitemap): MetadataRoute.Sitemap {
  return sitemap.flatMap((entry) => {
    if (!entry.url.startsWith(`${baseUrl}/`)) return [entry];
    const path = entry.url.slice(baseUrl.length);
    const languages: Record<string, string> = {};
    for (const locale of LOCALES) languages[locale] = `${baseUrl}${localePath(locale, path)}`;
    languages['x-default'] = `${baseUrl}${path}`;
    return LOCALES.map((locale) => ({
      ...entry,
      url: `${baseUrl}${localePath(locale, path)}`,
      alternates: { languages },
    }));
  });
}

/**
 * The sitemap as sitemaps.org's schema orders a `<url>`'s children: `loc`, `lastmod`, `changefreq`,
 * `priority`, then the `xhtml:link` alternates (its `xsd:any namespace="##other"` comes last). Next's own
 * writer puts the alternates right after `loc`, which strict validators refuse, and escapes nothing.
 */
export function sitemapXml(sitemap: MetadataRoute.Sitemap): string {
  const hasAlternates = sitemap.some((entry) => Object.keys(entry.alternates?.languages ?? {}).length > 0);
  const urls = sitemap.map((entry) => {
    const lastModified =
      entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified || undefined;
    const alternates = Object.entries(entry.alternates?.languages ?? {}).map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(String(href))}" />`,
    );
    return [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      ...(entry.changeFrequency ? [`<changefreq>${entry.changeFrequency}</changefreq>`] : []),
      ...(entry.priority === undefined ? [] : [`<priority>${entry.priority}</priority>`]),
      ...alternates,
      '</url>',
    ].join('\n');
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

import { pageQuery } from '../page-query.ts';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from './locales.ts';

/**
 * Set by the proxy on every page's request, over any a visitor sent: the English path and query of the page
 * asked for (`/notices?year=2026` for `/hi/notices?year=2026`). A rewrite (to a 404 or the 503 page) keeps
 * the address the visitor asked for, so those pages know it too.
 */
export const PAGE_ADDRESS_HEADER = 'x-site-page';

/** What the frame knows of the page it shows: its English path and the query the page reads. */
export type PageAddress = { path: string; query: string };

/** The header's value as an address; anything not a site path is the home page's. */
export function parsePageAddress(value: string | null | undefined): PageAddress {
  if (!value?.startsWith('/') || value.startsWith('//')) return { path: '/home', query: '' };
  const url = new URL(value, 'http://site.invalid');
  return { path: url.pathname, query: pageQuery(url.pathname, url.searchParams) };
}

export function otherLocale(locale: Locale): Locale {
  return locale === DEFAULT_LOCALE ? 'hi' : DEFAULT_LOCALE;
}

/** The same page in `locale`: `/hi/notices?year=2026`. */
export function pageIn(locale: Locale, { path, query }: PageAddress): string {
  return `${localePath(locale, path)}${query}`;
}

/**
 * A page's address (`path`: English, with its query) in each language and `x-default` (English), absolute,
 * for `hreflang` alternates, with the canonical address of the language shown.
 */
export function languageAlternates(
  baseUrl: string,
  locale: Locale,
  path: string,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[each] = `${baseUrl}${localePath(each, path)}`;
  languages['x-default'] = `${baseUrl}${localePath(DEFAULT_LOCALE, path)}`;
  return { canonical: `${baseUrl}${localePath(locale, path)}`, languages };
}

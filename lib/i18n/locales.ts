/**
 * The site's two languages. English keeps every path of the spec; Hindi is the same path under `/hi`
 * (`/home` and `/hi/home`), one slug per document for both.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Set by the proxy from the path alone (a visitor's own is dropped): the language the page renders in. */
export const LOCALE_HEADER = 'x-site-locale';

const HINDI_PREFIX = '/hi';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A site path (`/notices?year=2026`, `/`) in the given language. Anything not a site path is left alone. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return HINDI_PREFIX;
  return `${HINDI_PREFIX}${path}`;
}

/** The language a path is in and the English path it names: `/hi/notices` → `hi`, `/notices`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === HINDI_PREFIX) return { locale: 'hi', path: '/' };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { locale: 'hi', path: pathname.slice(HINDI_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

import 'server-only';
import { getLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The language this request's page renders in, as the proxy set it from the path. */
export async function getSiteLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

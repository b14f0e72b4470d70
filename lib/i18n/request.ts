import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER } from './locales.ts';
import { loadMessages } from './messages/index.ts';

/**
 * next-intl's configuration for each request, without its routing: the proxy decides the language from the
 * path (`/hi/…`) and passes it in a request header only it may set. An explicit locale (a mail, a feed
 * made for another language) wins.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const fromPath = (await headers()).get(LOCALE_HEADER);
  const locale = isLocale(asked) ? asked : isLocale(fromPath) ? fromPath : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Kolkata' };
});

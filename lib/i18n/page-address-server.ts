import 'server-only';
import { headers } from 'next/headers';
import { getSiteLocale } from './locale.ts';
import { localePath } from './locales.ts';
import { PAGE_ADDRESS_HEADER, parsePageAddress, type PageAddress } from './page-address.ts';

/** The English path and query of the page this request asked for, as the proxy passed it on. */
export async function getPageAddress(): Promise<PageAddress> {
  return parsePageAddress((await headers()).get(PAGE_ADDRESS_HEADER));
}

/** The path this request asked for, in its language (`/hi/contact`), without a trailing slash. */
export async function getAskedPath(): Promise<string> {
  const [{ path }, locale] = await Promise.all([getPageAddress(), getSiteLocale()]);
  return localePath(locale, path.replace(/(.)\/+$/, '$1'));
}

import 'server-only';
import { headers } from 'next/headers';
import { PAGE_ADDRESS_HEADER, parsePageAddress, type PageAddress } from './page-address.ts';

/** The English path and query of the page this request asked for, as the proxy passed it on. */
export async function getPageAddress(): Promise<PageAddress> {
  return parsePageAddress((await headers()).get(PAGE_ADDRESS_HEADER));
}

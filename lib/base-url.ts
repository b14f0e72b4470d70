import 'server-only';
import { headers } from 'next/headers';
import { getSettings } from './settings';

/**
 * The site's public origin for absolute URLs (canonical links, sitemap, Open Graph): SITE_URL when set,
 * which production should do, else the request's own host.
 */
export async function getBaseUrl(): Promise<string> {
  const { siteUrl } = getSettings();
  if (siteUrl) return siteUrl;
  const incoming = await headers();
  const claimed = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? '';
  // A host name and port only: a forged Host header must not inject anything else into our links.
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(claimed) ? claimed : 'localhost';
  const proto = incoming.get('x-forwarded-proto') ?? 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

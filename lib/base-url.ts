import 'server-only';
import { headers } from 'next/headers';
import { requestOrigin } from './forwarded-origin';
import { hostOf } from './school-domain';
import { requestSchool } from './server-bridge';
import { getSettings } from './settings';

/** Where links point when SITE_URL is unset and the request names no allowed host. */
const FALLBACK_BASE_URL = 'http://localhost';

/**
 * The site's public origin for absolute URLs (canonical links, sitemap, Open Graph): SITE_URL when set,
 * which production should do; else the request's host, but only one on ALLOWED_HOSTS, so a forged Host
 * or X-Forwarded-Host cannot point crawlers or a poisoned cache at another site.
 */
export async function getBaseUrl(): Promise<string> {
  const { siteUrl, allowedHosts } = getSettings();
  const incoming = await headers();
  // Read as the page cache keys the page (lib/forwarded-origin.ts): a kept page's links are this request's.
  const { scheme, host } = requestOrigin(
    incoming.get('x-forwarded-proto'),
    incoming.get('x-forwarded-host'),
    incoming.get('host'),
  );
  // A school reached at its own domain links to it (in SITE_URL's scheme when set): the host chose the
  // school, so no forged host can name another site here. The first school, answering a host no school
  // claims, links as a single school's site always did.
  const school = requestSchool();
  if (school && hostOf(host) === school.domain)
    return `${siteUrl ? new URL(siteUrl).protocol.slice(0, -1) : scheme}://${school.domain}`;
  if (siteUrl) return siteUrl;
  const match = /^([a-z0-9.-]+)(:\d{1,5})?$/.exec(host);
  if (!match || !allowedHosts.includes(match[1] ?? '')) return FALLBACK_BASE_URL;
  return `${scheme}://${host}`;
}

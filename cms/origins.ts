import type { Settings } from '../lib/settings.ts';

/**
 * The origins the site's own pages are served from: SITE_URL, or, while it is unset, the allowed hosts on
 * the server's port. A cookie-carrying write from any other origin is refused (Payload's CSRF check).
 */
export function siteOrigins(settings: Pick<Settings, 'siteUrl' | 'allowedHosts' | 'port'>): string[] {
  if (settings.siteUrl) return [new URL(settings.siteUrl).origin];
  // Through URL, so port 80 is left out as browsers leave it out of Origin (`http://school.example`).
  return settings.allowedHosts.map((host) => new URL(`http://${host}:${settings.port}`).origin);
}

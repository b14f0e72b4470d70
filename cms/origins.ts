import type { Settings } from '../lib/settings.ts';

/**
 * The origins the site's own pages are served from: SITE_URL, or, while it is unset, the allowed hosts on
 * the server's port. A cookie-carrying write from any other origin is refused (Payload's CSRF check).
 */
export function siteOrigins(settings: Pick<Settings, 'siteUrl' | 'allowedHosts' | 'port'>): string[] {
  if (settings.siteUrl) return [new URL(settings.siteUrl).origin];
  return settings.allowedHosts.map((host) => `http://${host}:${settings.port}`);
}

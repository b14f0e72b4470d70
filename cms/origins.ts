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

/**
 * Payload's CSRF list, kept to the site's own origins and every school's domain: a school's office signs
 * in at its own domain. Payload reads the list on each request, so it is changed in place when the schools
 * are read again (features/schools/hosts.ts); a domain no school has any more is dropped.
 */
export function allowSchoolOrigins(
  csrf: string[],
  domains: readonly string[],
  settings: Pick<Settings, 'siteUrl' | 'allowedHosts' | 'port'>,
): void {
  const own = siteOrigins(settings);
  // No SITE_URL and no ALLOWED_HOSTS (a trial on a laptop): no list, and no check, as before.
  if (own.length === 0) return;
  const origins = new Set([...own, ...domains.flatMap((domain) => domainOrigins(domain, settings))]);
  csrf.splice(0, csrf.length, ...origins);
}

/**
 * The origins a form may be posted from to a request for `school`: the site's own, and that school's
 * domain (a parent at school B's site posts from B's origin), never another school's.
 */
export function formOrigins(
  settings: Pick<Settings, 'siteUrl' | 'allowedHosts' | 'port'>,
  school: { domain: string } | undefined,
): string[] {
  const own = siteOrigins(settings);
  return school ? [...own, ...domainOrigins(school.domain, settings)] : own;
}

/** A school's domain as browsers name its origin: SITE_URL's scheme (else either), default port or the server's. */
function domainOrigins(domain: string, settings: Pick<Settings, 'siteUrl' | 'port'>): string[] {
  const schemes = settings.siteUrl ? [new URL(settings.siteUrl).protocol] : ['http:', 'https:'];
  return schemes.flatMap((scheme) => [
    new URL(`${scheme}//${domain}`).origin,
    new URL(`${scheme}//${domain}:${settings.port}`).origin,
  ]);
}

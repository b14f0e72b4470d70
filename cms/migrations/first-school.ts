import { hostOf } from '../../lib/school-domain.ts';
import { getSettings } from '../../lib/settings.ts';

/**
 * The domain of a deployment's first school, made from the one school there was (an upgrade) or from the
 * starter content (a fresh install): SITE_URL's host, else `localhost`. The first school answers every
 * host no school claims (features/schools/hosts.ts), so a single school is served as before whatever
 * this says; a host sets it right in the admin, or with `npm run schools`.
 */
export function firstSchoolDomain(): string {
  const { siteUrl } = getSettings();
  return siteUrl ? hostOf(new URL(siteUrl).host) : 'localhost';
}

import { changeStampAt } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { allowSchoolOrigins } from '../../cms/origins.ts';
import { log } from '../../lib/log';
import { hostOf } from '../../lib/school-domain.ts';
import type { SiteSchool } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings';

type Known = {
  stamp: string;
  byHost: Map<string, SiteSchool>;
  first: SiteSchool | undefined;
  // The last host asked for and its answer: most requests name the host the one before named.
  last?: { host: string; school: SiteSchool | undefined };
};

// The schools as last read, and the read under way: the server asks for every request, and only a change
// of the content (a school added, a domain changed) reads them again.
let known: Known | undefined;
let reading: { stamp: string; known: Promise<Known> } | undefined;

async function readSchools(stamp: string): Promise<Known> {
  const cms = await getCms();
  const { docs } = await cms.find({
    collection: 'schools',
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const schools = docs.map((doc): SiteSchool => ({
    id: doc.id,
    name: doc.name,
    domain: hostOf(doc.domain),
    siteKey: doc.siteKey || undefined,
    suspended: doc.suspended === true,
  }));
  // Each school's office signs in at its own domain: Payload's CSRF check must let its writes through.
  allowSchoolOrigins(
    cms.config.csrf,
    schools.map((school) => school.domain),
    getSettings(),
  );
  return { stamp, byHost: new Map(schools.map((school) => [school.domain, school])), first: schools[0] };
}

function choose(known: Known, host: string): SiteSchool | undefined {
  if (known.last?.host === host) return known.last.school;
  // One school and no setting is a single school's site, whatever host it is reached at (localhost, an IP).
  const school = known.byHost.get(hostOf(host)) ?? (getSettings().schoolHostsOnly ? undefined : known.first);
  known.last = { host, school };
  return school;
}

/**
 * The school a request's host names (lib/server-bridge.ts's SchoolForHost), at once while nothing changed
 * since the schools were read: the page cache's hits wait on no promise.
 */
export function schoolForHost(
  host: string,
  notBefore: number,
): SiteSchool | undefined | Promise<SiteSchool | undefined> {
  const stamp = changeStampAt(notBefore);
  if (typeof stamp === 'string' && known?.stamp === stamp) return choose(known, host);
  return Promise.resolve(stamp).then(async (now) => {
    if (known?.stamp === now) return choose(known, host);
    if (reading?.stamp !== now) {
      const next = { stamp: now, known: readSchools(now) };
      reading = next;
      next.known.then(
        (read) => {
          if (reading === next) known = read;
        },
        (error: unknown) => {
          if (reading === next) reading = undefined;
          log.error(`[schools] the schools could not be read: ${String(error)}`);
        },
      );
    }
    return choose(await reading.known, host);
  });
}

import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { SiteAlert } from '../alert/rules.ts';
import type { Disclosure } from '../disclosure/rules.ts';
import type { School } from './rules.ts';
import { log } from '../../lib/log.ts';
import { parseAlertFromCms } from '../alert/from-cms.ts';
import { asRecord } from '../../lib/rules/checked.ts';
import { parseDisclosureFromCms } from '../disclosure/from-cms.ts';
import type { ContentPage } from '../pages/rules.ts';
import { requestStart } from '../menu/server';
import { getCms } from '../../cms/client.ts';
import { readUnlessUnchanged } from '../../cms/change-stamp';
import { pageDocAt, schoolDocAt } from './reads';
import { parseSchoolFromCms } from './from-cms.ts';

// `connection()` keeps every page that shows content rendered per request, never prerendered at build
// time, so a published change shows on the next request. `cache` reads each item once per request
// however many components ask. Reads go through Payload's local API as a visitor (overrideAccess: false),
// so drafts and anything else a visitor may not read never reach a page.

// What a read could not validate (data changed behind the CMS's back): the last good value this process
// served stands in, with one log line per bad version, rather than a broken page.
const LAST_GOOD = Symbol.for('school-site.school-content.last-good');
type Kept = { value: unknown; badVersion?: string };
const lastGood = ((globalThis as { [LAST_GOOD]?: Map<string, Kept> })[LAST_GOOD] ??= new Map());

function validOrLast<T>(what: string, version: string, parse: () => T): T {
  const kept = lastGood.get(what);
  try {
    const value = parse();
    lastGood.set(what, { value });
    return value;
  } catch (error) {
    if (kept?.badVersion !== version) log.error(`[cms] ${what} (saved ${version}) is not valid: ${(error as Error).message.split('\n')[0]}`, { item: what });
    if (!kept) throw error;
    lastGood.set(what, { ...kept, badVersion: version });
    return kept.value as T;
  }
}

// The same school document (unchanged since it was read, see change-stamp.ts) is checked once, not per request.
const parsedSchools = new WeakMap<object, School>();

const readSchool = cache(async () => {
  await connection();
  const doc = await schoolDocAt(await requestStart());
  const logo = asRecord(asRecord(doc.brand).logo);
  const logoUrl = typeof logo.url === 'string' ? logo.url : undefined;
  let school = parsedSchools.get(doc);
  if (!school) {
    school = validOrLast('school', String(doc.updatedAt), () => parseSchoolFromCms(doc, logoUrl));
    parsedSchools.set(doc, school);
  }
  return { school, updatedAt: String(doc.updatedAt ?? '') };
});

export const getSchool = cache(async (): Promise<School> => (await readSchool()).school);

export const getPage = cache(async (slug: string): Promise<ContentPage | undefined> => {
  await connection();
  const doc = await pageDocAt(slug, await requestStart());
  if (!doc) return undefined;
  return { title: doc.title, description: doc.description ?? undefined, body: doc.body ?? undefined, updatedAt: doc.updatedAt };
});

/** The disclosure, and when it last changed: its own save, or the school's details (its section A). */
export const getDisclosure = cache(async (): Promise<{ disclosure: Disclosure; updatedAt: string }> => {
  await connection();
  const payload = await getCms();
  const start = await requestStart();
  const [doc, school] = await Promise.all([
    readUnlessUnchanged('disclosure', start, () => payload.findGlobal({ slug: 'disclosure', depth: 1, overrideAccess: false })),
    readSchool(),
  ]);
  const disclosure = await parseDisclosureFromCms(doc, payload).catch((error: unknown) => error as Error);
  const value = validOrLast('disclosure', String(doc.updatedAt), () => {
    if (disclosure instanceof Error) throw disclosure;
    return disclosure;
  });
  const updatedAt = [String(doc.updatedAt ?? ''), school.updatedAt].sort().at(-1) ?? '';
  return { disclosure: value, updatedAt };
});

const parsedAlerts = new WeakMap<object, { alert: SiteAlert | undefined }>();

/**
 * The closure or emergency alert, if one is saved: read like the rest (reused until something is
 * published), but whether it shows is decided by its caller against the clock of each request.
 * An alert that cannot be read never breaks a page: it is logged and left out.
 */
export const getAlert = cache(async (): Promise<SiteAlert | undefined> => {
  await connection();
  const doc = await readUnlessUnchanged('alert', await requestStart(), async () => (await getCms()).findGlobal({ slug: 'alert', depth: 0, overrideAccess: false })).catch(
    (error: unknown) => void log.error(`[cms] the alert could not be read: ${(error as Error).message.split('\n')[0]}`, { item: 'alert' }),
  );
  if (!doc) return undefined;
  let parsed = parsedAlerts.get(doc);
  if (!parsed) {
    try {
      parsed = { alert: validOrLast('alert', String(doc.updatedAt), () => parseAlertFromCms(doc)) };
    } catch {
      // validOrLast logged it; with no good alert before it, none shows.
      parsed = { alert: undefined };
    }
    parsedAlerts.set(doc, parsed);
  }
  return parsed.alert;
});

import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { validOrLast } from '@/cms/last-good';
import { requestStart } from '@/lib/request-clock/server';
import { asRecord } from '@/lib/rules/checked';
import { parseSchoolFromCms } from './from-cms.ts';
import { schoolDocAt } from './reads';
import type { School } from './rules.ts';

// `connection()` keeps every page that shows content rendered per request, never prerendered at build
// time, so a published change shows on the next request. `cache` reads each item once per request
// however many components ask. Reads go through Payload's local API as a visitor (overrideAccess: false),
// so drafts and anything else a visitor may not read never reach a page.

// The same school document (unchanged since it was read, see cms/change-stamp.ts) is checked once, not per request.
const parsedSchools = new WeakMap<object, School>();

/** The school's details for this request, and when they were last saved. */
export const getSchoolWithUpdatedAt = cache(async () => {
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

export const getSchool = cache(async (): Promise<School> => (await getSchoolWithUpdatedAt()).school);

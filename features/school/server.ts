import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { validOrLast } from '@/cms/last-good';
import type { FellBack } from '@/cms/localized';
import { getSiteLocale } from '@/lib/i18n/locale';
import { requestStart } from '@/lib/request-clock/server';
import { asRecord } from '@/lib/rules/checked';
import { parseSchoolFromCms } from './from-cms.ts';
import { localizedSchoolDocAt } from './reads';
import type { School } from './rules.ts';

// `connection()` keeps every page that shows content rendered per request, never prerendered at build
// time, so a published change shows on the next request. `cache` reads each item once per request
// however many components ask. Reads go through Payload's local API as a visitor (overrideAccess: false),
// so drafts and anything else a visitor may not read never reach a page.

// The same school document (unchanged since it was read, see cms/change-stamp.ts) is checked once, not per request.
const parsedSchools = new WeakMap<object, School>();

/**
 * The school's details for this request, in its language, when they were last saved, and which of their
 * fields are shown in English on a Hindi page (`fellBack`, for `lang="en"`).
 */
export const getSchoolWithUpdatedAt = cache(
  async (): Promise<{ school: School; updatedAt: string; fellBack: FellBack }> => {
    await connection();
    const locale = await getSiteLocale();
    const { value: doc, fellBack } = await localizedSchoolDocAt(await requestStart(), locale);
    const logo = asRecord(asRecord(doc.brand).logo);
    const logoUrl = typeof logo.url === 'string' ? logo.url : undefined;
    let school = parsedSchools.get(doc);
    if (!school) {
      const what = locale === 'en' ? 'school' : `school (${locale})`;
      school = validOrLast(what, String(doc.updatedAt), () => parseSchoolFromCms(doc, logoUrl));
      parsedSchools.set(doc, school);
    }
    return { school, updatedAt: String(doc.updatedAt ?? ''), fellBack };
  },
);

export const getSchool = cache(async (): Promise<School> => (await getSchoolWithUpdatedAt()).school);

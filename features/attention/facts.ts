import type { Field, Payload, PayloadRequest } from 'payload';
import { findSchoolDoc } from '../../cms/school-doc.ts';
import { istDay, storedInstantOfDay } from '../../lib/dates.ts';
import { asRecord, given } from '../../lib/rules/checked.ts';
import { getSettings } from '../../lib/settings.ts';
import { readsMessages } from '../messages/access.ts';
import { readMailWaiting } from '../messages/mail.ts';
import { readMessageFacts } from './message-facts.ts';
import { readPdfsWithoutText } from './pdf-facts.ts';
import { yearsToCheck, type AttentionFacts } from './rules.ts';

type ValidityRow = { path: string[]; label: string };

/** The groups of the disclosure's fields that can carry a last valid day, by their path and admin label. */
function rowsWithValidity(fields: readonly Field[], path: string[] = []): ValidityRow[] {
  return fields.flatMap((field): ValidityRow[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        rowsWithValidity(tab.fields, 'name' in tab && tab.name ? [...path, tab.name] : path),
      );
    if (field.type === 'row' || field.type === 'collapsible') return rowsWithValidity(field.fields, path);
    if (field.type !== 'group') return [];
    const at = 'name' in field && field.name ? [...path, field.name] : path;
    if (!field.fields.some((child) => 'name' in child && child.name === 'validUntil'))
      return rowsWithValidity(field.fields, at);
    return [{ path: at, label: typeof field.label === 'string' ? field.label : at.join('.') }];
  });
}

/**
 * What the "Needs attention" list is decided on, read through the local API as the signed-in `user` sees
 * it: the certificates' last valid days, whether the annual report and the book lists the rules ask
 * about at `now` are there, when the disclosure was last saved, the TCs blocked today, the mail not sent, and
 * the PDFs shown on the site that search cannot read; of `school`, the one the admin's school selector shows.
 */
export async function readAttentionFacts(
  payload: Payload,
  user: PayloadRequest['user'],
  school: number,
  now: Date | number,
): Promise<AttentionFacts> {
  const years = yearsToCheck(now);
  const as = { user, overrideAccess: false, depth: 0 } as const;
  // The school the admin works in: a group admin's account may read every school's.
  const mine = { school: { equals: school } };
  const [disclosure, reports, bookLists, blocked, mailWaiting, messages, pdfsWithoutText] = await Promise.all([
    findSchoolDoc(payload, 'disclosure', { ...as, school }),
    payload.find({
      collection: 'annual-reports',
      where: { academicYear: { equals: years.annualReport }, ...mine },
      limit: 1,
      pagination: false,
      ...as,
    }),
    payload.find({
      collection: 'book-lists',
      where: { academicYear: { equals: years.bookList }, ...mine },
      limit: 1,
      pagination: false,
      ...as,
    }),
    // Stored as noon IST of the day (as the TC's other days), so today's block is at or after today's noon.
    payload.find({
      collection: 'transfer-certificates',
      where: { lookupsBlockedOn: { greater_than_equal: storedInstantOfDay(istDay(now)) }, ...mine },
      select: { number: true, lookupsBlockedOn: true },
      limit: 100,
      pagination: false,
      ...as,
    }),
    // The mail is about parents' messages, and its line links to them: only for those who may read them.
    readsMessages(user) ? readMailWaiting(payload) : undefined,
    readMessageFacts(payload, user, school, now),
    readPdfsWithoutText(payload, user, school),
  ]);
  const fields = payload.config.collections.find((collection) => collection.slug === 'disclosure')?.fields ?? [];
  const certificates = rowsWithValidity(fields).flatMap(({ path, label }) => {
    const row = asRecord(path.reduce<unknown>((value, key) => asRecord(value)[key], disclosure));
    const stored = given(row.validUntil);
    const instant =
      row.notApplicable === true || stored === undefined
        ? NaN
        : new Date(typeof stored === 'string' || typeof stored === 'number' ? stored : NaN).getTime();
    return Number.isNaN(instant) ? [] : [{ name: label, validUntil: istDay(instant) }];
  });
  return {
    certificates,
    annualReportYears: reports.docs.map((report) => report.academicYear),
    bookListYears: bookLists.docs.map((list) => list.academicYear),
    disclosureUpdatedAt: disclosure.updatedAt,
    messages,
    blockedTcs: blocked.docs.flatMap((tc) =>
      tc.lookupsBlockedOn ? [{ id: tc.id, number: tc.number, blockedOn: istDay(tc.lookupsBlockedOn) }] : [],
    ),
    ...(mailWaiting && { mail: { off: getSettings().mail === undefined, ...mailWaiting } }),
    pdfsWithoutText,
  };
}

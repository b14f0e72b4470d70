import { readUnlessUnchanged } from '../../cms/change-stamp.ts';
import { getCms } from '../../cms/client.ts';
import { validOrLast } from '../../cms/last-good.ts';
import { findSchoolDocIfAny } from '../../cms/school-doc.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { asRecord } from '../../lib/rules/checked.ts';
import { parseSchoolFromCms } from '../school/from-cms.ts';
import { schoolDocAt } from '../school/reads.ts';
import {
  DEFAULT_RETENTION,
  OFFICE_NAME,
  privacyNoticeText,
  privacyNoticeVersion,
  type Retention,
} from './privacy-notice-text.ts';
import type { FormKind } from './rules.ts';

export type PrivacyNotice = { paragraphs: string[]; version: string; language: Locale };

/** How long messages are kept, as the office set it (Messages: settings), read as a visitor. */
async function retentionAt(notBefore: number): Promise<Retention> {
  const doc = asRecord(
    await readUnlessUnchanged('message-settings', notBefore, async () =>
      findSchoolDocIfAny(await getCms(), 'message-settings', { depth: 0, overrideAccess: false }),
    ),
  );
  const months = (name: keyof Retention) => {
    const value = doc[name];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_RETENTION[name];
  };
  return {
    enquiryMonths: months('enquiryMonths'),
    contactMonths: months('contactMonths'),
    grievanceMonthsAfterClosed: months('grievanceMonthsAfterClosed'),
  };
}

/**
 * The privacy notice a form shows as of `notBefore`, in the page's language: the page renders it, and the form's
 * route handler checks that a form sent agreed to this same version, which differs by language. Without a
 * grievance officer on the school's details, the office is named.
 */
export async function privacyNoticeAt(
  kind: FormKind,
  notBefore: number,
  language: Locale = DEFAULT_LOCALE,
): Promise<PrivacyNotice> {
  const [doc, retention] = await Promise.all([schoolDocAt(notBefore), retentionAt(notBefore)]);
  const school = validOrLast('school for the privacy notice', String(doc.updatedAt), () => parseSchoolFromCms(doc));
  const officer = school.grievanceOfficer ?? {
    name: OFFICE_NAME[language],
    email: school.email,
    phone: school.phone,
  };
  const paragraphs = privacyNoticeText(kind, school.name, officer, retention, language);
  return { paragraphs, version: privacyNoticeVersion(paragraphs, language), language };
}

import { validOrLast } from '../../cms/last-good.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { OFFICE_NAME, privacyNoticeVersion } from '../messages/privacy-notice-text.ts';
import type { PrivacyNotice } from '../messages/privacy-notice.ts';
import { parseSchoolFromCms } from '../school/from-cms.ts';
import { schoolDocAt } from '../school/reads.ts';
import { alertWords } from './words.ts';

/**
 * The notice above the sign-up, in the page's language: what is kept, why, for how long and whom to ask.
 * Versioned as the parents' forms' notices are, so a sign-up records the very wording agreed to.
 */
export async function alertsNoticeAt(notBefore: number, language: Locale = DEFAULT_LOCALE): Promise<PrivacyNotice> {
  const doc = await schoolDocAt(notBefore, language);
  const school = validOrLast(`school for the alerts notice ${language}`, String(doc.updatedAt), () =>
    parseSchoolFromCms(doc),
  );
  const officer = school.grievanceOfficer ?? { name: OFFICE_NAME[language], email: school.email };
  const t = alertWords(language);
  const paragraphs = [
    t('notice.what'),
    t('notice.why', { school: school.name }),
    t('notice.howLong'),
    t('notice.whoToAsk', { officer: officer.name, email: officer.email }),
  ];
  return { paragraphs, version: privacyNoticeVersion(paragraphs, language), language };
}

import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import type { FormKind } from './rules.ts';

/**
 * The privacy notice above each form's button (DPDP Rules 2025, rule 3): what is collected, for what, how
 * long it is kept, how to withdraw, and whom to ask. Its exact text has a version, its hash: a message
 * keeps the version its sender agreed to, and the office can read every version ever shown.
 */

export type Retention = { enquiryMonths: number; contactMonths: number; grievanceMonthsAfterClosed: number };
export const DEFAULT_RETENTION: Retention = { enquiryMonths: 12, contactMonths: 6, grievanceMonthsAfterClosed: 36 };

export type Officer = { name: string; designation?: string | undefined; email: string; phone?: string | undefined };

const months = (count: number) =>
  count % 12 === 0 ? `${count / 12} year${count === 12 ? '' : 's'}` : `${count} month${count === 1 ? '' : 's'}`;

const COLLECTED: Record<FormKind, string> = {
  enquiry:
    'your name, your mobile number, your e-mail address if you give one, the class and year you ask about, your child’s first name if you give it, and your message',
  contact: 'your name, the e-mail address or mobile number you give, the topic and your message',
  grievance: 'your name, the e-mail address or mobile number you give, the category and what you tell us',
};

const PURPOSE: Record<FormKind, string> = {
  enquiry: 'to answer your admission enquiry and tell you about admission to the class you ask about',
  contact: 'to answer your message',
  grievance: 'to look into your grievance, keep you informed and keep a record of how it was resolved',
};

function kept(kind: FormKind, retention: Retention): string {
  switch (kind) {
    case 'enquiry':
      return `for ${months(retention.enquiryMonths)} after you send it`;
    case 'contact':
      return `for ${months(retention.contactMonths)} after you send it`;
    case 'grievance':
      return `for ${months(retention.grievanceMonthsAfterClosed)} after the grievance is closed`;
  }
}

function english(kind: FormKind, schoolName: string, officer: Officer, retention: Retention): string[] {
  const who = [officer.name, officer.designation].filter(Boolean).join(', ');
  const reach = [officer.email, officer.phone].filter(Boolean).join(' or ');
  return [
    `${schoolName} collects ${COLLECTED[kind]}, only ${PURPOSE[kind]}. Only the school office staff who handle these messages can read them; they are not shared with anyone else or used for marketing.`,
    `They are kept ${kept(kind, retention)}, then deleted. You can withdraw your consent at any time on the “Withdraw a message” page with your reference number and the contact you gave: the message is then deleted at once.`,
    `Questions or complaints about your data: ${who}, ${reach}.`,
  ];
}

// The same notice in Hindi, written for parents (not translated word by word): what is collected, why,
// for how long, how to withdraw, whom to ask. Digits stay 0–9.
// Always before तक ("until"), so the oblique महीने serves one month as well as six.
const monthsHi = (count: number) => (count % 12 === 0 ? `${count / 12} वर्ष` : `${count} महीने`);

const COLLECTED_HI: Record<FormKind, string> = {
  enquiry:
    'आपका नाम, आपका मोबाइल नंबर, आपका ई-मेल पता (यदि आप दें), जिस कक्षा और सत्र के बारे में आप पूछ रहे हैं, आपके बच्चे का पहला नाम (यदि आप दें) और आपका संदेश',
  contact: 'आपका नाम, आपका दिया हुआ ई-मेल पता या मोबाइल नंबर, संदेश का विषय और आपका संदेश',
  grievance: 'आपका नाम, आपका दिया हुआ ई-मेल पता या मोबाइल नंबर, शिकायत का प्रकार और आपकी बताई हुई बातें',
};

const PURPOSE_HI: Record<FormKind, string> = {
  enquiry: 'आपकी प्रवेश संबंधी पूछताछ का उत्तर देने और आपकी पूछी हुई कक्षा में प्रवेश की जानकारी देने',
  contact: 'आपके संदेश का उत्तर देने',
  grievance: 'आपकी शिकायत की जाँच करने, आपको जानकारी देते रहने और उसके निपटारे का रिकॉर्ड रखने',
};

function keptHi(kind: FormKind, retention: Retention): string {
  switch (kind) {
    case 'enquiry':
      return `भेजने के बाद ${monthsHi(retention.enquiryMonths)} तक`;
    case 'contact':
      return `भेजने के बाद ${monthsHi(retention.contactMonths)} तक`;
    case 'grievance':
      return `शिकायत बंद होने के बाद ${monthsHi(retention.grievanceMonthsAfterClosed)} तक`;
  }
}

function hindi(kind: FormKind, schoolName: string, officer: Officer, retention: Retention): string[] {
  const who = [officer.name, officer.designation].filter(Boolean).join(', ');
  const reach = [officer.email, officer.phone].filter(Boolean).join(' या ');
  return [
    `${schoolName} ${COLLECTED_HI[kind]} केवल ${PURPOSE_HI[kind]} के लिए लेता है। इन्हें विद्यालय कार्यालय के केवल वही कर्मचारी पढ़ सकते हैं जो ये संदेश देखते हैं; ये किसी और को नहीं दिए जाते और न ही प्रचार के लिए उपयोग किए जाते हैं।`,
    `इन्हें ${keptHi(kind, retention)} रखा जाता है, फिर मिटा दिया जाता है। आप अपनी सहमति कभी भी “संदेश वापस लें” पृष्ठ पर अपनी संदर्भ संख्या और अपने दिए संपर्क से वापस ले सकते हैं: तब संदेश तुरंत मिटा दिया जाता है।`,
    `आपके डेटा के बारे में प्रश्न या शिकायत के लिए: ${who}, ${reach}।`,
  ];
}

/** Whom to ask when the school's details name no grievance officer. */
export const OFFICE_NAME: Record<Locale, string> = { en: 'The school office', hi: 'विद्यालय कार्यालय' };

/** The privacy notice's paragraphs in `locale`, as shown and as stored. */
export function privacyNoticeText(
  kind: FormKind,
  schoolName: string,
  officer: Officer,
  retention: Retention,
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  return (locale === 'hi' ? hindi : english)(kind, schoolName, officer, retention);
}

/**
 * A privacy notice's version: the first 16 hex digits of its text's SHA-256. A language other than English
 * is hashed with its name first, so two languages' notices never share a version, whatever their text.
 */
export function privacyNoticeVersion(paragraphs: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const text = paragraphs.join('\n\n');
  return createHash('sha256')
    .update(locale === DEFAULT_LOCALE ? text : `${locale}\n\n${text}`)
    .digest('hex')
    .slice(0, 16);
}

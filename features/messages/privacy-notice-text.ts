import { createHash } from 'node:crypto';
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

/** The privacy notice's paragraphs, as shown and as stored. */
export function privacyNoticeText(
  kind: FormKind,
  schoolName: string,
  officer: Officer,
  retention: Retention,
): string[] {
  const who = [officer.name, officer.designation].filter(Boolean).join(', ');
  const reach = [officer.email, officer.phone].filter(Boolean).join(' or ');
  return [
    `${schoolName} collects ${COLLECTED[kind]}, only ${PURPOSE[kind]}. Only the school office staff who handle these messages can read them; they are not shared with anyone else or used for marketing.`,
    `They are kept ${kept(kind, retention)}, then deleted. You can withdraw your consent at any time on the “Withdraw a message” page with your reference number and the contact you gave: the message is then deleted at once.`,
    `Questions or complaints about your data: ${who}, ${reach}.`,
  ];
}

/** A privacy notice's version: the first 16 hex digits of its text's SHA-256. */
export function privacyNoticeVersion(paragraphs: readonly string[]): string {
  return createHash('sha256').update(paragraphs.join('\n\n')).digest('hex').slice(0, 16);
}

import { formWords } from '../../lib/forms/words.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../lib/i18n/locales.ts';
import { STATUS_PATH, WITHDRAW_PATH, type FormKind } from './rules.ts';

/**
 * The two e-mails a message makes, as plain text and simple HTML. Pure. The office's holds nothing the
 * parent typed (the mailbox is not where their data is kept, and a forwarded mail would carry it): which
 * form, its reference and the link to it in the admin, in English, the office's language. The parent's holds
 * what they need to come back, in the language they wrote in, with links to the pages in that language.
 */

export type MailBody = { subject: string; text: string; html: string };

const KIND: Record<FormKind, string> = { enquiry: 'admission enquiry', contact: 'message', grievance: 'grievance' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A paragraph is a string; a link is `[text, href]`. */
export type Block = string | [string, string];

export function mailBody(subject: string, blocks: Block[], lang?: Locale): MailBody {
  const text = blocks.map((block) => (typeof block === 'string' ? block : `${block[0]}:\n${block[1]}`)).join('\n\n');
  const html = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p><a href="${escapeHtml(block[1])}">${escapeHtml(block[0])}</a></p>`,
    )
    .join('\n');
  const open = lang ? `<html lang="${lang}">` : '<html>';
  return { subject, text: `${text}\n`, html: `<!doctype html>\n${open}<body>\n${html}\n</body></html>\n` };
}

/** The office's alert of a new message: its form, its reference and where to read it. */
export function officeAlert(message: { id: number | string; form: FormKind; reference: string }, siteUrl: string) {
  const kind = KIND[message.form];
  return mailBody(`New ${kind} ${message.reference}`, [
    `A parent sent a new ${kind} through the school's website.`,
    `Reference: ${message.reference}`,
    [`Read it in the admin (sign in first)`, `${siteUrl}/admin/collections/messages/${encodeURIComponent(message.id)}`],
    'The parent’s details are kept in the admin only: this e-mail does not copy them. Please do not forward it with their details added.',
  ]);
}

/** The parent's acknowledgement in `language`, theirs: the reference, what happens next, and how to withdraw. */
export function acknowledgement(
  message: { form: FormKind; reference: string },
  schoolName: string,
  siteUrl: string,
  language: Locale = DEFAULT_LOCALE,
) {
  const t = formWords(language);
  const { form, reference } = message;
  const school = schoolName;
  const page = (path: string) => `${siteUrl}${localePath(language, path)}`;
  return mailBody(
    t(`mail.subject.${form}`, { school, reference }),
    [
      t(`mail.thanks.${form}`, { school }),
      t('mail.reference', { reference }),
      t('mail.next', { steps: t(`nextSteps.${form}`) }),
      ...(form === 'grievance' ? [[t('mail.status'), page(STATUS_PATH)] as Block] : []),
      [t('mail.withdraw'), page(WITHDRAW_PATH)],
      t('mail.notYou', { school }),
    ],
    language,
  );
}

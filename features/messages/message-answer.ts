import { z } from 'zod';
import { FORM_ANSWER_COOKIE_PREFIX } from '../../lib/forms/form-answer.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../lib/i18n/locales.ts';
import { FORMS, type FormKind } from './rules.ts';

/**
 * Where every parent's form is POSTed (app/(site)/forms/message/route.ts), naming the page it is on by its
 * English path; a Hindi page's form goes to `/hi/forms/…` and is answered on the Hindi page.
 */
export const messageFormAction = (page: string, locale: Locale = DEFAULT_LOCALE) =>
  localePath(locale, `/forms/message?page=${encodeURIComponent(page)}`);

/**
 * What a parent's form got (features/messages/receive.ts), carried to the page it was sent from in this
 * cookie (lib/forms/form-answer.ts): the page shows the reference, or the form again with its errors and
 * what was typed.
 */
export const MESSAGE_ANSWER_COOKIE = `${FORM_ANSWER_COOKIE_PREFIX}message`;

const form = z.enum(FORMS);
const values = z.record(z.string(), z.string().max(4000));
const errors = z.record(z.string(), z.string().max(300));

export const messageAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sent'), form, reference: z.string().max(20) }),
  z.object({ kind: z.literal('invalid'), form, values, errors }),
]);

export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A form not stored: too many forms from this address (429), or the CMS could not save it (503). */
export type MessageRefusal = {
  kind: 'not-sent';
  form: FormKind;
  reason: 'rate-limited' | 'unavailable';
  retryAfter: number;
};

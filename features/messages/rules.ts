import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { academicYearName } from '../../lib/academic-year.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { formWords, type FormWords } from '../../lib/forms/words.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

/**
 * The three forms parents send (an admission enquiry, a contact message, a grievance): what each asks,
 * the rules for what is typed, and the statuses the office moves a message through. Pure: the page, the
 * route handler that receives a form and the CMS's collection all read it.
 */

/** The pages of their own: the grievance form, withdrawing a message, and a grievance's status. */
export const WITHDRAW_PATH = '/withdraw';
export const GRIEVANCE_PATH = '/grievance';
export const STATUS_PATH = '/grievance/status';

export const FORMS = ['enquiry', 'contact', 'grievance'] as const;
export type FormKind = (typeof FORMS)[number];

/** The form's place on its page, where the page opens once the form is answered. */
export const formAnchor = (kind: FormKind) => `${kind}-form`;
export const isFormKind = (value: unknown): value is FormKind => FORMS.includes(value as FormKind);

/** What a stored privacy notice was shown above: a parent's form, or the alerts sign-up. */
export const NOTICE_FORMS = [...FORMS, 'alerts'] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

export const FORM_TITLES: Record<FormKind, string> = {
  enquiry: 'Admission enquiry',
  contact: 'Contact the school',
  grievance: 'Raise a grievance',
};

export const CONTACT_TOPICS = [
  { value: 'general', label: 'A general question' },
  { value: 'fees', label: 'Fees' },
  { value: 'transport', label: 'Transport' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Something else' },
] as const;

export const GRIEVANCE_CATEGORIES = [
  { value: 'academic', label: 'Academic' },
  { value: 'fees', label: 'Fees' },
  { value: 'transport', label: 'Transport' },
  { value: 'safety', label: 'Safety and wellbeing' },
  { value: 'other', label: 'Something else' },
] as const;

/** The office's statuses: an enquiry or a message is new, then contacted, then closed; a grievance is received, in progress, resolved. */
export const STATUSES: Record<FormKind, readonly { value: string; label: string }[]> = {
  enquiry: [
    { value: 'new', label: 'New' },
    { value: 'contacted', label: 'Contacted' },
    { value: 'closed', label: 'Closed' },
  ],
  contact: [
    { value: 'new', label: 'New' },
    { value: 'contacted', label: 'Contacted' },
    { value: 'closed', label: 'Closed' },
  ],
  grievance: [
    { value: 'received', label: 'Received' },
    { value: 'in-progress', label: 'In progress' },
    { value: 'resolved', label: 'Resolved' },
  ],
};
export const FIRST_STATUS = {
  enquiry: 'new',
  contact: 'new',
  grievance: 'received',
} as const satisfies Record<FormKind, string>;
/** The statuses after which a message is done with: a grievance's retention counts from here. */
export const DONE_STATUSES = new Set(['closed', 'resolved']);

/** The honeypot's name: a field people and screen readers never meet (message-form.tsx), which bots fill. */
export const HONEYPOT = 'website';

export const ENQUIRY_MESSAGE_MAX = 1000;
export const MESSAGE_MAX = 2000;
const NAME_MAX = 100;

/**
 * An Indian mobile number as people type it (`98100 45678`, `+91 98100-45678`, `098100 45678`), stored as
 * `+919810045678`; undefined for anything else.
 */
export function indianMobile(typed: string): string | undefined {
  const digits = typed.replace(/[\s()-]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : undefined;
}

/** The academic years an enquiry may be for: this one and the next two, by India's date today. */
export function yearsSought(today: string): string[] {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 4 ? 0 : 1);
  return [year, year + 1, year + 2].map(academicYearName);
}

const count = (max: number) => max.toLocaleString('en-IN');

const typed = (missing: string, tooLong: string, max: number) => z.string().trim().min(1, missing).max(max, tooLong);

const optionalText = (tooLong: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || undefined);

const mobile = (t: FormWords, required: boolean) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') {
        if (required) context.addIssue({ code: 'custom', message: t('errors.mobileMissing') });
        return undefined;
      }
      const number = indianMobile(value);
      if (!number) context.addIssue({ code: 'custom', message: t('errors.mobileInvalid') });
      return number;
    });

const email = (t: FormWords) =>
  z
    .string()
    .trim()
    .max(254, t('errors.emailTooLong'))
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: t('errors.emailInvalid') })
    .transform((value) => value || undefined);

const choice = <const T extends readonly string[]>(values: T, message: string) => z.enum(values, { error: message });

/** Each form's fields as typed (all strings, as a form sends them) to what is stored; its messages in the form's language. */
function formSchema(kind: FormKind, today: string, t: FormWords) {
  const name = typed(t('errors.nameMissing'), t('errors.nameTooLong', { max: count(NAME_MAX) }), NAME_MAX);
  const consent = z.literal('yes', { error: t('errors.consent') });
  const needsAContact = (
    value: { email?: string | undefined; mobile?: string | undefined },
    context: z.RefinementCtx,
  ) => {
    if (!value.email && !value.mobile)
      context.addIssue({ code: 'custom', path: ['email'], message: t('errors.contact') });
  };
  switch (kind) {
    case 'enquiry':
      return z.object({
        name,
        mobile: mobile(t, true),
        email: email(t),
        classSought: choice(CLASSES, t('errors.classSought')),
        yearSought: choice(yearsSought(today), t('errors.yearSought')),
        childFirstName: optionalText(t('errors.childFirstNameTooLong', { max: count(60) }), 60),
        message: optionalText(t('errors.messageTooLong', { max: count(ENQUIRY_MESSAGE_MAX) }), ENQUIRY_MESSAGE_MAX),
        consent,
      });
    case 'contact':
      return z
        .object({
          name,
          email: email(t),
          mobile: mobile(t, false),
          topic: choice(
            CONTACT_TOPICS.map((topic) => topic.value),
            t('errors.topic'),
          ),
          message: typed(
            t('errors.messageMissing'),
            t('errors.messageTooLong', { max: count(MESSAGE_MAX) }),
            MESSAGE_MAX,
          ),
          consent,
        })
        .superRefine(needsAContact);
    case 'grievance':
      return z
        .object({
          name,
          email: email(t),
          mobile: mobile(t, false),
          category: choice(
            GRIEVANCE_CATEGORIES.map((category) => category.value),
            t('errors.category'),
          ),
          message: typed(
            t('errors.whatHappenedMissing'),
            t('errors.whatHappenedTooLong', { max: count(MESSAGE_MAX) }),
            MESSAGE_MAX,
          ),
          consent,
        })
        .superRefine(needsAContact);
  }
}

/** The fields each form shows, in order: the error summary lists problems in this order. */
export const FIELD_ORDER: Record<FormKind, readonly string[]> = {
  enquiry: ['name', 'mobile', 'email', 'classSought', 'yearSought', 'childFirstName', 'message', 'consent'],
  contact: ['name', 'email', 'mobile', 'topic', 'message', 'consent'],
  grievance: ['name', 'email', 'mobile', 'category', 'message', 'consent'],
};

export type FormValues = Record<string, string>;
type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A form's fields as stored. */
export type MessageFields = z.output<ReturnType<typeof formSchema>>;

/** The form's values checked: what to store, or a message per field (the first problem of each), in `locale`. */
export function checkForm(
  kind: FormKind,
  values: FormValues,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): Checked<MessageFields> {
  const input = Object.fromEntries(FIELD_ORDER[kind].map((field) => [field, values[field] ?? '']));
  const result = formSchema(kind, today, formWords(locale)).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

// Crockford's base-32 digits: no I, L, O or U, so a reference read over the phone is not misheard.
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX: Record<FormKind, string> = { enquiry: 'ENQ', contact: 'MSG', grievance: 'GRV' };

/** A message's reference, e.g. `GRV-7K3M-9Q2X`: random, so one reference tells nothing of another. */
export function newReference(kind: FormKind): string {
  const code = Array.from({ length: 8 }, () => DIGITS[randomInt(DIGITS.length)]).join('');
  return `${PREFIX[kind]}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as typed (`grv 7k3m 9q2x`) in its stored form, or undefined. */
export function normaliseReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  const match = /^(ENQ|MSG|GRV)([0-9A-HJKMNP-TV-Z]{8})$/.exec(compact);
  return match ? `${match[1]}-${match[2]!.slice(0, 4)}-${match[2]!.slice(4)}` : undefined;
}

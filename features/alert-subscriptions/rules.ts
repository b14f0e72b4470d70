import { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales.ts';
import { alertWords } from './words.ts';

/**
 * Parents' alerts: who asked for which school's alerts, by which channel, in which language. E-mail is
 * double opt-in: a sign-up is kept unconfirmed until its confirm link is used, and deleted after
 * `UNCONFIRMED_HOURS` if it never is. Push subscriptions will be a channel of the same collection.
 */

export const ALERTS_PATH = '/alerts';
export const CONFIRM_PATH = '/alerts/confirm';
export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
/** Where the sign-up form is POSTed (`/hi/forms/alerts` from the Hindi page). */
export const SIGNUP_ACTION = '/forms/alerts';
export const SIGNUP_ANCHOR = 'alerts-form';

export const CHANNELS = ['email', 'push'] as const;
/** `urgent`: the closure and emergency alerts only; `all`: those and every notice published. */
export const TOPICS = ['urgent', 'all'] as const;
export type Topic = (typeof TOPICS)[number];

/** An unconfirmed sign-up, and its confirm link, last this long. */
export const UNCONFIRMED_HOURS = 48;
/** Past this many notices mailed or pushed to one subscriber in an hour, further notices wait for the digest. */
const MAILS_AN_HOUR = 3;
export const HOUR_MS = 60 * 60 * 1000;

export const FIELD_ORDER = ['email', 'topic', 'consent'] as const;
export const HONEYPOT = 'website';

export type Signup = { email: string; topic: Topic };

export type SignupCheck =
  { ok: true; value: Signup } | { ok: false; errors: Partial<Record<(typeof FIELD_ORDER)[number], string>> };

/** A sign-up as typed, checked in the page's language: an address in the right form, a topic, consent. */
export function checkSignup(values: Record<string, string>, locale: Locale): SignupCheck {
  const t = alertWords(locale);
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('errors.emailMissing'))
      .max(254, t('errors.emailTooLong'))
      .refine((value) => value === '' || z.email().safeParse(value).success, { message: t('errors.emailInvalid') }),
    topic: z.enum(TOPICS, { error: t('errors.topic') }),
    consent: z.literal('yes', { error: t('errors.consent') }),
  });
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: { email: parsed.data.email.toLowerCase(), topic: parsed.data.topic } };
  const errors: Partial<Record<(typeof FIELD_ORDER)[number], string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as (typeof FIELD_ORDER)[number];
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Which subscribers an alert reaches: an urgent alert both topics, a notice those who asked for every notice. */
export const topicsFor = (kind: 'urgent' | 'notice'): Topic[] => (kind === 'urgent' ? ['urgent', 'all'] : ['all']);

/**
 * Whether a notice to a subscriber waits for the digest: the subscriber had `MAILS_AN_HOUR` mails in the
 * hour that began at `windowStart`. Urgent alerts never wait (a closure must arrive before school starts).
 */
export function throttled(sent: { windowStart?: string | null; count?: number | null }, now: number): boolean {
  const start = sent.windowStart ? Date.parse(sent.windowStart) : NaN;
  if (!Number.isFinite(start) || now - start >= HOUR_MS) return false;
  return (sent.count ?? 0) >= MAILS_AN_HOUR;
}

/** The subscriber's hourly count after one more mail at `now`. */
export function countedMail(
  sent: { windowStart?: string | null; count?: number | null },
  now: number,
): { windowStart: string; count: number } {
  const start = sent.windowStart ? Date.parse(sent.windowStart) : NaN;
  if (!Number.isFinite(start) || now - start >= HOUR_MS) return { windowStart: new Date(now).toISOString(), count: 1 };
  return { windowStart: new Date(start).toISOString(), count: (sent.count ?? 0) + 1 };
}

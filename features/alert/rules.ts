import { z } from 'zod';
import { text } from '../../lib/rules/fields.ts';

/** The closure or emergency alert every page shows at its top between `startsAt` and `endsAt`. */

const ALERT_LEVELS = ['info', 'urgent'] as const;
export const ALERT_MESSAGE_MAX = 200;

// Control characters (line breaks among them) have no place in a one-line banner.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Where the alert's link may lead: an http(s) address elsewhere, or one of the site's own paths
 * (`/notices/closure`). Never `javascript:` or any other scheme, nor `//host` (another site in disguise).
 */
export function isAlertLink(value: string): boolean {
  if (value.length > 2048 || CONTROL.test(value) || /\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
}

const instant = z.iso.datetime({ offset: true, error: 'expected a date and time' });

export const alertSchema = z
  .object({
    message: text
      .max(ALERT_MESSAGE_MAX)
      .refine((message) => !CONTROL.test(message), { error: 'must be one line of plain text' }),
    level: z.enum(ALERT_LEVELS, { error: 'expected info or urgent' }),
    link: z
      .string()
      .trim()
      .refine(isAlertLink, { error: 'expected an http(s):// address or a path of this site starting with "/"' })
      .optional(),
    startsAt: instant,
    endsAt: instant,
  })
  .refine((alert) => Date.parse(alert.endsAt) > Date.parse(alert.startsAt), {
    path: ['endsAt'],
    error: 'must be after the start',
  });

export type SiteAlert = z.infer<typeof alertSchema>;

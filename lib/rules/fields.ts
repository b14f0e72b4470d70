import { z } from 'zod';
import { isDay } from '../dates.ts';

/** Field types shared by the content schemas, with messages a school's staff can act on. */

export const text = z.string().trim().min(1);

/** Numbers people write as codes (PIN code, affiliation no.): YAML reads `110075` as a number, we keep text. */
export function code(pattern: RegExp, description: string) {
  return z
    .union([z.string().trim(), z.int().nonnegative()], { error: `expected ${description}` })
    .transform(String)
    .pipe(z.string().regex(pattern, { error: `expected ${description}` }));
}

const PHONE_HELP = 'expected a phone number such as "+91 11 4567 8900"';

export const phoneNumber = z
  .union([z.string().trim(), z.int().positive()], { error: PHONE_HELP })
  .transform(String)
  .pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{5,24}$/, { error: PHONE_HELP }));

/** The `tel:` address of a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

// A phone number in text: an optional +country code, then digits with spaces, hyphens or brackets between,
// ten digits or more in all (`+91 11 4567 8900`, `98100 45678`, `011-4567 8900`).
const PHONE_IN_TEXT = /(?<![\d+])\+?\d[\d ()-]*\d(?!\d)/g;
const NO_BREAK_SPACE = '\u00a0';

/**
 * `text` with the spaces inside each phone number made non-breaking, so a line never wraps in the middle
 * of one ("+91 11" at a line's end, "4567 8900" on the next). The number reads and dials as written.
 */
export function keepPhoneNumbersWhole(text: string): string {
  return text.replace(PHONE_IN_TEXT, (number) =>
    number.replace(/\D/g, '').length >= 10 ? number.replace(/ /g, NO_BREAK_SPACE) : number,
  );
}

export const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// address' }).max(2048);

/** A file the site serves from `public/`, written as its path (`/documents/fees.pdf`). */
export const publicPath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9._/-]+$/, {
    error: 'expected a path under public/ starting with "/", e.g. "/documents/fees.pdf"',
  })
  .refine((path) => !path.split('/').includes('..'), { error: 'must not contain ".."' });

export const NOT_APPLICABLE = 'Not applicable';

/** A calendar day written `2027-03-31` (an IST day: see lib/dates.ts). */
export const day = z
  .string({ error: 'expected a day such as 2027-03-31' })
  .trim()
  .refine(isDay, { error: 'expected a day such as 2027-03-31' });

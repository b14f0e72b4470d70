import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A form's signed timestamp, part of its spam control: a form sent under 3 s after it was shown, or more
 * than a day after, was not filled in by a person. The stamp is when the page was shown, and its HMAC
 * under a key derived from the site's secret. Each response carries its own, so the page cache puts a
 * fresh one wherever the render had its own (server/page-cache/page-entry.ts): for that, every stamp is one
 * length, random-looking enough never to occur in a page by chance, and needs no escaping in an HTML
 * attribute or React's flight data.
 */

/** The stamp the proxy made for this request: to the page as a request header, to the page cache as a response header. */
export const FORM_STAMP_HEADER = 'x-form-stamp';

export type FormStampCheck = 'fresh' | 'too-fast' | 'too-old' | 'forged';

const TOO_FAST_MS = 3_000;
const TOO_OLD_MS = 24 * 60 * 60 * 1000;
// Replicas sign with one secret; their clocks may differ by this much.
const CLOCK_SKEW_MS = 60_000;
// 36^9 ms reaches the year 5188.
const TIME_DIGITS = 9;
const MAC_BYTES = 16;
const STAMP = /^([0-9a-z]{9})\.([A-Za-z0-9_-]{22})$/;

/** The stamps' own key, so a stamp is never a signature the sign-in key made. */
export function formStampKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'form stamp', 32));
}

function mac(key: Buffer, issuedAt: string): string {
  return createHmac('sha256', key).update(issuedAt).digest().subarray(0, MAC_BYTES).toString('base64url');
}

/** A stamp issued at `nowMs`: always 32 characters of `[0-9a-z]`, `.` and base64url. */
export function createFormStamp(key: Buffer, nowMs: number): string {
  const issuedAt = Math.floor(nowMs).toString(36).padStart(TIME_DIGITS, '0');
  return `${issuedAt}.${mac(key, issuedAt)}`;
}

/** Whether a form sent at `nowMs` with `stamp` came from a person's reading of a page of ours. */
export function checkFormStamp(key: Buffer, stamp: string, nowMs: number): FormStampCheck {
  const [, issuedAt, signature] = STAMP.exec(stamp) ?? [];
  if (issuedAt === undefined || signature === undefined) return 'forged';
  // Compared as text: base64url's last character has spare bits, so another spelling would decode alike.
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(mac(key, issuedAt)))) return 'forged';
  const age = nowMs - parseInt(issuedAt, 36);
  if (age < -CLOCK_SKEW_MS) return 'forged';
  if (age < TOO_FAST_MS) return 'too-fast';
  if (age > TOO_OLD_MS) return 'too-old';
  return 'fresh';
}

/**
 * The signed address of a TC's scan, given after a match: `/transfer-certificate/file/{id}.{expiry}.{mac}`,
 * an HMAC-SHA256 with a key derived from the site's secret over the TC's id, its scan's id, its number and
 * the expiry (Unix seconds). It names no student, cannot be made for another TC without the secret, and
 * stops working after 15 minutes, or as soon as the TC behind the id is another: SQLite gives a deleted
 * row's id to the next one, so the id alone could open another child's scan.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const FILE_LINK_PATH = '/transfer-certificate/file';
export const FILE_LINK_TTL_MS = 15 * 60_000;

const TOKEN = /^([A-Za-z0-9]{1,36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a link opens: one TC, with the scan and the number it had when the link was given. */
export type FileSubject = { id: number | string; scan: number | string; number: string };

function mac(secret: string, subject: FileSubject, expiry: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'school-site', 'transfer-certificate file link', 32));
  return createHmac('sha256', key)
    .update(JSON.stringify([String(subject.id), String(subject.scan), subject.number, expiry]))
    .digest('base64url');
}

/** A token for `subject`, valid until `now + ttlMs`. */
export function signFileToken(
  secret: string,
  subject: FileSubject,
  now = Date.now(),
  ttlMs = FILE_LINK_TTL_MS,
): string {
  const expiry = String(Math.floor((now + ttlMs) / 1000));
  return `${subject.id}.${expiry}.${mac(secret, subject, expiry)}`;
}

/** The TC id a token names, if it has a token's shape: the TC must be read before the token can be checked. */
export function fileTokenId(token: string): string | undefined {
  return TOKEN.exec(token)?.[1];
}

export type FileTokenCheck = { ok: true } | { ok: false; reason: 'forged' | 'expired' };

/** Whether `token` was signed for `subject` (the TC its id names now) and is still in its 15 minutes. */
export function checkFileToken(secret: string, token: string, subject: FileSubject, now = Date.now()): FileTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, id = '', expiry = '', given = ''] = match;
  const expected = Buffer.from(mac(secret, subject, expiry));
  if (id !== String(subject.id) || !timingSafeEqual(expected, Buffer.from(given)))
    return { ok: false, reason: 'forged' };
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}

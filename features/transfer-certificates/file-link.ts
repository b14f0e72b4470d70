/**
 * The signed address of a TC's scan, given after a match:
 * `/transfer-certificate/file/{id}.{expiry}.{binding}.{mac}`. The MAC (HMAC-SHA256, with a key derived from
 * the site's secret) covers the TC's id, the expiry (Unix seconds) and the binding, itself a keyed hash of
 * the TC's scan id and number. It names no student, cannot be made without the secret, and stops working
 * after 15 minutes, or as soon as the TC behind the id is another: SQLite gives a deleted row's id to the
 * next one, so the id alone could open another child's scan.
 *
 * The MAC and the expiry are checked before anything is read, so a link the site did not sign is refused
 * with the same work whether or not its id names a TC; only a link the site gave out is looked up.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const FILE_LINK_PATH = '/transfer-certificate/file';
export const FILE_LINK_TTL_MS = 15 * 60_000;

const TOKEN = /^([A-Za-z0-9]{1,36})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** What a link opens: one TC, with the scan and the number it had when the link was given. */
export type FileSubject = { id: number | string; scan: number | string; number: string };

/** A link the site signed, still in its 15 minutes: the TC id it names, and what it was signed for. */
export type SignedLink = { id: string; binding: string };

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'school-site', 'transfer-certificate file link', 32));

const hmac = (key: Buffer, parts: string[]) => createHmac('sha256', key).update(JSON.stringify(parts)).digest();

const bindingOf = (key: Buffer, subject: FileSubject) =>
  hmac(key, ['subject', String(subject.scan), subject.number])
    .subarray(0, 16)
    .toString('base64url');

const macOf = (key: Buffer, id: string, expiry: string, binding: string) =>
  hmac(key, ['link', id, expiry, binding]).toString('base64url');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A token for `subject`, valid until `now + ttlMs`. */
export function signFileToken(
  secret: string,
  subject: FileSubject,
  now = Date.now(),
  ttlMs = FILE_LINK_TTL_MS,
): string {
  const key = keyOf(secret);
  const id = String(subject.id);
  const expiry = String(Math.floor((now + ttlMs) / 1000));
  const binding = bindingOf(key, subject);
  return `${id}.${expiry}.${binding}.${macOf(key, id, expiry, binding)}`;
}

/**
 * The link `token` is, if the site signed it and it is in its 15 minutes; undefined for anything else
 * (altered, signed with another secret, expired, not a link at all), with no reason given: every one of
 * them is answered alike. Reads nothing.
 */
export function readFileToken(secret: string, token: string, now = Date.now()): SignedLink | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, id = '', expiry = '', binding = '', given = ''] = match;
  if (!same(macOf(keyOf(secret), id, expiry, binding), given)) return undefined;
  if (Number(expiry) * 1000 <= now) return undefined;
  return { id, binding };
}

/** Whether `link` was given for `subject`, the TC its id names now (same scan, same number). */
export function linkOpens(secret: string, link: SignedLink, subject: FileSubject): boolean {
  return String(subject.id) === link.id && same(bindingOf(keyOf(secret), subject), link.binding);
}

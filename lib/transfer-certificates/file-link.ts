/**
 * The signed address of a TC's scan, given after a match: `/transfer-certificate/file/{id}.{expiry}.{mac}`,
 * an HMAC-SHA256 over the id and the expiry (Unix seconds) with a key derived from the site's secret. It
 * names no student, cannot be made for another TC without the secret, and stops working after 15 minutes.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const FILE_LINK_PATH = '/transfer-certificate/file';
export const FILE_LINK_TTL_MS = 15 * 60_000;

const TOKEN = /^([A-Za-z0-9]{1,36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, payload: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'school-site', 'transfer-certificate file link', 32));
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** A token for TC `id`, valid until `now + ttlMs`. */
export function signFileToken(secret: string, id: number | string, now = Date.now(), ttlMs = FILE_LINK_TTL_MS): string {
  const payload = `${id}.${Math.floor((now + ttlMs) / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type FileTokenCheck = { ok: true; id: string } | { ok: false; reason: 'forged' | 'expired' };

export function checkFileToken(secret: string, token: string, now = Date.now()): FileTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, id = '', expiry = '', given = ''] = match;
  const expected = Buffer.from(mac(secret, `${id}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'forged' };
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

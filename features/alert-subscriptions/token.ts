import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The links in alert mails: a subscription's id, what the link does and until when, signed with a key
 * derived from the site's secret and the subscription's own random salt. The salt is stored with the
 * subscription, so a link outlives neither it nor its id's reuse by a later one (SQLite may give a
 * deleted row's id again). Nothing of the address is in a link.
 */

export type Purpose = 'confirm' | 'unsubscribe';

const MAC_BYTES = 16;
const TOKEN = /^(\d{1,15})\.(c|u)\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

/** The links' own key, so a link is never a signature another key made. */
export function alertTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'alert subscription link', 32));
}

function mac(key: Buffer, id: string, purpose: Purpose, expires: string, salt: string): string {
  return createHmac('sha256', key)
    .update(`${id}\n${purpose}\n${expires}\n${salt}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

export function signToken(
  key: Buffer,
  subscription: { id: number | string; salt: string },
  purpose: Purpose,
  expiresAt: number,
): string {
  const id = String(subscription.id);
  const expires = Math.floor(expiresAt).toString(36);
  return `${id}.${purpose[0]}.${expires}.${mac(key, id, purpose, expires, subscription.salt)}`;
}

/** The id a token names for `purpose`, if its form is right; its signature is checked by `verifyToken`. */
export function tokenId(token: string, purpose: Purpose): number | undefined {
  const [, id, p] = TOKEN.exec(token) ?? [];
  return id !== undefined && p === purpose[0] ? Number(id) : undefined;
}

export type TokenCheck = 'good' | 'expired' | 'forged';

/** Whether `token` was signed for this subscription and purpose, and is still good at `now`. */
export function verifyToken(
  key: Buffer,
  token: string,
  subscription: { id: number | string; salt: string },
  purpose: Purpose,
  now: number,
): TokenCheck {
  const [, id, p, expires, signature] = TOKEN.exec(token) ?? [];
  if (id === undefined || p !== purpose[0] || expires === undefined || signature === undefined) return 'forged';
  if (id !== String(subscription.id)) return 'forged';
  const expected = mac(key, id, purpose, expires, subscription.salt);
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return 'forged';
  return parseInt(expires, 36) < now ? 'expired' : 'good';
}

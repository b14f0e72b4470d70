import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { z } from 'zod';

/**
 * What a form's route handler answered (a reference, a form's mistakes and what was typed, a TC that
 * matched), carried to the page it redirects to (303) in a cookie of this visitor's browser only: sealed
 * (AES-256-GCM under a key derived from the site's secret), so no visitor can forge or read one; HttpOnly;
 * on the page's path only, and sealed with that page's address (its language's: `/hi/contact`), so a copied
 * value opens on no other page; gone after a minute, and at once when the page has read it (the proxy clears
 * it). Each answer has an id of its own, which the page spends as it shows it (cms/form-answer-once.ts), so
 * the same sealed value sent again is refused. Nothing else is stored on the server and nothing goes in the
 * URL, so an answer is never shared or cached.
 */

/** Every answer cookie's name starts so: the proxy and the page cache know one by its name alone. */
export const FORM_ANSWER_COOKIE_PREFIX = 'form-answer-';
/** How long an answer opens after it was sealed. */
export const FORM_ANSWER_SECONDS = 60;

// Browsers keep at least 4,096 bytes per cookie, name and attributes included. A form's longest answer, its
// mistakes with a 2,000-character message in a script of 3 bytes a character, takes two pieces; three keep
// the request's Cookie header well under Node's 16 kB limit on a request's headers.
const PIECE_CHARS = 3_800;
const MAX_PIECES = 3;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The answers' own key, so an answer is never a stamp or a signature another key made. */
export function formAnswerKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'form answer', 32));
}

const ID_BYTES = 16;

/** An answer opened: what it holds, and its id, which no other answer has. */
export type OpenedAnswer<T> = { answer: T; id: string };

/** `answer` sealed for the page at `page` (a path, in its language) for `FORM_ANSWER_SECONDS` from `nowMs`. */
export function sealFormAnswer(key: Buffer, answer: unknown, page: string, nowMs: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const id = randomBytes(ID_BYTES).toString('base64url');
  const plain = deflateRawSync(JSON.stringify({ expires: nowMs + FORM_ANSWER_SECONDS * 1000, page, id, answer }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The answer sealed in `value`, if this site sealed it for the page at `page` (a path, in its language), it
 * is still fresh, and it has `schema`'s shape.
 */
export function openFormAnswer<T>(
  key: Buffer,
  schema: z.ZodType<T>,
  value: string | undefined,
  page: string,
  nowMs: number,
): OpenedAnswer<T> | undefined {
  if (!value) return undefined;
  try {
    const bytes = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const sealed = JSON.parse(inflateRawSync(plain).toString('utf8')) as {
      expires?: unknown;
      page?: unknown;
      id?: unknown;
      answer?: unknown;
    };
    if (typeof sealed.expires !== 'number' || sealed.expires <= nowMs) return undefined;
    if (sealed.page !== page || typeof sealed.id !== 'string') return undefined;
    const parsed = schema.safeParse(sealed.answer);
    return parsed.success ? { answer: parsed.data, id: sealed.id } : undefined;
  } catch {
    return undefined;
  }
}

/** The names of `name`'s pieces, in order: `form-answer-tc`, `form-answer-tc.1`, … */
const pieceNames = (name: string) =>
  Array.from({ length: MAX_PIECES }, (_, index) => (index === 0 ? name : `${name}.${index}`));

/**
 * The Set-Cookie values that carry `sealed` under `name` to the page at `path`; none if it would not fit
 * (then the page shows the form afresh: only a body no browser's form sends, past its fields' lengths, is so long).
 */
export function formAnswerCookies(name: string, sealed: string, path: string, secure: boolean): string[] {
  const pieces = sealed.match(new RegExp(`.{1,${PIECE_CHARS}}`, 'g')) ?? [];
  if (pieces.length > MAX_PIECES) return [];
  const attributes = `Path=${path}; Max-Age=${FORM_ANSWER_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return pieces.map((piece, index) => `${pieceNames(name)[index]}=${piece}; ${attributes}`);
}

/** The sealed answer a request carries under `name`, its pieces joined. */
export function formAnswerFromCookies(name: string, get: (name: string) => string | undefined): string | undefined {
  const pieces: string[] = [];
  for (const pieceName of pieceNames(name)) {
    const piece = get(pieceName);
    if (piece === undefined) break;
    pieces.push(piece);
  }
  return pieces.length > 0 ? pieces.join('') : undefined;
}

/** The answer cookies in a Cookie header, by name. */
export function formAnswerCookieNames(cookieHeader: string | null | undefined): string[] {
  return (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(FORM_ANSWER_COOKIE_PREFIX));
}

/** A Set-Cookie value deleting the cookie `name` on `path`. */
export const clearedCookie = (name: string, path: string) =>
  `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`;

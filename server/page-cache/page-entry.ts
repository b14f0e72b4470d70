import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { FORM_STAMP_HEADER } from '../../lib/forms/form-stamp.ts';
import { isInternalHeader } from '../internal-headers.ts';
import { crcWith, slotCrc, type SlotCrc } from './crc32-update.ts';
import { deflateParts, gzipWithValues } from './gzip-pieces.ts';
import { hashScripts } from './script-hashes.ts';
import { cut, joined, STAMP, type Slotted } from './slots.ts';

/**
 * One cached page. A page without a form is what every visitor gets at one content version: its scripts
 * allowed by their hashes rather than its render's nonce (script-hashes.ts), compressed once at the best
 * levels (gzip -9 as it is kept, Brotli once asked for again: brotli-later.ts), with an `ETag` of its
 * bytes, and `Cache-Control: no-cache`, so a browser or a shared cache may keep it but asks each time.
 *
 * A page with a form carries its spam check's stamp of when it was fetched (lib/forms/form-stamp.ts), in
 * its hidden input and in the flight data, an inline script: a hash cannot allow a script that differs per
 * response, so such a page keeps its nonce too. It is kept cut at the nonce and the stamp (slots.ts), each
 * response carries fresh ones, its gzip is made per response from parts compressed once
 * (gzip-pieces.ts), and it stays private.
 */
export type PageEntry = {
  /** 200, or 404 for the site's 404 page (one per language, page-cache.ts). */
  status: number;
  headers: [name: string, value: string][];
  /** The body: whole for a page without a form, cut at its slots for one with a form. */
  page: Slotted;
  /** A page without a form: its validator, its bytes compressed once (`br` once made), and its heads. */
  same?: { etag: string; gzip: Buffer; br?: Buffer; heads: Partial<Record<Encoding, string[]>> };
  /** A page with a form: the render's nonce and stamp, and the parts deflated. */
  form?: { nonce: string; stamp: string; deflated: Buffer[]; crc: SlotCrc };
  /** The first instant its output changes without an edit (reported by the render's clock reads). */
  expiresAt: number;
  bytes: number;
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a response of a page with a form carries afresh. */
export type FormSlots = { nonce: string; stamp: string };

// Said afresh for each response (the date, the framing, the encoding, HSTS per request's scheme), or never kept.
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'strict-transport-security',
  'server-timing',
  'etag',
]);

const POLICY_NONCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;

/** The slots' values, indexed by kind (slots.ts). */
const slotValues = ({ nonce, stamp }: FormSlots) => [Buffer.from(nonce), Buffer.from(stamp)];

/**
 * `bytes` in memory of its own. Node cuts a buffer under 32 kB (a page's gzip, a small page) from a shared
 * 64 kB slab, and a kept slice keeps the whole slab alive: a kept page held more than the cap counts.
 */
export function ownCopy(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * The buffers copied into one, as views of it: zlib hands each part back in a buffer of its own 16 kB
 * chunk, which would keep several times the bytes the cap counts.
 */
function compact(buffers: readonly Buffer[]): Buffer[] {
  const whole = ownCopy(Buffer.concat(buffers));
  let offset = 0;
  return buffers.map((buffer) => whole.subarray(offset, (offset += buffer.length)));
}

/**
 * The parts deflated (gzip-pieces.ts), checked once: a stream with other values in every slot must unzip
 * to the page with them. Should a page ever hold bytes the compressor could match across a slot, its parts
 * are compressed each on its own instead, which never refers back (a larger response, never a wrong one).
 */
function checkedDeflate(page: Slotted, crc: SlotCrc): Buffer[] {
  const deflated = deflateParts(
    page,
    crc.rendered.map((value) => value.length),
  );
  const probes = crc.rendered.map((value) => Buffer.from(value.map((byte) => (byte === 0x41 ? 0x42 : 0x41))));
  try {
    const unzipped = gunzipSync(Buffer.concat(gzipWithValues(page, deflated, probes, crcWith(crc, probes))));
    if (unzipped.equals(Buffer.concat(joined(page, probes)))) return deflated;
  } catch {
    // A wrong back-reference can make the stream invalid as well as wrong.
  }
  return deflateParts(page, 'alone');
}

/** A validator of the page's bytes: equal exactly when a kept copy may be used again (a 304). */
const etagOf = (status: number, body: Buffer) =>
  `W/"${createHash('sha256').update(String(status)).update(body).digest('base64url').slice(0, 27)}"`;

/** The headers worth keeping, with Accept-Encoding in `Vary`; `set` replaces or adds one. */
function keptHeaders(headers: OutgoingHttpHeaders) {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name) || isInternalHeader(name, false)) continue;
    kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  const set = (name: string, value: string) => {
    const header = kept.find(([keptName]) => keptName === name);
    if (header) header[1] = value;
    else kept.push([name, value]);
  };
  const vary = kept.find(([name]) => name === 'vary');
  if (!vary) kept.push(['vary', 'Accept-Encoding']);
  else if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] += ', Accept-Encoding';
  return { kept, set };
}

/**
 * The entry for a render's complete 200 (or 404) HTML response, or undefined when it must not be kept:
 * another status, not HTML, a cookie set, already encoded, or no nonce (its scripts would not run).
 */
export function pageEntry(
  status: number,
  headers: OutgoingHttpHeaders,
  rendered: Buffer,
  expiresAt: number,
): PageEntry | undefined {
  if (
    (status !== 200 && status !== 404) ||
    headers['set-cookie'] !== undefined ||
    headers['content-encoding'] !== undefined
  )
    return;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return;
  const policy = String(headers['content-security-policy'] ?? '');
  const nonce = POLICY_NONCE.exec(policy)?.[1];
  if (!nonce) return;
  const { kept, set } = keptHeaders(headers);
  const fillStamp = headers[FORM_STAMP_HEADER];
  // A page with a form keeps its parts as views of the render.
  const slotted = cut(ownCopy(rendered), slotValues({ nonce, stamp: typeof fillStamp === 'string' ? fillStamp : '' }));
  if (slotted.kinds.includes(STAMP)) {
    const form = { nonce, stamp: fillStamp as string };
    const crc = slotCrc(slotted, slotValues(form));
    const deflated = compact(checkedDeflate(slotted, crc));
    const bytes = [...slotted.parts, ...deflated].reduce((sum, part) => sum + part.length, 0) + 1024;
    return { status, headers: kept, page: slotted, form: { ...form, deflated, crc }, expiresAt, bytes };
  }
  // Read as text to find its scripts, so kept only when it is text: other bytes would not survive the reading.
  if (!isUtf8(rendered)) return;
  const hashed = hashScripts(rendered.toString('utf8'));
  const body = ownCopy(Buffer.from(hashed.html));
  set('content-security-policy', policy.replace(POLICY_NONCE, hashed.hashes.join(' ')));
  // Kept anywhere, shown only after asking: an edit still shows at the next request.
  set('cache-control', 'no-cache');
  // The same for nginx, which keeps no `no-cache` page: expired since 1970, so kept but asked about each
  // time (docs/operations.md). nginx passes this header to no browser.
  set('x-accel-expires', '@1');
  const gzip = ownCopy(gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  return {
    status,
    headers: kept,
    page: { parts: [body], kinds: [] },
    same: { etag: etagOf(status, body), gzip, heads: {} },
    expiresAt,
    // Brotli, made later, is smaller than the gzip it is counted as.
    bytes: body.length + 2 * gzip.length + 1024,
  };
}

/** The encodings a response of this entry can be sent in now, smallest first. */
export const encodingsOf = (entry: PageEntry): Encoding[] =>
  entry.same?.br ? ['br', 'gzip', 'identity'] : ['gzip', 'identity'];

/**
 * A page without a form's head in `encoding` (one of encodingsOf's) as the flat list `writeHead` takes,
 * made at its first response: every later one sends it as it is.
 */
export function sameHead(entry: PageEntry, encoding: Encoding): string[] {
  const same = entry.same;
  if (!same) throw new Error('only a page that is the same for everyone has one head');
  const made = same.heads[encoding];
  if (made) return made;
  const body = sameBody(entry, encoding);
  const head = [...entry.headers.flat(), 'etag', same.etag, 'content-length', String(body.length)];
  if (encoding !== 'identity') head.push('content-encoding', encoding);
  return (same.heads[encoding] = head);
}

/** A page without a form's bytes in `encoding` (one of encodingsOf's). */
export const sameBody = (entry: PageEntry, encoding: Encoding): Buffer =>
  encoding === 'identity' ? (entry.page.parts[0] as Buffer) : (entry.same?.[encoding] as Buffer);

/**
 * A page with a form's headers and body for one response in `encoding`, with `fresh` wherever its render
 * had its nonce and stamp (its render's own when undefined).
 */
export function formResponse(
  entry: PageEntry,
  fresh: FormSlots | undefined,
  encoding: Encoding,
): { headers: OutgoingHttpHeaders; body: Buffer } {
  if (!entry.form) throw new Error('only a page with a form has slots');
  const headers: OutgoingHttpHeaders = {};
  const { nonce, deflated, crc } = entry.form;
  const slots = fresh ?? entry.form;
  for (const [name, value] of entry.headers) headers[name] = value.replaceAll(nonce, slots.nonce);
  const values = slotValues(slots);
  // One buffer, one write: the socket's writev of some forty pieces cost more than copying 20 kB.
  const body = Buffer.concat(
    encoding === 'identity'
      ? joined(entry.page, values)
      : gzipWithValues(entry.page, deflated, values, crcWith(crc, values)),
  );
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  return { headers, body };
}

/** Either kind of entry's headers and body for one response in `encoding`, as an object of headers. */
export function pageResponse(
  entry: PageEntry,
  fresh: FormSlots | undefined,
  encoding: Encoding,
): { headers: OutgoingHttpHeaders; body: Buffer } {
  if (entry.form) return formResponse(entry, fresh, encoding);
  const head = sameHead(entry, encoding);
  const headers: OutgoingHttpHeaders = {};
  for (let index = 0; index < head.length; index += 2) headers[head[index] as string] = head[index + 1];
  return { headers, body: sameBody(entry, encoding) };
}

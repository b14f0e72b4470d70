import type { OutgoingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { FORM_STAMP_HEADER } from '../../lib/forms/form-stamp.ts';
import { isInternalHeader } from '../internal-headers.ts';
import { crcWith, slotCrc, type SlotCrc } from './crc32-update.ts';
import { deflateParts, gzipWithValues } from './gzip-pieces.ts';
import { cut, joined, STAMP, type Slotted } from './slots.ts';

/**
 * One cached page: its head and body as the render sent them, cut at its nonce and its form stamp
 * (slots.ts), so any response can carry fresh ones. A page without a nonce in its policy is not kept: its
 * scripts could not run with another.
 */
export type PageEntry = {
  /** 200, or 404 for the site's 404 page (one per language, page-cache.ts). */
  status: number;
  /** The render's own nonce, in its policy and its body. */
  nonce: string;
  /** The render's form stamp (the proxy's, lib/forms/form-stamp.ts), when its body holds it. */
  stamp: string | undefined;
  headers: [name: string, value: string][];
  /** The body cut at the slots, and each part deflated (gzip-pieces.ts). */
  page: Slotted;
  deflated: Buffer[];
  crc: SlotCrc;
  /** The first instant its output changes without an edit (reported by the render's clock reads). */
  expiresAt: number;
  bytes: number;
};

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
]);

const POLICY_NONCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;
const NO_STAMP = Buffer.alloc(0);

/** The slots' values, indexed by kind (slots.ts). */
const slotValues = (nonce: string, stamp: string | undefined) => [
  Buffer.from(nonce),
  stamp === undefined ? NO_STAMP : Buffer.from(stamp),
];

/**
 * The buffers copied into one, as views of it: zlib hands each part back in a buffer of its own 16 kB
 * chunk, which would keep several times the bytes the cap counts.
 */
function compact(buffers: readonly Buffer[]): Buffer[] {
  const whole = Buffer.concat(buffers);
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

/**
 * The entry for a render's complete 200 (or 404) HTML response, or undefined when it must not be kept:
 * another status, not HTML, a cookie set, already encoded, or no nonce.
 */
export function pageEntry(
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  expiresAt: number,
): PageEntry | undefined {
  if (
    (status !== 200 && status !== 404) ||
    headers['set-cookie'] !== undefined ||
    headers['content-encoding'] !== undefined
  )
    return;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return;
  const nonce = POLICY_NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  if (!nonce) return;
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name) || isInternalHeader(name, false)) continue;
    kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  const vary = kept.find(([name]) => name === 'vary');
  if (!vary) kept.push(['vary', 'Accept-Encoding']);
  else if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] += ', Accept-Encoding';
  const fillStamp = headers[FORM_STAMP_HEADER];
  const page = cut(body, slotValues(nonce, typeof fillStamp === 'string' ? fillStamp : undefined));
  const stamp = page.kinds.includes(STAMP) ? (fillStamp as string) : undefined;
  const crc = slotCrc(page, slotValues(nonce, stamp));
  const deflated = compact(checkedDeflate(page, crc));
  const bytes = [...page.parts, ...deflated].reduce((sum, part) => sum + part.length, 0) + 1024;
  return { status, nonce, stamp, headers: kept, page, deflated, crc, expiresAt, bytes };
}

/**
 * The entry's headers and body for one response, with `nonce` wherever the render had its own, and
 * `stamp` wherever it had its form stamp (undefined for a page without one).
 */
export function pageResponse(
  entry: PageEntry,
  nonce: string,
  stamp: string | undefined,
  gzip: boolean,
): { headers: OutgoingHttpHeaders; body: Buffer[] } {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of entry.headers) headers[name] = value.replaceAll(entry.nonce, nonce);
  const values = slotValues(nonce, stamp);
  const body: Buffer[] = gzip
    ? gzipWithValues(entry.page, entry.deflated, values, crcWith(entry.crc, values))
    : joined(entry.page, values);
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.reduce((sum, chunk) => sum + chunk.length, 0);
  return { headers, body };
}

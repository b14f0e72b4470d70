import type { OutgoingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { isInternalHeader } from '../internal-headers.ts';
import { crcWithNonce, nonceCrc, type NonceCrc } from './crc32-update.ts';
import { deflateParts, gzipWithNonce } from './gzip-pieces.ts';

/**
 * One cached page: its head and body as the render sent them, cut at its nonce, so any response can carry
 * a fresh one. A page without a nonce in its policy is not kept: its scripts could not run with another.
 */
export type PageEntry = {
  /** The render's own nonce, in its policy and its body. */
  nonce: string;
  headers: [name: string, value: string][];
  /** The body between the nonce's occurrences, and each part deflated (gzip-pieces.ts). */
  parts: Buffer[];
  deflated: Buffer[];
  crc: NonceCrc;
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

const NONCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;

function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

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
 * The parts deflated (gzip-pieces.ts), checked once: a stream with another nonce must unzip to the page
 * with it. Should a page ever hold bytes the compressor could match across a nonce, its parts are
 * compressed each on its own instead, which never refers back (a larger response, never a wrong one).
 */
function checkedDeflate(parts: Buffer[], crc: NonceCrc): Buffer[] {
  const deflated = deflateParts(parts, crc.nonce.length);
  const probe = Buffer.from(crc.nonce.map((byte) => (byte === 0x41 ? 0x42 : 0x41)));
  const expected = Buffer.concat(parts.flatMap((part, index) => (index > 0 ? [probe, part] : [part])));
  try {
    const unzipped = gunzipSync(Buffer.concat(gzipWithNonce(parts, deflated, probe, crcWithNonce(crc, probe))));
    if (unzipped.equals(expected)) return deflated;
  } catch {
    // A wrong back-reference can make the stream invalid as well as wrong.
  }
  return deflateParts(parts, 'alone');
}

/**
 * The entry for a render's complete 200 HTML response, or undefined when it must not be kept: another
 * status, not HTML, a cookie set, already encoded, or no nonce.
 */
export function pageEntry(
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  expiresAt: number,
): PageEntry | undefined {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return;
  const nonce = NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  if (!nonce) return;
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name) || isInternalHeader(name, false)) continue;
    kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  const vary = kept.find(([name]) => name === 'vary');
  if (!vary) kept.push(['vary', 'Accept-Encoding']);
  else if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] += ', Accept-Encoding';
  const parts = split(body, Buffer.from(nonce));
  const crc = nonceCrc(parts, Buffer.from(nonce));
  const deflated = compact(checkedDeflate(parts, crc));
  const bytes = [...parts, ...deflated].reduce((sum, part) => sum + part.length, 0) + 1024;
  return { nonce, headers: kept, parts, deflated, crc, expiresAt, bytes };
}

/** The entry's headers and body for one response, with `nonce` wherever the render had its own. */
export function pageResponse(
  entry: PageEntry,
  nonce: string,
  gzip: boolean,
): { headers: OutgoingHttpHeaders; body: Buffer[] } {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of entry.headers) headers[name] = value.replaceAll(entry.nonce, nonce);
  const nonceBytes = Buffer.from(nonce);
  const body = gzip
    ? gzipWithNonce(entry.parts, entry.deflated, nonceBytes, crcWithNonce(entry.crc, nonceBytes))
    : entry.parts.flatMap((part, index) => (index > 0 ? [nonceBytes, part] : [part]));
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.reduce((sum, chunk) => sum + chunk.length, 0);
  return { headers, body };
}

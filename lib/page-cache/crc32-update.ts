import { crc32 } from 'node:zlib';

/**
 * The gzip checksum of a cached page with another nonce, without reading the page again. CRC-32 is linear
 * over GF(2): for two messages of one length, crc(A) ^ crc(B) is the zero-initialised CRC of A ^ B. A page
 * with a new nonce differs from the render only where the nonce was, each time by the same bytes d, so
 * its CRC is the render's CRC ^ (the sum over occurrences of d's CRC moved past the bytes after it).
 * Moving a CRC past n bytes is multiplying it by x^(8n) modulo the CRC's polynomial, as zlib's
 * crc32_combine does (multmodp and x2nmodp below are zlib's, crc32.c); the sum of those factors is one
 * 32-bit polynomial, worked out once per page, so a response costs a CRC of the nonce and one product.
 */

const POLY = 0xedb88320;

/** a times b modulo the polynomial (bit-reflected: x^0 is the top bit). */
function multmodp(a: number, b: number): number {
  // zlib never multiplies by 0; a page without a nonce in its body can.
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// x^(2^k) modulo the polynomial.
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k += 1, p = multmodp(p, p)) X2N.push(p);

/** x^(n * 2^k) modulo the polynomial: x2nmodp(n, 3) moves a CRC past n bytes. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) p = multmodp(X2N[k & 31] as number, p);
  return p;
}

function joinedCrc(parts: readonly Buffer[], nonce: Buffer): number {
  let crc = 0;
  parts.forEach((part, index) => {
    if (index > 0) crc = crc32(nonce, crc);
    crc = crc32(part, crc);
  });
  return crc;
}

/** What a page's CRC needs to take another nonce: its own, and the sum of the moves past each occurrence. */
export type NonceCrc = { crc: number; moves: number; nonce: Buffer; parts: readonly Buffer[] };

/** For a page whose parts, joined by `nonce`, were rendered: `parts` as cut around it. */
export function nonceCrc(parts: readonly Buffer[], nonce: Buffer): NonceCrc {
  let moves = 0;
  let after = 0;
  for (let index = parts.length - 1; index > 0; index -= 1) {
    after += (parts[index] as Buffer).length;
    moves ^= x2nmodp(after, 3);
    after += nonce.length;
  }
  return { crc: joinedCrc(parts, nonce), moves: moves >>> 0, nonce, parts };
}

/** The page's CRC with `nonce` in place of the render's. */
export function crcWithNonce({ crc, moves, nonce: rendered, parts }: NonceCrc, nonce: Buffer): number {
  // Nonces are all one length (createNonce); any other is read in full.
  if (nonce.length !== rendered.length) return joinedCrc(parts, nonce);
  const difference = Buffer.alloc(nonce.length);
  for (let i = 0; i < nonce.length; i += 1) difference[i] = (nonce[i] as number) ^ (rendered[i] as number);
  // The zero-initialised CRC of the difference: the standard one less that of as many zero bytes.
  const pure = (crc32(difference) ^ crc32(Buffer.alloc(nonce.length))) >>> 0;
  return (crc ^ multmodp(moves, pure)) >>> 0;
}

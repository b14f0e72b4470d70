import { crc32 } from 'node:zlib';
import type { Slotted } from './slots.ts';

/**
 * The gzip checksum of a cached page with other values in its slots (slots.ts), without reading the page
 * again. CRC-32 is linear over GF(2): for two messages of one length, crc(A) ^ crc(B) is the
 * zero-initialised CRC of A ^ B. A page with a new nonce differs from the render only where the nonce was,
 * each time by the same bytes d, so its CRC is the render's CRC ^ (the sum over occurrences of d's CRC
 * moved past the bytes after it), and likewise for the form stamp, with a sum of its own.
 * Moving a CRC past n bytes is multiplying it by x^(8n) modulo the CRC's polynomial, as zlib's
 * crc32_combine does (multmodp and x2nmodp below are zlib's, crc32.c); the sum of those factors for one
 * kind of slot is one 32-bit polynomial, worked out once per page, so a response costs a CRC of each
 * value and one product per kind.
 */

const POLY = 0xedb88320;

/** a times b modulo the polynomial (bit-reflected: x^0 is the top bit). */
function multmodp(a: number, b: number): number {
  // zlib never multiplies by 0; the loop below would never end.
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

function joinedCrc({ parts, kinds }: Slotted, values: readonly Buffer[]): number {
  let crc = 0;
  parts.forEach((part, index) => {
    if (index > 0) crc = crc32(values[kinds[index - 1] as number] as Buffer, crc);
    crc = crc32(part, crc);
  });
  return crc;
}

/** What a page's CRC needs to take other values: its own, and for each kind the sum of the moves past its slots. */
export type SlotCrc = { crc: number; moves: number[]; rendered: readonly Buffer[]; page: Slotted };

/** For a page rendered with `rendered` (indexed by kind) in its slots. */
export function slotCrc(page: Slotted, rendered: readonly Buffer[]): SlotCrc {
  const moves = rendered.map(() => 0);
  let after = 0;
  for (let index = page.parts.length - 1; index > 0; index -= 1) {
    const kind = page.kinds[index - 1] as number;
    after += (page.parts[index] as Buffer).length;
    moves[kind] = ((moves[kind] as number) ^ x2nmodp(after, 3)) >>> 0;
    after += (rendered[kind] as Buffer).length;
  }
  return { crc: joinedCrc(page, rendered), moves, rendered, page };
}

/** The page's CRC with `values` (indexed by kind) in place of the render's. */
export function crcWith({ crc, moves, rendered, page }: SlotCrc, values: readonly Buffer[]): number {
  let updated = crc;
  for (let kind = 0; kind < moves.length; kind += 1) {
    const [move, value, before] = [moves[kind] as number, values[kind] as Buffer, rendered[kind] as Buffer];
    // Each kind's values are all one length (createNonce, createFormStamp); any other is read in full.
    if (value.length !== before.length) return joinedCrc(page, values);
    // No slot of this kind (or moves that cancel out): it changes nothing.
    if (move === 0) continue;
    const difference = Buffer.alloc(value.length);
    for (let i = 0; i < value.length; i += 1) difference[i] = (value[i] as number) ^ (before[i] as number);
    // The zero-initialised CRC of the difference: the standard one less that of as many zero bytes.
    const pure = (crc32(difference) ^ crc32(Buffer.alloc(value.length))) >>> 0;
    updated ^= multmodp(move, pure);
  }
  return updated >>> 0;
}

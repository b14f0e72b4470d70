import { crc32 } from 'node:zlib';

/**
 * The gzip checksum of a cached page with another nonce, without reading the page again. CRC-32 is linear
 * over GF(2): for two messages of one length, crc(A) ^ crc(B) is the zero-initialised CRC of A ^ B. A page
 * with a new nonce differs from the render only where the nonce was, each time by the same bytes d, so
 * its CRC is the render's CRC ^ (the sum over occurrences of d's CRC moved past the bytes after it). Moving
 * a CRC past n zero bytes is a 32x32 bit matrix (zlib's crc32_combine builds the same ones), and the sum of
 * those matrices is worked out once per page: each response then costs a CRC of the nonce and one product.
 */

type Matrix = Uint32Array; // 32 columns: column i is the image of bit i.

function times(matrix: Matrix, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i] as number;
  return sum >>> 0;
}

function square(matrix: Matrix): Matrix {
  return matrix.map((column) => times(matrix, column));
}

/** The matrix that moves a CRC register past `bytes` zero bytes. */
function pastZeros(bytes: number): Matrix {
  // One zero bit: the reflected polynomial for bit 0, a shift for the others.
  let operator: Matrix = Uint32Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xedb88320 : 1 << (i - 1)));
  let result: Matrix = Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
  operator = square(square(square(operator))); // one byte
  for (let n = bytes; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = result.map((column) => times(operator, column));
    operator = square(operator);
  }
  return result;
}

/** What a page's CRC needs to take another nonce: its own, and the sum of the moves past each occurrence. */
export type NonceCrc = { crc: number; moves: Matrix; nonce: Buffer; parts: readonly Buffer[] };

function joinedCrc(parts: readonly Buffer[], nonce: Buffer): number {
  let crc = 0;
  parts.forEach((part, index) => {
    if (index > 0) crc = crc32(nonce, crc);
    crc = crc32(part, crc);
  });
  return crc;
}

/** For a page whose parts, joined by `nonce`, were rendered: `parts` as cut around it. */
export function nonceCrc(parts: readonly Buffer[], nonce: Buffer): NonceCrc {
  const moves = new Uint32Array(32);
  let after = 0;
  for (let index = parts.length - 1; index > 0; index -= 1) {
    after += (parts[index] as Buffer).length;
    const move = pastZeros(after);
    for (let i = 0; i < 32; i += 1) moves[i] = ((moves[i] as number) ^ (move[i] as number)) >>> 0;
    after += nonce.length;
  }
  return { crc: joinedCrc(parts, nonce), moves, nonce, parts };
}

/** The page's CRC with `nonce` in place of the render's. */
export function crcWithNonce({ crc, moves, nonce: rendered, parts }: NonceCrc, nonce: Buffer): number {
  // Nonces are all one length (createNonce); any other is read in full.
  if (nonce.length !== rendered.length) return joinedCrc(parts, nonce);
  const difference = Buffer.alloc(nonce.length);
  for (let i = 0; i < nonce.length; i += 1) difference[i] = (nonce[i] as number) ^ (rendered[i] as number);
  // The zero-initialised CRC of the difference: the standard one less that of as many zero bytes.
  const pure = (crc32(difference) ^ crc32(Buffer.alloc(nonce.length))) >>> 0;
  return (crc ^ times(moves, pure)) >>> 0;
}

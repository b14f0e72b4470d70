import { constants, deflateRawSync } from 'node:zlib';

/**
 * A cached page is the same bytes for everyone but its nonce, which each response draws anew. Compressing
 * 70 kB for every hit would cost more than serving it, so the parts between the nonces are compressed once,
 * so that no back-reference can reach into a nonce, and each response's gzip stream is those parts with its
 * nonce between them as DEFLATE stored blocks (RFC 1951 §3.2.4), framed as gzip (RFC 1952).
 * The CRC-32 over the whole page is updated for the nonce, not read again (crc32-update.ts).
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

// DEFLATE looks back at most 32 kB.
const WINDOW = 32 * 1024;

/**
 * The parts' DEFLATE streams: each but the last ends byte-aligned and not final (a sync flush). Each part
 * is compressed with the page before it as its dictionary, so it can refer back as one stream would, but
 * with every nonce there as 0xff bytes, which UTF-8 text never holds: no reference can fall on a nonce.
 * `alone`: each part on its own, with nothing to refer back to.
 */
export function deflateParts(parts: readonly Buffer[], nonceLength: number | 'alone'): Buffer[] {
  const nonceStandIn = Buffer.alloc(nonceLength === 'alone' ? 0 : nonceLength, 0xff);
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    const last = index === parts.length - 1;
    const deflated = deflateRawSync(part, {
      level: constants.Z_DEFAULT_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(before.length > 0 && { dictionary: before }),
    });
    if (!last && nonceLength !== 'alone') before = Buffer.concat([before, part, nonceStandIn]).subarray(-WINDOW);
    return deflated;
  });
}

/** A non-final stored block holding `data` (at most 65,535 bytes): the nonce, as it is. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00, then padding to the byte: the stream is byte-aligned after a sync flush.
  header.writeUInt8(0, 0);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip stream of `parts` joined by `nonce`, as buffers to write in order; `crc` is the whole page's CRC-32. */
export function gzipWithNonce(
  parts: readonly Buffer[],
  deflated: readonly Buffer[],
  nonce: Buffer,
  crc: number,
): Buffer[] {
  const block = storedBlock(nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(block);
      size += nonce.length;
    }
    chunks.push(deflated[index] as Buffer);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

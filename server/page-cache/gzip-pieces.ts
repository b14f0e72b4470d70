import { constants, deflateRawSync } from 'node:zlib';
import type { Slotted } from './slots.ts';

/**
 * A cached page is the same bytes for everyone but its slots (slots.ts: the nonce and the form stamp),
 * which each response draws anew. Compressing 70 kB for every hit would cost more than serving it, so the
 * parts between the slots are compressed once, so that no back-reference can reach into a slot, and each
 * response's gzip stream is those parts with its values between them as DEFLATE stored blocks
 * (RFC 1951 §3.2.4), framed as gzip (RFC 1952). The CRC-32 over the whole page is updated for the new
 * values, not read again (crc32-update.ts).
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

// DEFLATE looks back at most 32 kB.
const WINDOW = 32 * 1024;

/**
 * The parts' DEFLATE streams: each but the last ends byte-aligned and not final (a sync flush). Each part
 * is compressed with the page before it as its dictionary, so it can refer back as one stream would, but
 * with every slot there as 0xff bytes (as many as its kind's value in `lengths`), which UTF-8 text never
 * holds: no reference can fall on a slot. `alone`: each part on its own, with nothing to refer back to.
 */
export function deflateParts({ parts, kinds }: Slotted, lengths: readonly number[] | 'alone'): Buffer[] {
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    const last = index === parts.length - 1;
    const deflated = deflateRawSync(part, {
      level: constants.Z_DEFAULT_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(before.length > 0 && { dictionary: before }),
    });
    if (!last && lengths !== 'alone') {
      const standIn = Buffer.alloc(lengths[kinds[index] as number] as number, 0xff);
      before = Buffer.concat([before, part, standIn]).subarray(-WINDOW);
    }
    return deflated;
  });
}

/** A non-final stored block holding `data` (at most 65,535 bytes): a slot's value, as it is. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00, then padding to the byte: the stream is byte-aligned after a sync flush.
  header.writeUInt8(0, 0);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The gzip stream of the page with `values` (indexed by kind) in its slots, as buffers to write in order;
 * `crc` is the whole page's CRC-32.
 */
export function gzipWithValues(
  { parts, kinds }: Slotted,
  deflated: readonly Buffer[],
  values: readonly Buffer[],
  crc: number,
): Buffer[] {
  // Made only for a kind the page holds.
  const blocks: (Buffer | undefined)[] = values.map(() => undefined);
  const chunks: Buffer[] = [GZIP_HEADER, deflated[0] as Buffer];
  let size = (parts[0] as Buffer).length;
  for (let index = 1; index < parts.length; index += 1) {
    const kind = kinds[index - 1] as number;
    const value = values[kind] as Buffer;
    chunks.push((blocks[kind] ??= storedBlock(value)), deflated[index] as Buffer);
    size += value.length + (parts[index] as Buffer).length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crcWithNonce, nonceCrc } from '@/lib/page-cache/crc32-update';

const joined = (parts: Buffer[], nonce: Buffer) =>
  Buffer.concat(parts.flatMap((part, i) => (i ? [nonce, part] : [part])));

describe("a cached page's CRC-32 with another nonce", () => {
  it('is the CRC of the page with that nonce, for any parts', () => {
    for (let round = 0; round < 100; round += 1) {
      const length = 1 + (round % 64);
      const [rendered, fresh] = [randomBytes(length), randomBytes(length)];
      const parts = Array.from({ length: 1 + (round % 7) }, (_, i) => randomBytes((round * 37 + i * 1013) % 5000));
      expect(crcWithNonce(nonceCrc(parts, rendered), fresh)).toBe(crc32(joined(parts, fresh)));
    }
  });

  it('is read in full for a nonce of another length', () => {
    const parts = [Buffer.from('<script nonce="'), Buffer.from('">x</script>')];
    const crc = nonceCrc(parts, Buffer.from('abcd'));
    expect(crcWithNonce(crc, Buffer.from('a-longer-nonce'))).toBe(crc32(joined(parts, Buffer.from('a-longer-nonce'))));
  });

  it('is the page’s own for a page with no nonce in its body', () => {
    const parts = [Buffer.from('<p>No script here.</p>')];
    expect(crcWithNonce(nonceCrc(parts, Buffer.from('abcd')), Buffer.from('wxyz'))).toBe(crc32(parts[0]!));
  });
});

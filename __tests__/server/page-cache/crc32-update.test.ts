import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crcWith, slotCrc } from '@/server/page-cache/crc32-update';
import { joined, type Slotted } from '@/server/page-cache/slots';

const crcOf = (page: Slotted, values: Buffer[]) => crc32(Buffer.concat(joined(page, values)));

describe("a cached page's CRC-32 with other values in its slots", () => {
  it('is the CRC of the page with those values, for any parts and any mix of nonces and stamps', () => {
    for (let round = 0; round < 100; round += 1) {
      const lengths = [1 + (round % 64), 1 + ((round * 7) % 40)];
      const [rendered, fresh] = [lengths.map((n) => randomBytes(n)), lengths.map((n) => randomBytes(n))];
      const count = 1 + (round % 7);
      const page = {
        parts: Array.from({ length: count }, (_, i) => randomBytes((round * 37 + i * 1013) % 5000)),
        kinds: Array.from({ length: count - 1 }, (_, i) => (round >> i) & 1),
      };
      expect(crcWith(slotCrc(page, rendered), fresh)).toBe(crcOf(page, fresh));
    }
  });

  it('is read in full for a value of another length', () => {
    const page = { parts: [Buffer.from('<script nonce="'), Buffer.from('">x</script>')], kinds: [0] };
    const crc = slotCrc(page, [Buffer.from('abcd'), Buffer.alloc(0)]);
    const longer = [Buffer.from('a-longer-nonce'), Buffer.alloc(0)];
    expect(crcWith(crc, longer)).toBe(crcOf(page, longer));
  });

  it('is the page’s own for a page with no slot in its body', () => {
    const page = { parts: [Buffer.from('<p>No script here.</p>')], kinds: [] };
    expect(
      crcWith(slotCrc(page, [Buffer.from('abcd'), Buffer.from('st')]), [Buffer.from('wxyz'), Buffer.from('mp')]),
    ).toBe(crc32(page.parts[0]!));
  });
});

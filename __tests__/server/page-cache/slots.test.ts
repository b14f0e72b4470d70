import { cut, joined } from '@/server/page-cache/slots';

const values = [Buffer.from('NONCE'), Buffer.from('STAMP')];
const text = (buffers: Buffer[]) => buffers.map(String);

describe('a page cut at its slots', () => {
  it('is cut at every nonce and stamp, in the order they come, at both ends and side by side', () => {
    const page = cut(Buffer.from('NONCE<a>STAMP<b>NONCESTAMPSTAMP<c>NONCE'), values);
    expect(text(page.parts)).toEqual(['', '<a>', '<b>', '', '', '<c>', '']);
    expect(page.kinds).toEqual([0, 1, 0, 1, 1, 0]);
  });

  it('is joined back with other values in the same places', () => {
    const page = cut(Buffer.from('<a>NONCE<b>STAMP<c>'), values);
    expect(Buffer.concat(joined(page, [Buffer.from('n'), Buffer.from('s')])).toString()).toBe('<a>n<b>s<c>');
  });

  it('is never cut at an empty value: a page without a stamp', () => {
    const page = cut(Buffer.from('<a>NONCE<b>'), [values[0]!, Buffer.alloc(0)]);
    expect(text(page.parts)).toEqual(['<a>', '<b>']);
    expect(page.kinds).toEqual([0]);
  });

  it('takes the leftmost of two overlapping values, and leaves the other in the text', () => {
    const page = cut(Buffer.from('<a>NONCESTAMP'), [Buffer.from('NONCES'), Buffer.from('ESTAMP')]);
    expect(text(page.parts)).toEqual(['<a>', 'TAMP']);
    expect(page.kinds).toEqual([0]);
  });
});

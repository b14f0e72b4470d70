import { withoutAddress } from '@/server/page-cache/not-found-address';

// The flight data as Next 16 writes it inside the HTML: a JSON string within a JavaScript string.
const flight = (segments: string[], query: string) =>
  String.raw`<script>self.__next_f.push([1,"0:{\"P\":null,\"c\":[${segments.map((s) => String.raw`\"${s}\"`).join(',')}],\"q\":\"${query}\",\"i\":false}"])</script>`;

describe("the kept 404 page's address", () => {
  it('is replaced by the 404 page’s own, path and query', () => {
    const html = `<p>Not found</p>${flight(['', 'some', 'junk?q=secret'], '?q=secret')}`;
    const kept = withoutAddress(Buffer.from(html))?.toString();
    expect(kept).not.toMatch(/junk|secret/);
    expect(kept).toBe(`<p>Not found</p>${flight(['', '~not-found'], '')}`);
  });

  it('is not kept when the flight data holds no address, or more than one', () => {
    expect(withoutAddress(Buffer.from('<p>Not found</p>'))).toBeUndefined();
    const twice = flight(['', 'a'], '') + flight(['', 'b'], '');
    expect(withoutAddress(Buffer.from(twice))).toBeUndefined();
  });

  it('is not kept when a segment holds an escaped character it cannot read past', () => {
    expect(withoutAddress(Buffer.from(flight(['', String.raw`a\\\"b`], '')))).toBeUndefined();
  });
});

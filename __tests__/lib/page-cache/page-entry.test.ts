import { gunzipSync } from 'node:zlib';
import { pageEntry, pageResponse } from '@/lib/page-cache/page-entry';

const RENDER_NONCE = 'MTExMTExMTEtMjIyMi0zMzMzLTQ0NDQtNTU1NTU1NTU1NTU1';
const FRESH_NONCE = 'OTk5OTk5OTktODg4OC03Nzc3LTY2NjYtNTU1NTU1NTU1NTU1';

const head = (extra: Record<string, string | string[]> = {}) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `script-src 'self' 'nonce-${RENDER_NONCE}' 'strict-dynamic'`,
  vary: 'rsc',
  date: 'Tue, 24 Nov 2026 10:00:00 GMT',
  'strict-transport-security': 'max-age=1',
  'x-middleware-rewrite': '/~not-found/menu-entry',
  ...extra,
});

// A page as the render sent it: the nonce in script attributes, in the flight data, at both ends, twice in a row.
const BODY = `${RENDER_NONCE}<html><script nonce="${RENDER_NONCE}"></script><script>self.__next_f.push([1,"{\\"nonce\\":\\"${RENDER_NONCE}\\"}"])</script>${'<p>Text of the page.</p>'.repeat(500)}${RENDER_NONCE}${RENDER_NONCE}`;

describe('a cached page entry', () => {
  it('sends the same page with a fresh nonce in every place, plain or gzip, with the right length', () => {
    const entry = pageEntry(200, head(), Buffer.from(BODY), Infinity);
    expect(entry).toBeDefined();
    for (const gzip of [false, true]) {
      const { headers, body } = pageResponse(entry!, FRESH_NONCE, gzip);
      const bytes = Buffer.concat(body);
      expect(headers['content-length']).toBe(bytes.length);
      const html = (gzip ? gunzipSync(bytes) : bytes).toString();
      expect(html).toBe(BODY.replaceAll(RENDER_NONCE, FRESH_NONCE));
      expect(headers['content-security-policy']).toBe(`script-src 'self' 'nonce-${FRESH_NONCE}' 'strict-dynamic'`);
      expect(headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
    }
  });

  it('is far smaller gzipped, though never recompressed per response', () => {
    const entry = pageEntry(200, head(), Buffer.from(BODY), Infinity)!;
    const gzipped = Buffer.concat(pageResponse(entry, FRESH_NONCE, true).body);
    expect(gzipped.length).toBeLessThan(BODY.length / 10);
  });

  it('keeps no per-response or internal header, and asks caches to vary on Accept-Encoding', () => {
    const entry = pageEntry(200, head(), Buffer.from(BODY), Infinity)!;
    const names = entry.headers.map(([name]) => name);
    expect(names).not.toEqual(expect.arrayContaining(['date']));
    for (const name of ['date', 'strict-transport-security', 'x-middleware-rewrite']) expect(names).not.toContain(name);
    expect(Object.fromEntries(entry.headers).vary).toBe('rsc, Accept-Encoding');
  });

  it.each([
    ['a 404', 404, head()],
    ['a page setting a cookie', 200, head({ 'set-cookie': ['a=b'] })],
    ['a JSON answer', 200, head({ 'content-type': 'application/json' })],
    ['a page without a nonce', 200, head({ 'content-security-policy': "script-src 'self'" })],
    ['an encoded body', 200, head({ 'content-encoding': 'br' })],
  ])('is never made of %s', (_what, status, headers) => {
    expect(pageEntry(status, headers, Buffer.from(BODY), Infinity)).toBeUndefined();
  });

  it('compresses each part on its own when a page holds the bytes that stand in for its nonce', () => {
    // Not UTF-8 text, but a page is never trusted to be: 0xff bytes as long as a nonce, then what follows
    // the nonce, so the longest match for them is the stand-in (gzip-pieces.ts) and the text after it.
    const after = '</p><div>What follows the nonce, long enough to be worth a match.</div>';
    const odd = Buffer.concat([
      Buffer.from(`<p>${RENDER_NONCE}${after}<em>`),
      Buffer.alloc(RENDER_NONCE.length, 0xff),
      Buffer.from(`${after}${RENDER_NONCE}</p>`),
    ]);
    const entry = pageEntry(200, head(), odd, Infinity)!;
    const html = gunzipSync(Buffer.concat(pageResponse(entry, FRESH_NONCE, true).body));
    expect(html.equals(Buffer.from(odd.toString('latin1').replaceAll(RENDER_NONCE, FRESH_NONCE), 'latin1'))).toBe(true);
  });
});

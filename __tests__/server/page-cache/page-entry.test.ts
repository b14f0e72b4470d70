import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createFormStamp, formStampKey } from '@/lib/forms/form-stamp';
import { pageEntry, pageResponse } from '@/server/page-cache/page-entry';
import { STAMP } from '@/server/page-cache/slots';

const RENDER_NONCE = 'MTExMTExMTEtMjIyMi0zMzMzLTQ0NDQtNTU1NTU1NTU1NTU1';
const FRESH_NONCE = 'OTk5OTk5OTktODg4OC03Nzc3LTY2NjYtNTU1NTU1NTU1NTU1';
const key = formStampKey('the site secret');
const RENDER_STAMP = createFormStamp(key, Date.UTC(2026, 10, 24, 10, 0, 0));
const FRESH_STAMP = createFormStamp(key, Date.UTC(2026, 10, 24, 10, 5, 0));

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
      const { headers, body } = pageResponse(entry!, FRESH_NONCE, undefined, gzip);
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
    const gzipped = Buffer.concat(pageResponse(entry, FRESH_NONCE, undefined, true).body);
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
    ['a 500', 500, head()],
    ['a redirect', 308, head()],
    ['a page setting a cookie', 200, head({ 'set-cookie': ['a=b'] })],
    ['a JSON answer', 200, head({ 'content-type': 'application/json' })],
    ['a page without a nonce', 200, head({ 'content-security-policy': "script-src 'self'" })],
    ['an encoded body', 200, head({ 'content-encoding': 'br' })],
  ])('is never made of %s', (_what, status, headers) => {
    expect(pageEntry(status, headers, Buffer.from(BODY), Infinity)).toBeUndefined();
  });

  it('keeps a 404 (the site’s 404 page) with its status', () => {
    expect(pageEntry(404, head(), Buffer.from(BODY), Infinity)?.status).toBe(404);
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
    const html = gunzipSync(Buffer.concat(pageResponse(entry, FRESH_NONCE, undefined, true).body));
    expect(html.equals(Buffer.from(odd.toString('latin1').replaceAll(RENDER_NONCE, FRESH_NONCE), 'latin1'))).toBe(true);
  });
});

// A page with a form: its stamp in the hidden input and in the flight data, beside and between nonces.
const FORM_BODY = `<html><script nonce="${RENDER_NONCE}"></script><form><input type="hidden" name="stamp" value="${RENDER_STAMP}"></form>${RENDER_STAMP}${RENDER_NONCE}${'<p>Text of the form page.</p>'.repeat(300)}<script nonce="${RENDER_NONCE}">self.__next_f.push([1,"{\\"name\\":\\"stamp\\",\\"value\\":\\"${RENDER_STAMP}\\"},{\\"nonce\\":\\"${RENDER_NONCE}\\"}"])</script>${RENDER_STAMP}`;
const withStamp = (body: string) => pageEntry(200, head({ 'x-form-stamp': RENDER_STAMP }), Buffer.from(body), Infinity);
const fresh = (body: string) => body.replaceAll(RENDER_NONCE, FRESH_NONCE).replaceAll(RENDER_STAMP, FRESH_STAMP);

describe('a cached page with a form stamp', () => {
  it('sends a fresh stamp and a fresh nonce in every place, plain or gzip, with the right length', () => {
    const entry = withStamp(FORM_BODY)!;
    expect(entry.stamp).toBe(RENDER_STAMP);
    for (const gzip of [false, true]) {
      const { headers, body } = pageResponse(entry, FRESH_NONCE, FRESH_STAMP, gzip);
      const bytes = Buffer.concat(body);
      expect(headers['content-length']).toBe(bytes.length);
      expect((gzip ? gunzipSync(bytes) : bytes).toString()).toBe(fresh(FORM_BODY));
      expect(bytes.length).toBeLessThan(gzip ? FORM_BODY.length / 5 : Infinity);
    }
  });

  it('refers back across its slots, as one stream would: a paragraph shown three times is compressed once', () => {
    // Random text: only a reference to the first copy makes the others small.
    const paragraph = randomBytes(1500).toString('base64');
    const body = `${paragraph}${RENDER_STAMP}${paragraph}${RENDER_NONCE}${paragraph}`;
    const gzipped = Buffer.concat(pageResponse(withStamp(body)!, FRESH_NONCE, FRESH_STAMP, true).body);
    expect(gunzipSync(gzipped).toString()).toBe(fresh(body));
    expect(gzipped.length).toBeLessThan(paragraph.length);
  });

  it('is right for any mix of nonces, stamps and text', () => {
    const pieces = [
      RENDER_NONCE,
      RENDER_STAMP,
      '<p>',
      'a',
      '</p>',
      '"',
      RENDER_NONCE.slice(3),
      RENDER_STAMP.slice(0, 9),
    ];
    for (let round = 0; round < 50; round += 1) {
      const body = Array.from(
        { length: 40 },
        (_, i) => pieces[(round * 7 + i * i * 3 + (i >> (round % 4))) % pieces.length],
      ).join('');
      const entry = withStamp(body)!;
      for (const gzip of [false, true]) {
        const bytes = Buffer.concat(pageResponse(entry, FRESH_NONCE, entry.stamp && FRESH_STAMP, gzip).body);
        expect([round, (gzip ? gunzipSync(bytes) : bytes).toString()]).toEqual([round, fresh(body)]);
      }
    }
  });

  it('sends the render’s own response as it was rendered', () => {
    const entry = withStamp(FORM_BODY)!;
    expect(gunzipSync(Buffer.concat(pageResponse(entry, RENDER_NONCE, RENDER_STAMP, true).body)).toString()).toBe(
      FORM_BODY,
    );
  });

  it('keeps neither the stamp’s header nor a stamp for a page without a form', () => {
    const entry = withStamp(BODY)!;
    expect(entry.headers.map(([name]) => name)).not.toContain('x-form-stamp');
    expect(entry.stamp).toBeUndefined();
    expect(entry.page.kinds).not.toContain(STAMP);
    expect(entry.crc.moves[STAMP]).toBe(0);
  });

  it('compresses each part on its own when a page holds the bytes that stand in for its stamp', () => {
    const after = '</p><div>What follows the stamp, long enough to be worth a match.</div>';
    const odd = Buffer.concat([
      Buffer.from(`<p>${RENDER_STAMP}${after}<em>${RENDER_NONCE}`),
      Buffer.alloc(RENDER_STAMP.length, 0xff),
      Buffer.from(`${after}${RENDER_STAMP}</p>`),
    ]);
    const entry = pageEntry(200, head({ 'x-form-stamp': RENDER_STAMP }), odd, Infinity)!;
    const html = gunzipSync(Buffer.concat(pageResponse(entry, FRESH_NONCE, FRESH_STAMP, true).body));
    expect(html.equals(Buffer.from(fresh(odd.toString('latin1')), 'latin1'))).toBe(true);
  });
});

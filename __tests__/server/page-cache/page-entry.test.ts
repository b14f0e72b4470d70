import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createFormStamp, formStampKey } from '@/lib/forms/form-stamp';
import { brotliLater } from '@/server/page-cache/brotli-later';
import { encodingsOf, pageEntry, pageResponse, type PageEntry } from '@/server/page-cache/page-entry';

const RENDER_NONCE = 'MTExMTExMTEtMjIyMi0zMzMzLTQ0NDQtNTU1NTU1NTU1NTU1';
const key = formStampKey('the site secret');
const RENDER_STAMP = createFormStamp(key, Date.UTC(2026, 10, 24, 10, 0, 0));
const FRESH_STAMP = createFormStamp(key, Date.UTC(2026, 10, 24, 10, 5, 0));

const head = (extra: Record<string, string | string[]> = {}) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${RENDER_NONCE}' 'strict-dynamic'; object-src 'none'`,
  'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  vary: 'rsc',
  date: 'Tue, 24 Nov 2026 10:00:00 GMT',
  'strict-transport-security': 'max-age=1',
  'x-middleware-rewrite': '/~not-found/menu-entry',
  ...extra,
});

const INLINE = 'self.__next_f.push([1,"{\\"nonce\\":\\"' + RENDER_NONCE + '\\"}"])';
// A page as Next renders it: script files and their preload, inline scripts, a data block, all with the nonce.
const BODY = `<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="${RENDER_NONCE}" href="/_next/b.js"/><script src="/_next/a.js" async="" nonce="${RENDER_NONCE}"></script><script src="/_next/p.js" noModule="" nonce="${RENDER_NONCE}"></script></head><body>${'<p>Text of the page.</p>'.repeat(500)}<script type="application/ld+json">{"a":1}</script><script nonce="${RENDER_NONCE}" id="_R_">globalThis.first=1</script><script src="/_next/b.js" nonce="${RENDER_NONCE}" async=""></script><script nonce="${RENDER_NONCE}">${INLINE}</script></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
const brotliMade = (entry: PageEntry) =>
  new Promise<void>((resolve) => {
    brotliLater(entry, () => true);
    const wait = () => (entry.same?.br ? resolve() : setTimeout(wait, 5));
    wait();
  });

describe('a kept page without a form', () => {
  const entry = pageEntry(200, head(), Buffer.from(BODY), Infinity)!;
  const headers = Object.fromEntries(entry.headers);
  const html = entry.page.parts[0]!.toString();

  it('names no nonce: every script that runs is allowed by its hash, with strict-dynamic', () => {
    expect(html).not.toContain(`nonce="`);
    expect(headers['content-security-policy']).not.toMatch(/nonce-/);
    const policy = headers['content-security-policy']!;
    expect(policy).toMatch(
      /^default-src 'self'; script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'; object-src 'none'$/,
    );
    const running = scriptSources(html).filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!));
    expect(running.length).toBeGreaterThan(0);
    for (const [, , text] of running) expect(policy).toContain(hashOf(text!));
    expect(html).toContain(INLINE);
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
  });

  it('loads each script file from a hashed loader where it stood, its preload dropped', () => {
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="preload"');
    const loaders = scriptSources(html).filter(([, , text]) => text!.includes('createElement'));
    expect(loaders.map(([, , text]) => text!.match(/"src":"[^"]+"/g))).toEqual([
      ['"src":"/_next/a.js"', '"src":"/_next/p.js"'],
      ['"src":"/_next/b.js"'],
    ]);
    // The body's file is still asked for only after the script before it has run.
    expect(html.indexOf('globalThis.first=1')).toBeLessThan(html.indexOf('"/_next/b.js"'));
    expect(loaders[0]![2]).toContain('"nomodule":""');
  });

  it('is the same bytes in every response, plain, gzip -9 and Brotli, with an ETag and no-cache', async () => {
    await brotliMade(entry);
    expect(encodingsOf(entry)).toEqual(['br', 'gzip', 'identity']);
    const plain = pageResponse(entry, undefined, 'identity');
    const gzip = pageResponse(entry, undefined, 'gzip');
    const br = pageResponse(entry, undefined, 'br');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(plain.body.toString()).toBe(html);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    for (const [encoding, sent] of [
      ['identity', plain],
      ['gzip', gzip],
      ['br', br],
    ] as const) {
      expect(Number(sent.headers['content-length'])).toBe(sent.body.length);
      expect(sent.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(sent.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(sent.headers['cache-control']).toBe('no-cache');
    }
    expect(pageResponse(pageEntry(200, head(), Buffer.from(BODY), Infinity)!, undefined, 'gzip').body).toEqual(
      gzip.body,
    );
  });

  it('is not made Brotli once no longer kept', async () => {
    const dropped = pageEntry(200, head(), Buffer.from(BODY), Infinity)!;
    brotliLater(dropped, () => false);
    await brotliMade(entry);
    expect(encodingsOf(dropped)).toEqual(['gzip', 'identity']);
  });

  it('holds each of its encodings in memory of its own, so the cap counts what it keeps', async () => {
    // Cut from Node's shared 64 kB pool, a 13 kB page would keep the whole slab alive.
    await brotliMade(entry);
    for (const bytes of [entry.page.parts[0]!, entry.same!.gzip, entry.same!.br!])
      expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('has another ETag when its bytes differ', () => {
    const other = pageEntry(200, head(), Buffer.from(BODY.replace('Text', 'Texts')), Infinity)!;
    expect(other.same?.etag).not.toBe(entry.same?.etag);
  });

  it('keeps no per-response or internal header, and asks caches to vary on Accept-Encoding', () => {
    const names = entry.headers.map(([name]) => name);
    for (const name of ['date', 'strict-transport-security', 'x-middleware-rewrite']) expect(names).not.toContain(name);
    expect(headers.vary).toBe('rsc, Accept-Encoding');
  });

  it.each([
    ['a 500', 500, head(), BODY],
    ['a redirect', 308, head(), BODY],
    ['a page setting a cookie', 200, head({ 'set-cookie': ['a=b'] }), BODY],
    ['a JSON answer', 200, head({ 'content-type': 'application/json' }), BODY],
    ['a page without a nonce', 200, head({ 'content-security-policy': "script-src 'self'" }), BODY],
    ['an encoded body', 200, head({ 'content-encoding': 'br' }), BODY],
    ['bytes that are not UTF-8', 200, head(), Buffer.concat([Buffer.from(BODY), Buffer.from([0xff])])],
  ])('is never made of %s', (_what, status, headers, body) => {
    expect(pageEntry(status, headers, Buffer.from(body), Infinity)).toBeUndefined();
  });

  it('keeps a 404 (the site’s 404 page) with its status', () => {
    expect(pageEntry(404, head(), Buffer.from(BODY), Infinity)?.status).toBe(404);
  });
});

// A page with a form: its stamp in the hidden input and in the flight data, beside and between nonces.
const FRESH_NONCE = 'OTk5OTk5OTktODg4OC03Nzc3LTY2NjYtNTU1NTU1NTU1NTU1';
const FRESH = { nonce: FRESH_NONCE, stamp: FRESH_STAMP };
const FORM_BODY = `<html><script nonce="${RENDER_NONCE}"></script><form><input type="hidden" name="stamp" value="${RENDER_STAMP}"></form>${RENDER_STAMP}${RENDER_NONCE}${'<p>Text of the form page.</p>'.repeat(300)}<script nonce="${RENDER_NONCE}">self.__next_f.push([1,"{\\"name\\":\\"stamp\\",\\"value\\":\\"${RENDER_STAMP}\\"},{\\"nonce\\":\\"${RENDER_NONCE}\\"}"])</script>${RENDER_STAMP}`;
const withStamp = (body: string | Buffer) =>
  pageEntry(200, head({ 'x-form-stamp': RENDER_STAMP }), Buffer.from(body), Infinity);
const fresh = (body: string) => body.replaceAll(RENDER_NONCE, FRESH_NONCE).replaceAll(RENDER_STAMP, FRESH_STAMP);

describe('a kept page with a form stamp', () => {
  it('holds its parts and their gzip pieces in memory of their own, so the cap counts what it keeps', () => {
    const entry = withStamp(FORM_BODY)!;
    // The parts are views of the page as rendered; the pieces, of their own copy.
    expect(entry.page.parts[0]!.buffer.byteLength).toBe(Buffer.byteLength(FORM_BODY));
    const pieces = entry.form!.deflated;
    expect(pieces[0]!.buffer.byteLength).toBe(pieces.reduce((sum, piece) => sum + piece.length, 0));
  });

  it('sends a fresh stamp and a fresh nonce in every place, plain or gzip, private and without an ETag', () => {
    const entry = withStamp(FORM_BODY)!;
    expect(entry.form?.stamp).toBe(RENDER_STAMP);
    expect(encodingsOf(entry)).toEqual(['gzip', 'identity']);
    for (const encoding of ['identity', 'gzip'] as const) {
      const { headers, body } = pageResponse(entry, FRESH, encoding);
      expect(headers['content-length']).toBe(body.length);
      expect((encoding === 'gzip' ? gunzipSync(body) : body).toString()).toBe(fresh(FORM_BODY));
      expect(body.length).toBeLessThan(encoding === 'gzip' ? FORM_BODY.length / 5 : Infinity);
      expect(headers['content-security-policy']).toContain(`'nonce-${FRESH_NONCE}'`);
      expect(headers.etag).toBeUndefined();
      expect(headers['cache-control']).toMatch(/no-store/);
    }
  });

  it('sends the render’s own response as it was rendered', () => {
    const entry = withStamp(FORM_BODY)!;
    expect(gunzipSync(pageResponse(entry, undefined, 'gzip').body).toString()).toBe(FORM_BODY);
  });

  it('refers back across its slots, as one stream would: a paragraph shown three times is compressed once', () => {
    // Random text: only a reference to the first copy makes the others small.
    const paragraph = randomBytes(1500).toString('base64');
    const body = `${paragraph}${RENDER_STAMP}${paragraph}${RENDER_NONCE}${paragraph}`;
    const gzipped = pageResponse(withStamp(body)!, FRESH, 'gzip').body;
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
      const entry = withStamp(body);
      if (!entry?.form) continue;
      for (const encoding of ['identity', 'gzip'] as const) {
        const bytes = pageResponse(entry, FRESH, encoding).body;
        expect([round, (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()]).toEqual([round, fresh(body)]);
      }
    }
  });

  it('compresses each part on its own when a page holds the bytes that stand in for its stamp', () => {
    const after = '</p><div>What follows the stamp, long enough to be worth a match.</div>';
    const odd = Buffer.concat([
      Buffer.from(`<p>${RENDER_STAMP}${after}<em>${RENDER_NONCE}`),
      Buffer.alloc(RENDER_STAMP.length, 0xff),
      Buffer.from(`${after}${RENDER_STAMP}</p>`),
    ]);
    const html = gunzipSync(pageResponse(withStamp(odd)!, FRESH, 'gzip').body);
    expect(html.equals(Buffer.from(fresh(odd.toString('latin1')), 'latin1'))).toBe(true);
  });

  it('keeps neither the stamp’s header nor a stamp for a page without a form', () => {
    const entry = withStamp(BODY)!;
    expect(entry.headers.map(([name]) => name)).not.toContain('x-form-stamp');
    expect(entry.form).toBeUndefined();
    expect(entry.same).toBeDefined();
  });
});

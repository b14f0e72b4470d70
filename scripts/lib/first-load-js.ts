import { gzipSync } from 'node:zlib';

export type PageWeight = { jsGzipBytes: number; htmlBytes: number; htmlGzipBytes: number };

/**
 * What a modern browser downloads to run a page, as issue 4 counts it: the page's `<script src>` files,
 * each gzip -9, leaving out the `noModule` polyfills modern browsers skip; and the HTML itself.
 */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) sources.add(src);
  }
  let jsGzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer());
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { jsGzipBytes, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html, { level: 9 }).length };
}

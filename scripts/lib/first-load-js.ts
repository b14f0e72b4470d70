import { gzipSync } from 'node:zlib';

export type PageWeight = { jsGzipBytes: number; htmlBytes: number; htmlGzipBytes: number };

/**
 * What a modern browser downloads to run a page, as issue 4 counts it: the page's script files,
 * each gzip -9, leaving out the `noModule` polyfills modern browsers skip; and the HTML itself.
 */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const { html, scripts } = await firstLoad(baseUrl, path);
  const jsGzipBytes = scripts.reduce((total, script) => total + gzipSync(script, { level: 9 }).length, 0);
  return { jsGzipBytes, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html, { level: 9 }).length };
}

/** The page's HTML and the address and body of each script a modern browser runs on first load. */
export async function firstLoad(
  baseUrl: string,
  path: string,
): Promise<{ html: string; sources: string[]; scripts: Buffer[] }> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) sources.add(src);
  }
  // A page the cache kept loads its script files from hashed loaders (server/page-cache/script-hashes.ts).
  for (const match of html.matchAll(/<script>for\(const a of (\[[^\]]*\])\)/g)) {
    for (const attributes of JSON.parse(match[1] ?? '[]') as Record<string, string>[])
      if (attributes.src && attributes.nomodule === undefined) sources.add(attributes.src);
  }
  const scripts = await Promise.all(
    [...sources].map(async (src) => Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer())),
  );
  return { html, sources: [...sources], scripts };
}

/** The bytes of the fonts a page preloads (`<link rel="preload" as="font">`), as the server sends them. */
export async function fontBytes(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const hrefs = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /\brel="preload"/.test(attributes) && /\bas="font"/.test(attributes))
    .map((attributes) => /\bhref="([^"]+)"/.exec(attributes)?.[1])
    .filter((href): href is string => href !== undefined);
  const sizes = await Promise.all(
    hrefs.map(async (href) => (await (await fetch(new URL(href, baseUrl))).arrayBuffer()).byteLength),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

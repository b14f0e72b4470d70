import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, type Site } from '../utils/production-server';

// The sitemap as strict validators and crawlers read it: valid against sitemaps.org's schema with its
// hreflang links (xmllint, Debian's libxml2-utils, which `npm test` installs), every page in it one a
// crawler may index, and no indexable page a visitor can reach left out of it.
let site: Site;
let folder: string;

beforeAll(async () => {
  site = await startSite();
  folder = await mkdtemp(join(tmpdir(), 'sitemap-'));
});
afterAll(async () => {
  await site.stop();
  await rm(folder, { recursive: true, force: true });
});

const SCHEMA = join(__dirname, '..', 'fixtures', 'sitemap-schema', 'sitemap-with-hreflang.xsd');

async function sitemap(): Promise<{ xml: string; paths: string[] }> {
  const response = await fetch(`${site.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml\b/);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '');
    return `${url.pathname}${url.search}`;
  });
  return { xml, paths };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

type Crawled = { status: number; html: string; robots: string };

async function load(path: string): Promise<Crawled> {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html') ? await response.text() : '';
  const meta = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { status: response.status, html, robots: `${meta} ${response.headers.get('x-robots-tag') ?? ''}` };
}

const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};

/** Whether a crawler would index the page at `path`: 200, no noindex, and its canonical address is its own. */
const isIndexable = (path: string, page: Crawled) =>
  page.status === 200 && !/noindex/.test(page.robots) && canonicalOf(page.html) === `${site.url}${path}`;

describe('the sitemap', () => {
  it('validates against sitemaps.org’s schema with its hreflang links (xmllint --schema)', async () => {
    const { xml } = await sitemap();
    const file = join(folder, 'sitemap.xml');
    await writeFile(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stderr.trim()).toBe(`${file} validates`);
    expect(result.status).toBe(0);
    // Each entry's children in the schema's order: the alternates come last.
    expect(xml).toMatch(
      /<url>\n<loc>[^<]+<\/loc>\n(?:<lastmod>[^<]+<\/lastmod>\n)?<changefreq>\w+<\/changefreq>\n<priority>[\d.]+<\/priority>\n<xhtml:link rel="alternate" hreflang="en"/,
    );
  });

  it('lists the albums, each photo’s page, /grievance and /alerts, in both languages', async () => {
    const { paths } = await sitemap();
    for (const prefix of ['', '/hi'])
      expect(paths).toEqual(
        expect.arrayContaining([
          `${prefix}/grievance`,
          `${prefix}/alerts`,
          `${prefix}/gallery/annual-sports-day-2026`,
          `${prefix}/gallery/annual-sports-day-2026/1`,
          `${prefix}/gallery/science-exhibition-2026`,
          `${prefix}/gallery/science-exhibition-2026/1`,
        ]),
      );
    const photos = paths.filter((path) => /^\/gallery\/[^/]+\/\d+$/.test(path));
    expect(photos.length).toBeGreaterThan(2);
  });

  it('lists only pages a crawler may index: each answers 200, without noindex, its own canonical', async () => {
    const { paths } = await sitemap();
    expect(new Set(paths).size).toBe(paths.length);
    const refused: string[] = [];
    for (const path of paths) {
      const page = await load(path);
      if (!isIndexable(path, page))
        refused.push(`${path}: ${page.status}, robots "${page.robots.trim()}", canonical ${canonicalOf(page.html)}`);
    }
    expect(refused).toEqual([]);
  });

  it('leaves out no indexable page reachable by links from /home and /hi/home', async () => {
    const listed = new Set((await sitemap()).paths);
    const seen = new Set(['/home', '/hi/home']);
    const queue = [...seen];
    const missing: string[] = [];
    // Every link on the site's pages to another of its pages (files and the admin aside), breadth first.
    while (queue.length > 0) {
      const batch = queue.splice(0, 4);
      const pages = await Promise.all(batch.map(async (path) => [path, await load(path)] as const));
      for (const [path, page] of pages) {
        // A list's filters and other years (`/notices?category=circular`, `/calendar?year=2025`) are views of
        // a page the sitemap lists, each linked from it: crawlers find them there.
        const view = path.includes('?');
        if (!view && isIndexable(path, page) && !listed.has(path)) missing.push(path);
        for (const match of page.html.matchAll(/<a [^>]*?href="(\/[^"#]*)/g)) {
          const href = decode(match[1] ?? '');
          if (/^\/(?:admin|api|documents|_next|media)\b|\.\w+$|^\/\//.test(href) || seen.has(href)) continue;
          seen.add(href);
          queue.push(href);
        }
      }
      expect(seen.size).toBeLessThan(1500);
    }
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(listed.size);
  });
});

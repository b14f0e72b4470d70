import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, type Site } from '../utils/production-server';

// Every page of the sitemap, in both languages, as an outside checker reads it: the Nu HTML Checker
// (npm's vnu-jar, run by Debian's Java, which `npm test` installs) over all of them in one run, phone
// numbers that never wrap in the middle, and a home page title search results show whole.
let site: Site;
let folder: string;

beforeAll(async () => {
  site = await startSite();
  folder = await mkdtemp(join(tmpdir(), 'html-checker-'));
});
afterAll(async () => {
  await site.stop();
  await rm(folder, { recursive: true, force: true });
});

// The checker's jar, from npm's vnu-jar; run with the system's Java (its own Java download is not used).
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The checker's rules that lag the HTML standard, each with why the page is right. Every other error fails.
 */
const LAGGING_RULES: { message: RegExp; why: string }[] = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    why:
      'Next writes <link rel="expect" href="#main" blocking="render"> (render-blocking until the main element is parsed); ' +
      'the HTML standard allows `blocking` on rel="expect" since 2024, the checker only on stylesheets.',
  },
];

type Message = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string };

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '');
    return `${url.pathname}${url.search}`;
  });
}

/** Every sitemap page, fetched into the folder: each path and its file. */
async function fetchPages(): Promise<{ path: string; file: string; html: string }[]> {
  const paths = await sitemapPaths();
  expect(paths.length).toBeGreaterThan(50);
  return Promise.all(
    paths.map(async (path, index) => {
      const response = await fetch(`${site.url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      const html = await response.text();
      const file = join(folder, `page-${index}.html`);
      await writeFile(file, html);
      return { path, file, html };
    }),
  );
}

// A phone number in a page's text: digits with spaces, hyphens or brackets between, ten digits or more.
const PHONE = /(?<![\d+])\+?\d[\d ()\u00a0-]*\d(?!\d)/g;

/** Phone numbers in the page's text (not its scripts) written with a space a line may break at. */
function breakablePhones(html: string): string[] {
  const text = html.replace(/<(script|style|title)\b[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, '\n');
  return [...text.matchAll(PHONE)]
    .map((match) => match[0])
    .filter((number) => number.replace(/\D/g, '').length >= 10 && number.includes(' '));
}

describe('every page of the sitemap, in both languages', () => {
  let pages: { path: string; file: string; html: string }[];

  beforeAll(async () => {
    pages = await fetchPages();
  });

  it('passes the Nu HTML Checker, but for rules that lag the HTML standard (one run over every page)', () => {
    const pathOf = new Map(pages.map(({ path, file }) => [`file:${file}`, path]));
    const run = spawnSync(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...pages.map(({ file }) => file)],
      { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error).toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
    const errors = messages
      .filter((message) => !LAGGING_RULES.some((rule) => rule.message.test(message.message)))
      .map(
        (message) =>
          `${pathOf.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} (${message.extract ?? ''})`,
      );
    expect(errors).toEqual([]);
  });

  // What other checkers refuse and the Nu HTML Checker lets by: a class named twice in one attribute, and
  // `aria-labelledby` on a list, whose implicit role a checker of ARIA in HTML does not let be named.
  it('names no class twice in one element and labels no list with aria-labelledby', () => {
    const twice = pages.flatMap(({ path, html }) =>
      [...html.matchAll(/\sclass="([^"]*)"/g)]
        .map((match) => (match[1] ?? '').split(/\s+/).filter(Boolean))
        .filter((names) => new Set(names).size !== names.length)
        .map((names) => `${path}: class="${names.join(' ')}"`),
    );
    expect(twice).toEqual([]);
    const labelledLists = pages.flatMap(({ path, html }) =>
      [...html.matchAll(/<(?:ul|ol)\b[^>]*\saria-labelledby=[^>]*>/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(labelledLists).toEqual([]);
    // The notice filters are named as groups instead.
    const notices = pages.find(({ path }) => path === '/notices')?.html ?? '';
    expect(notices).toMatch(/<div class="notice-filter" role="group" aria-labelledby="filter-category">/);
  });

  it('keeps every phone number whole: no space a line may break at inside one', () => {
    const withPhones = pages.filter(({ html }) => /href="tel:/.test(html));
    expect(withPhones.length).toBe(pages.length);
    const broken = pages.flatMap(({ path, html }) => breakablePhones(html).map((number) => `${path}: ${number}`));
    expect(broken).toEqual([]);
    // Still readable and dialable: written with (non-breaking) spaces, the link's number in digits.
    const home = pages.find(({ path }) => path === '/home')?.html ?? '';
    expect(home).toContain('<a href="tel:+911145678900">+91\u00a011\u00a04567\u00a08900</a>');
  });

  it('titles the home page under 70 characters, in both languages', () => {
    for (const path of ['/home', '/hi/home']) {
      const html = pages.find((page) => page.path === path)?.html ?? '';
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toContain(path === '/home' ? 'Greenwood Public School' : 'ग्रीनवुड पब्लिक स्कूल');
      expect([...title].length).toBeLessThan(70);
    }
  });
});

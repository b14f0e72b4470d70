import { firstLoad, measurePageWeight } from '../../scripts/lib/first-load-js';
import { addUser } from '../utils/cms-client';
import { menuApiCallsSince, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  site = await startSite();
  // With an account, /admin shows its sign-in screen (with none, the refusal of the first-user screen).
  await addUser(site.dataDir, 'admin@school.example', 'admin');
});
afterAll(() => site.stop());

// Issue 4's budget: a bare Next 16 page with one client island loads 132 kB of JavaScript (gzip -9);
// the whole site may add at most 40 kB to that.
const FIRST_LOAD_JS_BUDGET = 172_000;

describe('budgets', () => {
  it.each(['/home', '/about-us', '/admissions', '/mandatory-public-disclosure'])(
    'keeps the first-load JavaScript of %s within 172 kB gzip',
    async (path) => {
      const { jsGzipBytes: bytes } = await measurePageWeight(site.url, path);
      expect(bytes).toBeGreaterThan(50_000);
      expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    },
  );

  it('sends none of the CMS admin’s code to a visitor, at first load or in the offline worker’s precache', async () => {
    const admin = await firstLoad(site.url, '/admin/login');
    const sitePages = await Promise.all(
      ['/home', '/about-us', '/mandatory-public-disclosure'].map((path) => firstLoad(site.url, path)),
    );
    const siteScripts = new Set(sitePages.flatMap((page) => page.sources));
    const adminOnly = admin.sources.filter((src) => !siteScripts.has(src));
    // The admin has code of its own (Payload's UI), and none of it is among the site's first-load scripts.
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const page of sitePages)
      for (const script of page.scripts) expect(script.toString()).not.toMatch(/@payloadcms|payload-config|lexical/i);
    const worker = await (await fetch(`${site.url}/serwist/sw.js`)).text();
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toEqual(expect.arrayContaining([...siteScripts]));
    for (const src of adminOnly) expect(precached).not.toContain(src);
    expect(precached.some((url) => /payload/i.test(url ?? ''))).toBe(false);
    // The social-preview image (315 kB) is for link previewers, not a visitor's offline copy.
    expect(precached).not.toContain('/og-image.png');
    expect(precached).toContain('/~offline');
  });

  it('sends no antd code, icon font or CSS-in-JS runtime with the first load', async () => {
    const { html, scripts } = await firstLoad(site.url, '/home');
    // The one font an English page names is the language link's few Devanagari glyphs (devanagari-font.ts).
    const withoutLinkFont = html.replaceAll(/@font-face\{font-family:'Site Language Link'[^}]*\}/g, '');
    expect(withoutLinkFont).not.toMatch(/ant-drawer|ant-notification|@font-face|data-css-hash|antd-cssinjs/);
    // antd's CSS-in-JS runtime marks the styles it injects with these attributes.
    for (const script of scripts) expect(script.toString()).not.toMatch(/data-css-hash|data-token-hash/);
  });

  it('shares CMS calls between 50 concurrent page requests', async () => {
    site.menuApi.setDelay(20);
    try {
      const before = site.menuApi.requests.length;
      const responses = await Promise.all(Array.from({ length: 50 }, () => fetch(`${site.url}/about-us`)));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const calls = menuApiCallsSince(site.menuApi, before);
      expect(calls.menu).toBeLessThanOrEqual(25);
      expect(calls.social).toBeLessThanOrEqual(25);
    } finally {
      site.menuApi.setDelay(0);
    }
  });
});

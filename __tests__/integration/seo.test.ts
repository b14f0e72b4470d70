import { request } from 'node:http';
import { getPage, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  // The outage tests here are about a menu never read: no last good list stands in.
  site = await startSite({ CMS_STALE_IF_ERROR_SECONDS: '0' });
});
afterAll(() => site.stop());

async function sitemapUrls(): Promise<string[]> {
  const response = await fetch(`${site.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  // The English pages: each has its Hindi twin beside it (languages.test.ts).
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => !path.startsWith('/hi/'));
}

function jsonLd(document: Document) {
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '');
}

describe('for crawlers', () => {
  it('serves a sitemap of /home, the active menu routes, the disclosure, the calendar, the grievance form, the alerts sign-up, the book list, the notices, the albums and the GIGW pages that follows the CMS on the next request', async () => {
    const first = await sitemapUrls();
    // The demo notices (content/notices/), in no particular order after the list of them, then the GIGW
    // pages the starter content publishes (lib/gigw-pages.ts), in their order.
    const gigw = [
      '/accessibility-statement',
      '/privacy-policy',
      '/terms-of-use',
      '/hyperlinking-policy',
      '/copyright-policy',
      '/help',
      '/site-map',
    ];
    expect(first.slice(-gigw.length)).toEqual(gigw);
    expect(first.filter((path) => path.startsWith('/notices/')).sort()).toEqual(
      [
        'academic-calendar-2026-27',
        'annual-sports-day-2026',
        'class-x-and-xii-board-results-2026',
        'diwali-holidays-2026',
        'fee-structure-2026-27',
        'parent-teacher-meeting-december-2026',
        'winter-uniform-2026',
      ].map((slug) => `/notices/${slug}`),
    );
    expect(first.slice(0, 14)).toEqual([
      '/home',
      '/about-us',
      '/academics',
      '/admissions',
      '/facilities',
      '/gallery',
      '/contact',
      '/landing-page',
      '/mandatory-public-disclosure',
      '/calendar',
      '/grievance',
      '/alerts',
      '/book-list',
      '/notices',
    ]);
    // Then the notices, then each album and its photos' pages (sitemap.test.ts), then the GIGW pages.
    expect(first.slice(14, -gigw.length).every((path) => /^\/(?:notices|gallery)\//.test(path))).toBe(true);
    await site.editContent((content) => {
      content.menu.push({ id: 'r', title: 'Results', url: 'results', active: true, position: 10 });
      const gallery = content.menu.find((entry) => entry.url === 'gallery');
      if (gallery) gallery.active = false;
    });
    const urls = await sitemapUrls();
    expect(urls).toContain('/results');
    expect(urls).not.toContain('/gallery');
    expect(urls).not.toContain('/alumni');
  });

  it('answers 5xx for the sitemap while the menu cannot be read, rather than a sitemap without the menu routes', async () => {
    site.menuApi.setMode('http-500');
    try {
      expect((await fetch(`${site.url}/sitemap.xml`)).status).toBeGreaterThanOrEqual(500);
    } finally {
      site.menuApi.setMode('none');
    }
  });

  it('serves robots.txt that allows the site and points at the sitemap', async () => {
    const text = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('titles each route and points its canonical link at itself', async () => {
    const home = await getPage(`${site.url}/home`);
    expect(home.document.title).toBe('Greenwood Public School | A CBSE school in Dwarka, New Delhi');
    expect(home.document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/home`);
    expect(home.html).toMatch(/<html lang="en"/);

    const about = await getPage(`${site.url}/about-us`);
    expect(about.document.title).toBe('About Us | Greenwood Public School');
    expect(about.document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/about-us`);
    expect(about.document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/CBSE/);
    expect(about.document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${site.url}/og-image.png`,
    );
    expect(about.document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect((await fetch(`${site.url}/og-image.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('describes the school as valid JSON-LD with the CMS’s social profiles', async () => {
    const page = await getPage(`${site.url}/about-us`);
    const data = jsonLd(page.document);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Greenwood Public School',
      url: `${site.url}/home`,
      logo: `${site.url}/icons/icon-512.png`,
      telephone: '+91 11 4567 8900',
      email: 'office@greenwood-school.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Plot 12, Sector 21, Dwarka', addressCountry: 'IN' },
    });
    expect((await fetch(data.logo as string)).headers.get('content-type')).toBe('image/png');
    expect(data.sameAs).toContain('https://www.youtube.com/@greenwoodpublicschool');
    expect(data.sameAs).not.toContain('https://wa.me/911145678900');
    expect(data.sameAs).toHaveLength(5);
  });

  it('keeps not-found pages out of the index', async () => {
    const page = await getPage(`${site.url}/no-such-page`);
    expect(page.status).toBe(404);
    const robots = [...page.document.querySelectorAll('meta[name="robots"]')];
    expect(robots).toHaveLength(1);
    expect(robots[0]?.getAttribute('content')).toMatch(/noindex/);
  });
});

/** The body of `path`, asked for with exactly these headers (fetch would not send a forged Host). */
function bodyWith(path: string, headers: Record<string, string> = {}): Promise<string> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

function absoluteUrls(body: string): string[] {
  return [...new Set(body.match(/https?:\/\/[^"'<>\s\\]+/g) ?? [])].sort();
}

describe.each([
  ['a forged Host', { host: 'evil.example' }],
  ['a forged X-Forwarded-Host', { 'x-forwarded-host': 'evil2.example' }],
  ['a forged Host with a port', { host: 'evil.example:3000' }],
])('without SITE_URL, %s', (_what, forged) => {
  it.each(['/about-us', '/home', '/sitemap.xml', '/robots.txt'])(
    'points every absolute URL of %s where an allowed host would, only on the fixed default origin',
    async (path) => {
      const honest = absoluteUrls(await bodyWith(path));
      expect(honest.some((url) => url.startsWith(`${site.url}/`))).toBe(true);
      const expected = honest.map((url) => url.replace(`${site.url}/`, 'http://localhost/')).sort();
      expect(absoluteUrls(await bodyWith(path, forged))).toEqual(expected);
    },
  );
});

describe('browsers and installers', () => {
  it('get a real icon at /favicon.ico', async () => {
    const response = await fetch(`${site.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('get a web app manifest with a stable id', async () => {
    const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ id: '/home', start_url: '/home' });
  });
});

describe('with SITE_URL set', () => {
  it('uses it for canonical links, the sitemap and robots.txt, whatever host the request names', async () => {
    const production = await startSite({ SITE_URL: 'https://www.greenwood.example' });
    try {
      const page = await getPage(`${production.url}/about-us`, { headers: { 'x-forwarded-host': 'evil.example' } });
      expect(page.document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.greenwood.example/about-us',
      );
      expect(page.html).not.toContain('evil.example');
      const sitemap = await (await fetch(`${production.url}/sitemap.xml`)).text();
      expect(sitemap).toContain('<loc>https://www.greenwood.example/home</loc>');
      expect(await (await fetch(`${production.url}/robots.txt`)).text()).toContain(
        'Sitemap: https://www.greenwood.example/sitemap.xml',
      );
    } finally {
      await production.stop();
    }
  });
});

import { getPage, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  // The outage test reads a menu never read before: no last good list stands in.
  site = await startSite({ CMS_STALE_IF_ERROR_SECONDS: '0' });
});
afterAll(() => site.stop());

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
const cacheOutcome = (response: Response) => /cache;desc=(\w+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
const FONT = /\/_next\/static\/fonts\/noto-sans-devanagari-[^"')]+-normal\.woff2/;
const LINK_FONT = /\/_next\/static\/fonts\/noto-sans-devanagari-[^"')]+-language-link\.woff2/;

describe('the site in English and Hindi', () => {
  it('says the page’s language in <html lang>: English, Hindi, and a Hindi 404 under /hi', async () => {
    const english = await getPage(`${site.url}/home`);
    expect([english.status, htmlLang(english.html)]).toEqual([200, 'en']);
    const hindi = await getPage(`${site.url}/hi/home`);
    expect([hindi.status, htmlLang(hindi.html)]).toEqual([200, 'hi']);
    expect(hindi.document.querySelector('.skip-link')).toHaveTextContent('मुख्य सामग्री पर जाएँ');

    for (const path of ['/hi/nope', '/hi/no/such/page']) {
      const missing = await getPage(`${site.url}${path}`);
      expect([path, missing.status, htmlLang(missing.html)]).toEqual([path, 404, 'hi']);
      expect(missing.document.querySelector('h1')).toHaveTextContent('यह पृष्ठ हमें नहीं मिला');
      expect(missing.document.title).toMatch(/^पृष्ठ नहीं मिला \|/);
      expect(missing.document.querySelector('main a.button')).toHaveAttribute('href', '/hi/home');
    }
    const englishMissing = await getPage(`${site.url}/nope`);
    expect([englishMissing.status, htmlLang(englishMissing.html)]).toEqual([404, 'en']);
    expect(englishMissing.document.querySelector('h1')).toHaveTextContent('We couldn’t find that page');
  });

  it('links the same page in the other language from the header, keeping the query the page reads', async () => {
    const english = await getPage(`${site.url}/calendar?year=2025&utm_source=whatsapp`);
    const hindiLink = english.document.querySelector('header a.language-link');
    expect(hindiLink).toHaveTextContent('हिन्दी');
    expect(hindiLink).toHaveAttribute('href', '/hi/calendar?year=2025');
    expect(hindiLink).toHaveAttribute('lang', 'hi');
    expect(hindiLink).toHaveAttribute('hreflang', 'hi');

    const hindi = await getPage(`${site.url}/hi/calendar?year=2025`);
    expect(hindi.status).toBe(200);
    const englishLink = hindi.document.querySelector('header a.language-link');
    expect(englishLink).toHaveTextContent('English');
    expect(englishLink).toHaveAttribute('href', '/calendar?year=2025');
    expect(englishLink).toHaveAttribute('hreflang', 'en');
  });

  it('names both languages and x-default in every page’s head, canonical in its own', async () => {
    for (const [path, canonical] of [
      ['/about-us', '/about-us'],
      ['/hi/about-us', '/hi/about-us'],
      ['/hi/home', '/hi/home'],
      ['/hi/mandatory-public-disclosure', '/hi/mandatory-public-disclosure'],
    ] as const) {
      const { document } = await getPage(`${site.url}${path}`);
      const english = canonical.replace(/^\/hi/, '');
      const alternate = (lang: string) =>
        document.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');
      expect([path, alternate('en'), alternate('hi'), alternate('x-default')]).toEqual([
        path,
        `${site.url}${english}`,
        `${site.url}/hi${english}`,
        `${site.url}${english}`,
      ]);
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${canonical}`);
    }
  });

  it('lists every page of the sitemap in both languages, each with its alternates', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const english = urls.filter((path) => !path.startsWith('/hi/'));
    expect(english).toContain('/home');
    expect(urls.filter((path) => path.startsWith('/hi/')).sort()).toEqual(english.map((path) => `/hi${path}`).sort());
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${site.url}/hi/about-us" />`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site.url}/about-us" />`);
  });

  it('renders /home in English whatever language or page a visitor’s headers claim, and keeps it so in the page cache', async () => {
    const forged = { 'x-site-locale': 'hi', 'x-site-page': '/evil', 'accept-language': 'hi-IN,hi;q=0.9' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${site.url}/home`, { headers: forged });
      const html = await response.text();
      expect([response.status, htmlLang(html)]).toEqual([200, 'en']);
      expect(html).toContain('href="/hi/home"');
      expect(html).not.toContain('/evil');
    }
    const plain = await fetch(`${site.url}/home`);
    expect([cacheOutcome(plain), htmlLang(await plain.text())]).toEqual(['hit', 'en']);
  });

  it('keeps /home and /hi/home apart in the page cache: a Hindi page never answers an English request', async () => {
    await fetch(`${site.url}/hi/about-us`);
    const hindi = await fetch(`${site.url}/hi/about-us`);
    expect([cacheOutcome(hindi), htmlLang(await hindi.text())]).toEqual(['hit', 'hi']);
    const english = await fetch(`${site.url}/about-us`);
    expect(htmlLang(await english.text())).toBe('en');
    const again = await fetch(`${site.url}/about-us`);
    expect([cacheOutcome(again), htmlLang(await again.text())]).toEqual(['hit', 'en']);
    expect(htmlLang(await (await fetch(`${site.url}/hi/about-us`)).text())).toBe('hi');
  });

  it('names the Devanagari font on Hindi pages only (English pages: the language link’s glyphs), served from this site', async () => {
    const hindi = await (await fetch(`${site.url}/hi/home`)).text();
    const href = FONT.exec(hindi)?.[0];
    expect(href).toBeDefined();
    expect(hindi).toMatch(/<link rel="preload" href="\/_next\/static\/fonts\/[^"]+" as="font" type="font\/woff2"/);
    expect(hindi).toContain('font-display:swap');
    const font = await fetch(`${site.url}${href}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toMatch(/immutable/);
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(20_000);

    // An English page names only the "हिन्दी" link's own font: that word's glyphs, a few kB at most.
    for (const path of ['/home', '/about-us', '/nope']) {
      const english = await (await fetch(`${site.url}${path}`)).text();
      // (Each style is in the page twice: the HTML and the React payload that hydrates it.)
      expect([path, FONT.test(english), /@font-face\{font-family:'Site Noto Sans Devanagari'/.test(english)]).toEqual([
        path,
        false,
        false,
      ]);
      expect(english).toContain("@font-face{font-family:'Site Language Link'");
      const linkFont = LINK_FONT.exec(english)?.[0];
      expect(linkFont).toBeDefined();
      const small = await fetch(`${site.url}${linkFont}`);
      expect(small.status).toBe(200);
      expect((await small.arrayBuffer()).byteLength).toBeLessThan(5_000);
    }
  });

  it('keeps every link of a Hindi page’s header and footer in Hindi, but the language link and one-address files', async () => {
    const { document } = await getPage(`${site.url}/hi/home`);
    const links = [...document.querySelectorAll('header a[href], footer a[href]')]
      .filter((link) => !link.classList.contains('language-link'))
      .map((link) => link.getAttribute('href') ?? '');
    const internal = links.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(10);
    const outsideHindi = internal.filter(
      (href) => !href.startsWith('/hi/') && !/^\/(?:documents|icons)\/|\.\w+$/.test(href),
    );
    expect(outsideHindi).toEqual([]);
    // The menu API's titles come in English: marked so on a Hindi page.
    const about = document.querySelector('nav.main-nav a[href="/hi/about-us"]');
    expect(about).toHaveAttribute('lang', 'en');
    expect(document.querySelector('footer h2#footer-links')).toHaveTextContent('उपयोगी कड़ियाँ');
  });

  it('shows the offline page in Hindi at /hi/~offline, kept out of the page cache', async () => {
    const page = await getPage(`${site.url}/hi/~offline`);
    expect([page.status, htmlLang(page.html)]).toEqual([200, 'hi']);
    expect(page.document.querySelector('h1')).toHaveTextContent('आप ऑफ़लाइन हैं');
    const again = await fetch(`${site.url}/hi/~offline`);
    expect(cacheOutcome(again)).not.toBe('hit');
    const worker = await (await fetch(`${site.url}/serwist/sw.js`)).text();
    expect(worker).toContain('/hi/~offline');
    expect(worker).not.toMatch(/static\/fonts\//);
  });

  it('shows the 503 page in the language of the address while the menu cannot be read', async () => {
    site.menuApi.setMode('http-500');
    try {
      const hindi = await getPage(`${site.url}/hi/admissions`);
      expect([hindi.status, htmlLang(hindi.html)]).toEqual([503, 'hi']);
      expect(hindi.document.querySelector('h1')).toHaveTextContent('यह पृष्ठ अभी नहीं खुल सकता');
      const english = await getPage(`${site.url}/admissions`);
      expect([english.status, htmlLang(english.html)]).toEqual([503, 'en']);
      expect(english.document.querySelector('h1')).toHaveTextContent('This page can’t be shown right now');
    } finally {
      site.menuApi.setMode('none');
    }
  });
});

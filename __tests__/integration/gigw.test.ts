import { screen, within } from '@testing-library/react';
import { editorSession } from '../utils/cms-client';
import { getPage, startSite, type Site } from '../utils/production-server';

// A fresh install (the starter content imported into an empty database) has the pages GIGW 3.0 asks for,
// in English and in Hindi, each linked from every page's footer in the page's language; the demo school
// speaks Hindi under /hi; a link to another site says that it leaves.
let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const DEVANAGARI = /[\u0900-\u097F]/;

const GIGW = [
  { path: '/accessibility-statement', en: 'Accessibility statement', hi: 'सुगम्यता विवरण' },
  { path: '/privacy-policy', en: 'Privacy policy', hi: 'गोपनीयता नीति' },
  { path: '/terms-of-use', en: 'Terms of use', hi: 'उपयोग की शर्तें' },
  { path: '/hyperlinking-policy', en: 'Hyperlinking policy', hi: 'हाइपरलिंक नीति' },
  { path: '/copyright-policy', en: 'Copyright policy', hi: 'कॉपीराइट नीति' },
  { path: '/help', en: 'Help', hi: 'सहायता' },
  { path: '/site-map', en: 'Sitemap', hi: 'साइटमैप' },
];

const FOOTER_NAV = { en: 'Website policies and help', hi: 'वेबसाइट की नीतियाँ और सहायता' } as const;

async function footerLinks(url: string, locale: 'en' | 'hi') {
  const page = await getPage(url);
  expect(page.status).toBe(200);
  const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: FOOTER_NAV[locale] });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ text: link.textContent, href: link.getAttribute('href') ?? '' }));
}

describe.each(['en', 'hi'] as const)('the GIGW pages in %s', (locale) => {
  const prefix = locale === 'hi' ? '/hi' : '';

  it('are each linked from the home page’s footer, in the page’s language, and open with their title', async () => {
    const links = await footerLinks(`${site.url}${prefix}/home`, locale);
    expect(links).toEqual(GIGW.map((page) => ({ text: page[locale], href: `${prefix}${page.path}` })));
    for (const { href } of links) {
      const page = await getPage(`${site.url}${href}`);
      expect(page.status).toBe(200);
      const h1 = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(h1).toBe(GIGW.find((gigw) => `${prefix}${gigw.path}` === href)?.[locale]);
      if (locale === 'hi') expect(h1).toMatch(DEVANAGARI);
      // Every page's footer links them again, in its own language.
      expect(
        within(screen.getByRole('contentinfo')).getByRole('navigation', { name: FOOTER_NAV[locale] }),
      ).toBeTruthy();
    }
  });

  it('include a sitemap that lists the menu’s pages, the school’s fixed pages, the forms and the GIGW pages', async () => {
    await getPage(`${site.url}${prefix}/site-map`);
    const list = within(
      screen.getByRole('navigation', { name: locale === 'hi' ? 'वेबसाइट के सभी पृष्ठ' : 'Every page of the website' }),
    );
    const hrefs = list.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/home',
      '/about-us',
      '/admissions',
      '/contact',
      '/notices',
      '/calendar',
      '/gallery',
      '/book-list',
      '/mandatory-public-disclosure',
      '/transfer-certificate',
      '/grievance',
      '/withdraw',
      ...GIGW.map((page) => page.path),
    ])
      expect(hrefs).toContain(`${prefix}${path}`);
    // The landing page and inactive entries are not pages a visitor reaches from the menu.
    expect(hrefs).not.toContain(`${prefix}/alumni`);
  });
});

describe('the demo school in Hindi', () => {
  it('has About, Admissions and Contact in Hindi', async () => {
    for (const [path, title] of [
      ['/hi/about-us', 'हमारे बारे में'],
      ['/hi/admissions', 'प्रवेश'],
      ['/hi/contact', 'संपर्क'],
    ]) {
      const page = await getPage(`${site.url}${path}`);
      expect(page.status).toBe(200);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    }
  });

  it('has notices in Hindi', async () => {
    const page = await getPage(`${site.url}/hi/notices/diwali-holidays-2026`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('दीपावली अवकाश');
    expect(screen.getByRole('main')).toHaveTextContent('प्रधानाचार्या');
  });

  it('keeps the English pages exactly as before', async () => {
    await getPage(`${site.url}/notices/diwali-holidays-2026`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diwali holidays');
    await getPage(`${site.url}/about-us`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
  });
});

describe('links that leave the site', () => {
  it.each([
    ['/accessibility-statement', '(external website)'],
    ['/hi/accessibility-statement', '(बाहरी वेबसाइट)'],
  ])('say so on %s, and open apart from the page', async (path, mark) => {
    await getPage(`${site.url}${path}`);
    const leaving = within(screen.getByRole('article')).getAllByRole('link', {
      name: new RegExp(`\\${mark.slice(0, -1)}\\)$`),
    });
    expect(leaving.length).toBeGreaterThan(0);
    for (const link of leaving) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // The site's own links do not.
    for (const link of within(screen.getByRole('article')).getAllByRole('link'))
      if (!/^https?:/.test(link.getAttribute('href') ?? '')) expect(link.textContent).not.toContain(mark);
  });
});

describe('the closure alert’s template', () => {
  it('is in both languages, ready for new dates, and shows no banner on a fresh install', async () => {
    const editor = await editorSession(site);
    const english = (await editor.getSchoolDoc('alert', 'locale=en')).body;
    const hindi = (await editor.getSchoolDoc('alert', 'locale=hi&fallback-locale=none')).body;
    expect(english).toMatchObject({ level: 'urgent', message: expect.stringContaining('heavy rain') });
    expect(hindi.message).toMatch(DEVANAGARI);
    expect(Date.parse(String(english.endsAt))).toBeLessThan(Date.now());
    for (const path of ['/home', '/hi/home']) {
      const page = await getPage(`${site.url}${path}`);
      expect(page.status).toBe(200);
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});

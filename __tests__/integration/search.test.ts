import { screen, within } from '@testing-library/react';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { body, paragraph, text } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// /search and /hi/search as a visitor without JavaScript meets them: the results' markup the other tests
// read (ol#search-results, each item's first link), paging, "no results", hostile queries, the header's
// form on every page, the OpenSearch description, the logs, and the page cache's own cap for searches.
let site: Site;
let editor: CmsSession;

// Small, so a few hundred search pages are far over the cap and its search share (1/8).
const CAP_MB = 4;

beforeAll(async () => {
  // Its flood of searches is over any visitor's limit (search-limits.test.ts tests the limit).
  site = await startSite({
    CMS_API_URL: '',
    PAGE_CACHE_MB: String(CAP_MB),
    LOG_FORMAT: 'json',
    SEARCH_RENDERS_PER_MINUTE: '100000',
  });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site?.stop());

/** The hrefs of each result's first link, in order (the markup contract of the results). */
function resultLinks(html: string): string[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll('main ol#search-results > li')].map(
    (item) => item.querySelector('a')?.getAttribute('href') ?? '',
  );
}

/** The shown page's result whose first link goes to `href`. */
function resultItem(href: string): HTMLElement {
  const item = [...document.querySelectorAll<HTMLElement>('#search-results > li')].find(
    (li) => li.querySelector('a')?.getAttribute('href') === href,
  );
  if (!item) throw new Error(`no result links ${href}`);
  return item;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('the search page', () => {
  it('shows the form alone for an empty query, never indexed', async () => {
    for (const path of ['/search?q=', '/search?q=%20%20']) {
      const moved = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 308, '/search']);
    }
    {
      const page = await getPage(`${site.url}/search`);
      expect(page.status).toBe(200);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
      const form = within(screen.getByRole('main')).getByRole('search');
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe('/search');
      expect(within(form).getByLabelText('Search the site').getAttribute('name')).toBe('q');
      expect(document.querySelector('#search-results')).toBeNull();
      expect(robots()).toBe('noindex');
    }
  });

  it('lists each result with its kind, linked title, date and the words found marked', async () => {
    const page = await getPage(`${site.url}/search?q=sports`);
    expect(page.status).toBe(200);
    expect(robots()).toBe('noindex');
    // The sports day's notice, its photo album and its day on the calendar.
    const links = resultLinks(page.html);
    expect(links).toEqual(
      expect.arrayContaining(['/notices/annual-sports-day-2026', '/gallery/annual-sports-day-2026']),
    );
    expect(links.some((link) => link.startsWith('/calendar?year='))).toBe(true);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 }).textContent).toBe(
      `${links.length} results for “sports”`,
    );
    const item = resultItem('/notices/annual-sports-day-2026');
    expect(within(item).getByRole('link').textContent).toBe('Annual Sports Day 2026');
    expect(item.textContent).toContain('Notice');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase())).toContain('sports');
    // The form again, holding the query.
    const form = within(screen.getByRole('main')).getByRole('search');
    expect(within(form).getByLabelText<HTMLInputElement>('Search the site').value).toBe('sports');
    expect(document.title).toContain('sports');
  });

  it('answers in Hindi on /hi/search, its links and dates in Hindi', async () => {
    const page = await getPage(`${site.url}/hi/search?q=${encodeURIComponent('खेल')}`);
    expect(page.status).toBe(200);
    expect(document.documentElement.lang || page.html.match(/<html lang="(\w+)"/)?.[1]).toBe('hi');
    expect(robots()).toBe('noindex');
    const links = resultLinks(page.html);
    expect(links).toContain('/hi/notices/annual-sports-day-2026');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('खोजें');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 }).textContent).toBe(
      `“खेल” के लिए ${links.length} परिणाम`,
    );
    const item = resultItem('/hi/notices/annual-sports-day-2026');
    expect(item.textContent).toContain('सूचना');
    expect(item.querySelector('time')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(within(screen.getByRole('main')).getByRole('search').getAttribute('action')).toBe('/hi/search');
  });

  it('marks an English result on a Hindi page as English', async () => {
    // The fee structure has no Hindi yet (content/notices/): its English title shows, marked so.
    const page = await getPage(`${site.url}/hi/search?q=fee`);
    expect(resultLinks(page.html)).toContain('/hi/notices/fee-structure-2026-27');
    expect(resultItem('/hi/notices/fee-structure-2026-27').querySelector('a')?.getAttribute('lang')).toBe('en');
    // A document is a file with one address in both languages.
    expect(resultLinks(page.html)).toContain('/documents/fee-structure.pdf');
  });

  it('suggests the notices by year and the contact page when nothing is found', async () => {
    for (const [prefix, heading] of [
      ['', 'No results for “zqxwv”'],
      ['/hi', '“zqxwv” के लिए कोई परिणाम नहीं'],
    ] as const) {
      const page = await getPage(`${site.url}${prefix}/search?q=zqxwv`);
      expect(page.status).toBe(200);
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 }).textContent).toBe(heading);
      expect(resultLinks(page.html)).toEqual([]);
      const links = within(screen.getByRole('main'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual(expect.arrayContaining([`${prefix}/notices`, `${prefix}/contact`]));
    }
  });

  describe('with more results than a page holds', () => {
    const created: number[] = [];
    beforeAll(async () => {
      for (let i = 1; i <= 23; i += 1) {
        const response = await editor.post('/notices', {
          title: `Quokka drill ${String(i).padStart(2, '0')}`,
          category: 'notice',
          date: new Date(Date.now() - i * 60_000).toISOString(),
          body: body(paragraph(text('A drill for the search pages.'))),
          _status: 'published',
        });
        expect(response.status).toBe(201);
        created.push((response.body.doc as { id: number }).id);
      }
    }, 60_000);
    afterAll(async () => {
      for (const id of created) await editor.request(`/notices/${id}`, { method: 'DELETE' });
    });

    it('shows 20 a page with links to the others, in the page’s own words', async () => {
      const first = await getPage(`${site.url}/search?q=quokka`);
      expect(resultLinks(first.html)).toHaveLength(20);
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 }).textContent).toBe(
        '23 results for “quokka” · Page 1 of 2',
      );
      const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
      expect(pages.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search?q=quokka&page=2');
      expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

      const second = await getPage(`${site.url}/search?q=quokka&page=2`);
      expect(resultLinks(second.html)).toHaveLength(3);
      expect(resultLinks(second.html).some((href) => resultLinks(first.html).includes(href))).toBe(false);

      const hindi = await getPage(`${site.url}/hi/search?q=quokka`);
      expect(resultLinks(hindi.html)).toHaveLength(20);
      const hindiPages = within(screen.getByRole('navigation', { name: 'परिणामों के पृष्ठ' }));
      expect(hindiPages.getByRole('link', { name: 'अगला पृष्ठ' }).getAttribute('href')).toBe(
        '/hi/search?q=quokka&page=2',
      );
    });

    it('answers a page past the last, or no page number at all, with a page of results, never a 500', async () => {
      const last = resultLinks((await getPage(`${site.url}/search?q=quokka&page=2`)).html);
      for (const page of ['99', '999999999999', '-1', '0', 'x', '2.5', '%FF']) {
        // A page number that is not one moves (308) to the query's own address, which answers.
        const shown = await getPage(`${site.url}/search?q=quokka&page=${page}`, { redirect: 'follow' });
        expect([page, shown.status]).toEqual([page, 200]);
        expect(resultLinks(shown.html).length).toBeGreaterThan(0);
      }
      expect(resultLinks((await getPage(`${site.url}/search?q=quokka&page=99`)).html)).toEqual(last);
    });
  });
});

describe('a hostile query', () => {
  const HOSTILE = [
    '"',
    '""',
    '*',
    'a*',
    'NEAR',
    'NEAR(a b)',
    'a NEAR b',
    '(',
    ')',
    '(a',
    ':',
    'title:a',
    '^',
    '^a',
    "' OR 1=1 --",
    "'; DROP TABLE notices; --",
    'AND OR NOT',
    '-',
    '\\',
    '%',
    '_',
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    'विद्यालय "खेल',
  ];

  it.each(HOSTILE.map((query) => [query.length > 40 ? `${query.slice(0, 20)}… (${query.length})` : query, query]))(
    '%s answers 200, in both languages',
    async (_, query) => {
      for (const prefix of ['', '/hi']) {
        const response = await fetch(`${site.url}${prefix}/search?q=${encodeURIComponent(query)}`);
        const html = await response.text();
        expect([query.slice(0, 40), response.status]).toEqual([query.slice(0, 40), 200]);
        expect(html).not.toContain('<script>alert(1)</script>');
      }
    },
  );

  it('with broken encodings and lone surrogates answers 200 or 400, never 500', async () => {
    for (const raw of ['%FF', '%ED%A0%80', '%ED%B0%80x', '%C0%AF', '%', '%zz', '%00', 'a%00b', '%F0%9F']) {
      for (const path of [`/search?q=${raw}`, `/hi/search?q=${raw}`, `/search?q=a&page=${raw}`, `/search?${raw}=a`]) {
        const response = await fetch(`${site.url}${path}`);
        expect([path, [200, 400]]).toEqual([path, expect.arrayContaining([response.status])]);
      }
    }
  });

  it('is never logged with the visitor’s address', async () => {
    const marker = 'zz-logged-query-marker';
    for (const query of [marker, `${marker}"(`, `${marker} ${'y'.repeat(300)}`]) {
      await fetch(`${site.url}/search?q=${encodeURIComponent(query)}`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
    }
    const lines = site.logs().split('\n');
    const withQuery = lines.filter((line) => line.includes(marker));
    expect(withQuery.filter((line) => /127\.0\.0\.1|203\.0\.113\.9|::1|::ffff:/.test(line))).toEqual([]);
  });
});

describe('the header’s search form', () => {
  const PAGES = [
    ['/home', '/search'],
    ['/about-us', '/search'],
    ['/notices', '/search'],
    ['/notices/annual-sports-day-2026', '/search'],
    ['/calendar', '/search'],
    ['/gallery', '/search'],
    ['/mandatory-public-disclosure', '/search'],
    ['/contact', '/search'],
    ['/site-map', '/search'],
    ['/search?q=sports', '/search'],
    ['/no-such-page', '/search'],
    ['/hi/home', '/hi/search'],
    ['/hi/notices', '/hi/search'],
    ['/hi/search', '/hi/search'],
  ] as const;

  it.each(PAGES)('is on %s: a GET form to %s with a labelled search field named q', async (path, action) => {
    await getPage(`${site.url}${path}`);
    const header = screen.getByRole('banner');
    const form = within(header).getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(action);
    const field = within(form).getByRole('searchbox', {
      name: action === '/hi/search' ? 'वेबसाइट में खोजें' : 'Search the site',
    });
    expect(field.getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button').getAttribute('type')).toBe('submit');
    // The OpenSearch description, in the page's language.
    const link = document.head.querySelector('link[rel="search"]');
    expect(link?.getAttribute('type')).toBe('application/opensearchdescription+xml');
    expect(link?.getAttribute('href')).toBe(action === '/hi/search' ? '/hi/opensearch.xml' : '/opensearch.xml');
    expect(link?.getAttribute('title')).toBeTruthy();
  });

  it('is listed on the sitemap page, and the XML sitemap leaves the results out', async () => {
    await getPage(`${site.url}/site-map`);
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/search');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');
  });
});

describe('the OpenSearch description', () => {
  it.each([
    ['/opensearch.xml', '/search', 'en-IN', 'sports'],
    ['/hi/opensearch.xml', '/hi/search', 'hi-IN', 'खेल'],
  ])('%s is valid XML naming %s?q={searchTerms}', async (path, searchPath, language, term) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      OpenSearchDescription: {
        '@_xmlns': string;
        ShortName: string;
        Description: string;
        Language: string;
        InputEncoding: string;
        Url: { '@_type': string; '@_template': string }[];
      };
    };
    const description = parsed.OpenSearchDescription;
    expect(description['@_xmlns']).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(description.ShortName.length).toBeGreaterThan(0);
    expect(description.ShortName.length).toBeLessThanOrEqual(16);
    expect(description.Language).toBe(language);
    expect(description.InputEncoding).toBe('UTF-8');
    const html = description.Url.find((url) => url['@_type'] === 'text/html');
    expect(html?.['@_template']).toMatch(new RegExp(`^https?://[^/]+${searchPath}\\?q=\\{searchTerms\\}$`));
    // The template it names answers: a browser's search lands on the results.
    const query =
      html?.['@_template'].replace(/^https?:\/\/[^/]+/, '').replace('{searchTerms}', encodeURIComponent(term)) ?? '';
    expect(resultLinks((await getPage(`${site.url}${query}`)).html)).toContain(
      `${searchPath.replace('/search', '')}/notices/annual-sports-day-2026`,
    );
  });

  it('has no other address under it', async () => {
    expect((await fetch(`${site.url}/opensearch.xml/x`)).status).toBe(404);
    expect((await fetch(`${site.url}/search/x`)).status).toBe(404);
    expect((await fetch(`${site.url}/hi/search/x`)).status).toBe(404);
  });
});

describe('the page cache', () => {
  const outcome = (response: Response) => /cache;desc=(\w+)/.exec(response.headers.get('server-timing') ?? '')?.[1];

  it('keeps search pages under their own share of the cap: a flood of queries pushes out no other page', async () => {
    await fetch(`${site.url}/home`);
    expect(outcome(await fetch(`${site.url}/home`))).toBe('hit');
    await fetch(`${site.url}/search?q=first-kept`);
    expect(outcome(await fetch(`${site.url}/search?q=first-kept`))).toBe('hit');
    // Each query a page of its own: together many times the whole cap.
    for (let i = 0; i < 300; i += 1) {
      const response = await fetch(`${site.url}/search?q=flood${i}`);
      await response.arrayBuffer();
      expect(outcome(response)).toBe('miss');
    }
    expect(outcome(await fetch(`${site.url}/home`))).toBe('hit');
    // The searches pushed out their own: the first is rendered again.
    expect(outcome(await fetch(`${site.url}/search?q=first-kept`))).toBe('miss');
  }, 120_000);
});

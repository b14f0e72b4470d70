import { screen, within } from '@testing-library/react';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { body, paragraph, text } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// Notices and circulars as the office publishes them (REST, as the admin does) while the production
// server runs: each shows, or goes, on the next request, on /notices, its own page, /home, the feed and
// the sitemap. Dates are relative to the test's clock, so the "New" label and expiry are checked as of now.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` ago, as the admin saves a date. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The calendar day in India of an instant, as `<time dateTime>` carries it. */
const indianDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** The academic year (April to March) in the form `?year=` takes. */
function academicYear(iso: string): string {
  const [year, month] = indianDay(iso).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

type Saved = { id: number; slug: string; title: string };
let created: number[] = [];

async function publish(data: Record<string, unknown>, draft = false): Promise<Saved> {
  const response = await editor.post(draft ? '/notices?draft=true' : '/notices', {
    category: 'notice',
    date: daysAgo(0),
    body: body(paragraph(text(`About ${String(data.title)}.`))),
    _status: draft ? 'draft' : 'published',
    ...data,
  });
  expect(response.status).toBe(201);
  const doc = response.body.doc as Saved;
  created.push(doc.id);
  return doc;
}

afterEach(async () => {
  for (const id of created) await editor.request(`/notices/${id}`, { method: 'DELETE' });
  created = [];
});

const mainList = () =>
  screen.getByRole('heading', { level: 2, name: /^Current|of \d{4}–\d{2}/ }).nextElementSibling as HTMLElement;
const listedTitles = async (path: string) => {
  const page = await getPage(`${site.url}${path}`);
  expect(page.status).toBe(200);
  const list = mainList();
  return list.tagName === 'UL'
    ? within(list)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.querySelector('a')?.textContent)
    : [];
};
const homeNotices = async () => {
  await getPage(`${site.url}/home`);
  const section = screen.getByRole('region', { name: 'Notices and circulars' });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.querySelector('a')?.textContent);
};
const fetchText = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { response, text: await response.text() };
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name: string) => ['entry', 'link'].includes(name),
});
type AtomLink = { '@rel'?: string; '@href': string; '@type'?: string };
type AtomEntry = {
  id: string;
  title: string | { '#text': string };
  updated: string;
  link: AtomLink[];
  summary: string | { '#text': string };
};
type AtomFeed = {
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  author: { name: string };
  entry?: AtomEntry[];
  '@xmlns': string;
};
const textOf = (value: string | { '#text': string }) => (typeof value === 'string' ? value : value['#text']);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function feed(): Promise<AtomFeed> {
  const { response, text: xml } = await fetchText('/notices/feed.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml\b/);
  expect(XMLValidator.validate(xml)).toBe(true);
  return (parser.parse(xml) as { feed: AtomFeed }).feed;
}

describe('a published notice', () => {
  it('shows on the next request on /notices, its own page, /home, in the feed and the sitemap', async () => {
    const notice = await publish({
      title: 'Annual Day rehearsal schedule',
      category: 'circular',
      number: 'GPS/2027/099',
      date: daysAgo(1),
    });
    expect(notice.slug).toBe('annual-day-rehearsal-schedule');
    const path = `/notices/${notice.slug}`;

    await getPage(`${site.url}/notices`);
    const heading = screen.getByRole('heading', { level: 3, name: /^Annual Day rehearsal schedule/ });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', path);
    // Issued yesterday: labelled "New" in words a screen reader reads, as part of the heading.
    expect(heading).toHaveAccessibleName('Annual Day rehearsal schedule New');
    expect(heading.parentElement).toHaveTextContent(/Circular · .* · No\. GPS\/2027\/099/);

    const page = await getPage(`${site.url}${path}`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Annual Day rehearsal schedule');
    expect(document.title).toBe('Annual Day rehearsal schedule | Greenwood Public School');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${path}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Annual Day rehearsal schedule.',
    );
    const time = document.querySelector('.notice-meta time');
    expect(time).toHaveAttribute('datetime', indianDay(daysAgo(1)));
    expect(time?.parentElement).toHaveTextContent(/^Circular · \d{1,2} \w+ \d{4} · No\. GPS\/2027\/099 New$/);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Annual Day rehearsal schedule',
      url: `${site.url}${path}`,
      publisher: { name: 'Greenwood Public School' },
    });

    expect(await homeNotices()).toContain('Annual Day rehearsal schedule');
    expect(screen.getByRole('region', { name: 'Notices and circulars' })).toContainElement(
      screen.getAllByRole('link', { name: 'All notices and circulars' })[0] ?? null,
    );

    const entry = (await feed()).entry?.find(
      (item) => textOf(item.title) === 'Annual Day rehearsal schedule (GPS/2027/099)',
    );
    expect(entry?.link[0]?.['@href']).toBe(`${site.url}${path}`);

    const { text: sitemap } = await fetchText('/sitemap.xml');
    // The date right after the address (the hreflang alternates come last, as sitemaps.org's schema asks).
    expect(sitemap).toMatch(new RegExp(`<loc>${site.url}${path}</loc>\\s*<lastmod>[^<]+</lastmod>`));
  });

  it('lists its attachments with type and size exactly as the disclosure shows the same document', async () => {
    const { body: found } = await editor.get('/documents?where[filename][equals]=fee-structure.pdf&depth=0');
    const document_ = (found.docs as { id: number }[])[0];
    const notice = await publish({ title: 'Revised fee instalments', attachments: [document_?.id] });
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const row = screen.getByRole('row', { name: /Fee structure/ });
    const disclosed = within(row).getByText(/^PDF, [\d.]+ kB$/).textContent;
    await getPage(`${site.url}/notices/${notice.slug}`);
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(within(attachments).getByRole('link', { name: 'Fee structure' })).toHaveAttribute(
      'href',
      '/documents/fee-structure.pdf',
    );
    expect(within(attachments).getByRole('listitem')).toHaveTextContent(`Fee structure (${disclosed})`);
  });

  it('gets an address of its own when another has the same title, and keeps it when the title changes', async () => {
    const first = await publish({ title: 'Change of school timings' });
    const second = await publish({ title: 'Change of school timings' });
    expect([first.slug, second.slug]).toEqual(['change-of-school-timings', 'change-of-school-timings-2']);
    expect((await editor.patch(`/notices/${second.id}`, { title: 'Change of school timings (revised)' })).status).toBe(
      200,
    );
    expect((await getPage(`${site.url}/notices/change-of-school-timings-2`)).status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change of school timings (revised)');
  });

  it('is refused, naming the field, when it breaks the rules the site reads it by, and stays as it was', async () => {
    // A title of spaces passes the admin's own "required" check; the site could not list such a notice.
    const refused = await editor.post('/notices', {
      title: '   ',
      category: 'notice',
      date: daysAgo(0),
      _status: 'published',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({
      data: { errors: [{ path: 'title', message: 'must not be empty' }] },
    });
    const kept = await publish({ title: 'Sports day' });
    const edited = await editor.patch(`/notices/${kept.id}`, { title: '   ' });
    expect(edited.status).toBe(400);
    expect(edited.body.errors?.[0]).toMatchObject({
      data: { errors: [{ path: 'title', message: 'must not be empty' }] },
    });
    expect((await getPage(`${site.url}/notices/${kept.slug}`)).status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sports day');
  });
});

describe('the order and what is current', () => {
  it('puts a pinned notice on top of newer ones, on /notices and /home', async () => {
    await publish({ title: 'Newest plain notice', date: daysAgo(0) });
    await publish({ title: 'Pinned transport notice', date: daysAgo(20), pinned: true });
    const titles = await listedTitles('/notices');
    expect(titles.indexOf('Pinned transport notice')).toBeLessThan(titles.indexOf('Newest plain notice'));
    expect(screen.getByRole('heading', { level: 3, name: /^Pinned transport notice/ })).toHaveAccessibleName(/Pinned$/);
    const home = await homeNotices();
    expect(home).toHaveLength(3);
    expect(home.indexOf('Pinned transport notice')).toBeLessThan(home.indexOf('Newest plain notice'));
  });

  it('takes an expired notice off /home and the main list, keeps it in its academic year, and lets one expire with no edit', async () => {
    const issued = daysAgo(2);
    await publish({
      title: 'Expired sports trial notice',
      date: issued,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
      pinned: true,
    });
    const expiring = new Date(Date.now() + 4000).toISOString();
    await publish({ title: 'Soon to expire notice', date: issued, expiresAt: expiring });

    expect(await listedTitles('/notices')).not.toContain('Expired sports trial notice');
    expect(await homeNotices()).not.toContain('Expired sports trial notice');
    expect(await listedTitles(`/notices?year=${academicYear(issued)}`)).toContain('Expired sports trial notice');
    expect((await getPage(`${site.url}/notices/expired-sports-trial-notice`)).status).toBe(200);
    expect(screen.getByText(/This notice has expired/)).toBeInTheDocument();

    expect(await listedTitles('/notices')).toContain('Soon to expire notice');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiring) - Date.now() + 200));
    expect(await listedTitles('/notices')).not.toContain('Soon to expire notice');
    expect(await homeNotices()).not.toContain('Soon to expire notice');
    expect(await listedTitles(`/notices?year=${academicYear(issued)}`)).toContain('Soon to expire notice');
  });

  it('marks only notices of the last 7 days "New"', async () => {
    await publish({ title: 'Week old notice', date: daysAgo(8) });
    await getPage(`${site.url}/notices?year=${academicYear(daysAgo(8))}`);
    expect(screen.getByRole('heading', { level: 3, name: /^Week old notice/ })).toHaveAccessibleName('Week old notice');
  });
});

describe('a draft', () => {
  it('is nowhere: not listed, no page, not on /home, not in the feed or the sitemap', async () => {
    const draft = await publish({ title: 'Unapproved draft circular', pinned: true }, true);
    expect(await listedTitles('/notices')).not.toContain('Unapproved draft circular');
    expect(await homeNotices()).not.toContain('Unapproved draft circular');
    expect((await getPage(`${site.url}/notices/${draft.slug}`)).status).toBe(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that page');
    expect((await fetchText('/notices/feed.xml')).text).not.toContain('Unapproved draft circular');
    expect((await fetchText('/sitemap.xml')).text).not.toContain(draft.slug);
  });

  it('of a published notice leaves the published text on the site', async () => {
    const notice = await publish({ title: 'Bus route 4 timings' });
    expect(
      (await editor.patch(`/notices/${notice.id}?draft=true`, { title: 'Bus route 4 timings DRAFT', _status: 'draft' }))
        .status,
    ).toBe(200);
    await getPage(`${site.url}/notices/${notice.slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bus route 4 timings');
    expect(await listedTitles('/notices')).not.toContain('Bus route 4 timings DRAFT');
  });
});

describe('pages and filters', () => {
  const YEAR = '2015-16';

  it('splits a list of more than 20 into pages with real links, and answers 404 past the last', async () => {
    for (let n = 1; n <= 22; n += 1)
      await publish({
        title: `Archive notice ${n}`,
        category: 'news',
        date: new Date(Date.UTC(2015, 5, n)).toISOString(),
      });
    expect(await listedTitles(`/notices?year=${YEAR}`)).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 3, name: 'Archive notice 22' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of notices' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/notices?year=${YEAR}&page=2`,
    );

    expect(await listedTitles(`/notices?year=${YEAR}&page=2`)).toEqual(['Archive notice 2', 'Archive notice 1']);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of notices' })).getByRole('link', { name: 'Previous page' }),
    ).toHaveAttribute('href', `/notices?year=${YEAR}`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.url}/notices?year=${YEAR}&page=2`,
    );

    for (const path of [
      `/notices?year=${YEAR}&page=3`,
      '/notices?page=0',
      '/notices?page=two',
      '/notices?category=result&page=2',
      '/notices?page=99',
    ]) {
      const page = await getPage(`${site.url}${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that page');
  });

  it('filters by category and academic year with links, and answers 404 for one that does not exist', async () => {
    await publish({ title: 'Result of the science olympiad', category: 'result' });
    await publish({ title: 'Circular on the olympiad', category: 'circular' });
    await publish({ title: 'Old admission notice', date: new Date(Date.UTC(2016, 1, 10)).toISOString() });

    await getPage(`${site.url}/notices`);
    const filters = screen.getByRole('navigation', { name: 'Filter notices' });
    expect(within(filters).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/notices?category=result');
    expect(within(filters).getByRole('link', { name: 'Current' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: '2015–16' })).toHaveAttribute('href', `/notices?year=${YEAR}`);

    const results = await listedTitles('/notices?category=result');
    expect(results).toContain('Result of the science olympiad');
    expect(results).not.toContain('Circular on the olympiad');
    expect(
      within(screen.getByRole('navigation', { name: 'Filter notices' })).getByRole('link', { name: '2015–16' }),
    ).toHaveAttribute('href', `/notices?category=result&year=${YEAR}`);
    expect(await listedTitles(`/notices?year=${YEAR}`)).toEqual(['Old admission notice']);
    expect(await listedTitles(`/notices?category=result&year=${YEAR}`)).toEqual([]);

    for (const path of [
      '/notices?category=memo',
      '/notices?year=1999-00',
      '/notices?year=2015-17',
      '/notices/no-such-notice',
      '/notices/Bad_Slug',
    ]) {
      expect({ path, status: (await getPage(`${site.url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe('the Atom feed', () => {
  it('has RFC 4287’s required elements, the latest notices first, and text escaped', async () => {
    await publish({ title: 'Fees & dues: <b>"reminder"</b>', date: daysAgo(0) });
    const atom = await feed();
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.id).toBe(`${site.url}/notices`);
    expect(atom.title).toBe('Greenwood Public School: notices and circulars');
    expect(atom.updated).toMatch(RFC3339);
    expect(atom.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@rel': 'alternate', '@href': `${site.url}/notices` }),
        expect.objectContaining({
          '@rel': 'self',
          '@href': `${site.url}/notices/feed.xml`,
          '@type': 'application/atom+xml',
        }),
      ]),
    );
    expect(atom.author.name).toBe('Greenwood Public School');
    const entries = atom.entry ?? [];
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThanOrEqual(50);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:127\.0\.0\.1,2026:notice:\d+$/);
      expect(textOf(entry.title)).not.toBe('');
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.link[0]?.['@href']).toMatch(new RegExp(`^${site.url}/notices/[a-z0-9-]+$`));
      expect(textOf(entry.summary)).not.toBe('');
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(textOf(entries[0]!.title)).toBe('Fees & dues: <b>"reminder"</b>');
  });

  it('is linked from the head of every page', async () => {
    for (const path of [
      '/home',
      '/about-us',
      '/mandatory-public-disclosure',
      '/notices',
      '/notices/winter-uniform-2026',
      '/no-such-page',
    ]) {
      await getPage(`${site.url}${path}`);
      const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
      expect({ path, href: link?.getAttribute('href') }).toEqual({ path, href: '/notices/feed.xml' });
    }
  });
});

describe('the demo notices and the menu', () => {
  it('ship a pinned calendar with its PDF, and an expired circular kept in 2026–27', async () => {
    const titles = await listedTitles('/notices');
    expect(titles[0]).toBe('Academic calendar for 2026–27');
    expect(titles).not.toContain('Diwali holidays');
    expect(await listedTitles('/notices?year=2026-27')).toContain('Diwali holidays');
    expect(await listedTitles('/notices?year=2025-26')).toEqual(['Fee structure for 2026–27']);
    await getPage(`${site.url}/notices/academic-calendar-2026-27`);
    expect(within(screen.getByRole('region', { name: 'Attachments' })).getByRole('listitem')).toHaveTextContent(
      /^Academic calendar \(PDF, [\d.]+ kB\)$/,
    );
  });

  it('links a menu entry with the url notices to the notices, and the footer links them on every page', async () => {
    const entry = await editor.post('/menu', { title: 'Notices', url: 'notices', active: true, position: 95 });
    expect(entry.status).toBe(201);
    try {
      await getPage(`${site.url}/home`);
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Notices' }),
      ).toHaveAttribute('href', '/notices');
      expect(
        within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Notices and circulars' }),
      ).toHaveAttribute('href', '/notices');
      expect((await getPage(`${site.url}/notices`)).status).toBe(200);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notices and circulars');
    } finally {
      await editor.request(`/menu/${(entry.body.doc as { id: number }).id}`, { method: 'DELETE' });
    }
  });
});

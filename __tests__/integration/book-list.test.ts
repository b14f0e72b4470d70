import { screen, within } from '@testing-library/react';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { getPage, startSite, type Site } from '../utils/production-server';

// The book list (CBSE bye-law 2.4.7.1) and the annual report (bye-law 14.5) on the production server, with
// the demo school's starter lists for 2026-27 and its 2025-26 report.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const mainHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const classTable = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section for ${heading}`);
  return within(section).getByRole('table');
};

describe('/book-list', () => {
  it('shows each class under its heading, in order, each book with its publisher and whether it is NCERT in words', async () => {
    const page = await getPage(`${site.url}/book-list`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Book list \d{4}–\d{2}$/);
    expect(mainHeadings()).toEqual([
      'Declaration',
      ...['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'].map((name) => `Class ${name}`),
    ]);
    const classX = classTable('Class X');
    expect(
      within(classX)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S.No.', 'Title', 'Publisher', 'NCERT']);
    for (const title of [
      'Mathematics',
      'First Flight (English)',
      'Footprints without Feet (English supplementary reader)',
    ]) {
      expect(within(classX).getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toHaveTextContent(
        /NCERTYes$/,
      );
    }
    expect(within(classTable('Class I')).getByRole('row', { name: /My Cursive Writing Book 1/ })).toHaveTextContent(
      /Bluebird PublicationsNo$/,
    );
    expect(page.document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/book-list`);
    expect(page.document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /books prescribed for each class/,
    );
  });

  it('links the signed declaration by its name, with its type and size, and the PDF answers', async () => {
    await getPage(`${site.url}/book-list`);
    const link = screen.getByRole('link', {
      name: /^Declaration on the books for \d{4}–\d{2}, signed by the Manager and the Principal$/,
    });
    expect(link.closest('tr')).toHaveTextContent(/PDF, \d+ kB/);
    const response = await fetch(`${site.url}${link.getAttribute('href')}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('shows the same default year, with its canonical address, for a year it has no lists for', async () => {
    for (const year of ['1999-00', 'junk', '2026-28']) {
      const page = await getPage(`${site.url}/book-list?year=${year}`);
      expect(page.status).toBe(200);
      expect(mainHeadings()).toHaveLength(13);
      expect(page.document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/book-list`);
    }
  });

  it('is in the sitemap with the date of its latest change, and in the footer', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    // The date right after the address (the hreflang alternates come last, as sitemaps.org's schema asks).
    expect(sitemap).toMatch(/<loc>[^<]+\/book-list<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    await getPage(`${site.url}/home`);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Book list' })).toHaveAttribute(
      'href',
      '/book-list',
    );
  });
});

describe('editing book lists', () => {
  it('refuses a second list for a class and year with a 400 naming the class field', async () => {
    const response = await editor.post('/book-lists', {
      class: 'X',
      academicYear: '2026-27',
      books: [{ title: 'Mathematics', publisher: 'NCERT', ncert: true }],
    });
    expect(response.status).toBe(400);
    const errors = (response.body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data
      ?.errors;
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'class',
        message: expect.stringMatching(/^Class X already has a book list for 2026-27/),
      }),
    ]);
  });

  it('refuses a visitor’s list with a 403', async () => {
    const response = await fetch(`${site.url}/api/book-lists`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        class: 'Nursery',
        academicYear: '2026-27',
        books: [{ title: 'Rhymes', publisher: 'Anyone' }],
      }),
    });
    expect(response.status).toBe(403);
  });

  it('shows a new class on the next request, in the classes’ order', async () => {
    const created = await editor.post('/book-lists', {
      class: 'UKG',
      academicYear: '2026-27',
      books: [{ title: 'Picture Dictionary', publisher: 'Sunrise Learning' }],
    });
    expect(created.status).toBe(201);
    await getPage(`${site.url}/book-list`);
    expect(mainHeadings().slice(0, 3)).toEqual(['Declaration', 'UKG', 'Class I']);
    expect(within(classTable('UKG')).getByRole('row', { name: /Picture Dictionary/ })).toHaveTextContent(
      /Sunrise LearningNo$/,
    );
  });
});

describe('the Mandatory Public Disclosure', () => {
  it('links the book list from section B', async () => {
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const sectionB = screen.getByRole('region', { name: 'B. Documents and Information' });
    expect(within(sectionB).getByRole('link', { name: /List of books prescribed for each class/ })).toHaveAttribute(
      'href',
      '/book-list',
    );
  });

  it('links the latest annual report with its type and size, and a newer one as soon as it is published', async () => {
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const sectionC = () => screen.getByRole('region', { name: 'C. Result and Academics' });
    const first = within(sectionC()).getByRole('link', { name: 'Annual report 2025–26' });
    expect(first.closest('tr')).toHaveTextContent(/PDF, \d+ kB/);
    expect((await fetch(`${site.url}${first.getAttribute('href')}`)).status).toBe(200);

    const bytes = await (await fetch(`${site.url}${first.getAttribute('href')}`)).arrayBuffer();
    const uploaded = await editor.upload(
      'documents',
      { name: 'annual-report-2026-27.pdf', type: 'application/pdf', bytes: new Uint8Array(bytes) },
      { title: 'Annual report 2026-27' },
    );
    expect(uploaded.status).toBe(201);
    // A document alone changes nothing there: it is the report that names it.
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(within(sectionC()).getByRole('link', { name: 'Annual report 2025–26' })).toBeInTheDocument();
    const report = await editor.post('/annual-reports', {
      academicYear: '2026-27',
      report: (uploaded.body.doc as { id: number }).id,
    });
    expect(report.status).toBe(201);

    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(within(sectionC()).queryByRole('link', { name: 'Annual report 2025–26' })).toBeNull();
    const latest = within(sectionC()).getByRole('link', { name: 'Annual report 2026–27' });
    expect(latest).toHaveAttribute('href', '/documents/annual-report-2026-27.pdf');
    expect((await fetch(`${site.url}/documents/annual-report-2026-27.pdf`)).status).toBe(200);
  });

  it('refuses to delete the document an annual report shows, saying where it is used, and keeps the link working', async () => {
    const { body } = await editor.get('/annual-reports?limit=1&sort=-academicYear&depth=0');
    const [report] = body.docs as { report: number }[];
    const refused = await editor.request(`/documents/${report?.report}`, { method: 'DELETE' });
    // Without the check the database refuses it and the admin shows a 500 "Something went wrong".
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('annual report');
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const link = within(screen.getByRole('region', { name: 'C. Result and Academics' })).getByRole('link', {
      name: /^Annual report/,
    });
    expect((await fetch(`${site.url}${link.getAttribute('href')}`)).status).toBe(200);
  });

  it('says plainly that no annual report is published while there is none, linking nothing', async () => {
    const { body } = await editor.get('/annual-reports?limit=10');
    for (const { id } of body.docs as { id: number }[])
      expect((await editor.request(`/annual-reports/${id}`, { method: 'DELETE' })).status).toBe(200);
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const row = within(screen.getByRole('region', { name: 'C. Result and Academics' })).getByRole('row', {
      name: /Annual report/,
    });
    expect(row).toHaveTextContent(/Annual reportNot published yet$/);
    expect(within(row).queryByRole('link')).toBeNull();
  });
});

describe('with no book list at all', () => {
  it('says so plainly on /book-list, which still answers 200', async () => {
    const { body } = await editor.get('/book-lists?limit=100');
    for (const { id } of body.docs as { id: number }[])
      expect((await editor.request(`/book-lists/${id}`, { method: 'DELETE' })).status).toBe(200);
    const page = await getPage(`${site.url}/book-list`);
    expect(page.status).toBe(200);
    expect(screen.getByText(/^No book lists have been published yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

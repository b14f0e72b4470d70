import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { copyContent } from '../utils/content-dir';
import { body, link, paragraph, text } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// The school's content, edited in the embedded CMS (REST, as the admin does) while the production server
// runs: each published change shows on the next request. The menu comes from the demo menu API.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite();
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const IMPORT_LINE = '[cms] the database is empty: importing the starter content';
const HOME_HERO = 'Learning that grows with every child';

const h1 = () => screen.getByRole('heading', { level: 1 });
const brandName = () => within(screen.getByRole('banner')).getByRole('link', { name: /Public School/ }).textContent;
const jsonLd = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
const lastUpdated = () => screen.getByText(/^Last updated:/).querySelector('time');

async function pageId(slug: string): Promise<number | undefined> {
  const { body: found } = await editor.get(`/pages?where[slug][equals]=${slug}&draft=true`);
  return (found.docs as { id: number }[])[0]?.id;
}

/** Publishes a page for `slug` for the length of `use`, then deletes it. */
async function withPage(slug: string, data: Record<string, unknown>, use: () => Promise<void>) {
  const created = await editor.post('/pages', { slug, _status: 'published', ...data });
  expect(created.status).toBe(201);
  try {
    await use();
  } finally {
    const id = await pageId(slug);
    if (id !== undefined) await editor.request(`/pages/${id}`, { method: 'DELETE' });
  }
}

describe('the school’s details', () => {
  let original: { name: string; phone: string };
  beforeAll(async () => {
    const { body: school } = await editor.getSchoolDoc('school', 'depth=0');
    original = { name: String(school.name), phone: String(school.phone) };
  });
  afterEach(() => editor.saveSchoolDoc('school', original));

  it('shows a new name in the header, the title and the JSON-LD on the next request', async () => {
    await getPage(`${site.url}/home`);
    expect(brandName()).toContain('Greenwood Public School');
    expect((await editor.saveSchoolDoc('school', { name: 'Oakridge Public School' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(brandName()).toContain('Oakridge Public School');
    expect(document.title).toMatch(/^Oakridge Public School \| /);
    expect(jsonLd()).toMatchObject({ '@type': 'School', name: 'Oakridge Public School' });
    await getPage(`${site.url}/about-us`);
    expect(document.title).toBe('About Us | Oakridge Public School');
  });

  it('shows a new phone number in the footer and the disclosure', async () => {
    expect((await editor.saveSchoolDoc('school', { phone: '+91 11 2222 3333' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    // Shown with non-breaking spaces, so the number never wraps (lib/rules/fields.ts).
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: '+91\u00a011\u00a02222\u00a03333' }),
    ).toHaveAttribute('href', 'tel:+911122223333');
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(screen.getByRole('row', { name: /Contact details/ })).toHaveTextContent('+91 11 2222 3333');
  });

  it('refuses a phone that is not a number with 400 naming the field and why, and the site keeps the old one', async () => {
    const refused = await editor.saveSchoolDoc('school', { phone: 'not a number' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/\bphone\b/);
    // What the admin shows beside the field.
    expect(refused.body.errors?.[0]).toMatchObject({
      data: { errors: [{ path: 'phone', message: 'expected a phone number such as "+91 11 4567 8900"' }] },
    });
    for (const path of ['/home', '/mandatory-public-disclosure']) {
      expect((await getPage(`${site.url}${path}`)).status).toBe(200);
      expect(screen.getAllByText('+91 11 4567 8900').length).toBeGreaterThan(0);
      expect(screen.queryByText(/not a number/)).toBeNull();
    }
    const { body: school } = await editor.getSchoolDoc('school', 'depth=0');
    expect(school.phone).toBe('+91 11 4567 8900');
  });
});

describe('the school’s pages', () => {
  it('renders the school’s page for a menu route: title, description, canonical link, rich text and JSON-LD', async () => {
    const page = await getPage(`${site.url}/admissions`);
    expect(page.status).toBe(200);
    expect(h1()).toHaveTextContent('Admissions');
    expect(document.title).toBe('Admissions | Greenwood Public School');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^How to apply/),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admissions$/),
    );
    expect(jsonLd()).toMatchObject({ '@type': 'School', name: 'Greenwood Public School' });
    const ages = screen.getByRole('region', { name: /^Table: Class Age on 31 March/ });
    expect(within(ages).getAllByRole('row').length).toBeGreaterThan(3);
  });

  it('switches a route between the home page and its page as the page is published and deleted', async () => {
    await getPage(`${site.url}/facilities`);
    expect(h1()).toHaveTextContent(HOME_HERO);
    const gallery = {
      title: 'Gallery',
      description: 'Photos of school life.',
      body: body(paragraph(text('Photos of the '), text('annual day', 1), text('.'))),
    };
    await withPage('facilities', gallery, async () => {
      await getPage(`${site.url}/facilities`);
      expect(h1()).toHaveTextContent('Gallery');
      expect(screen.getByText('annual day').tagName).toBe('STRONG');
      expect(document.title).toBe('Gallery | Greenwood Public School');
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Photos of school life.');
    });
    await getPage(`${site.url}/facilities`);
    expect(h1()).toHaveTextContent(HOME_HERO);
  });

  it('leaves the menu to decide which routes exist: a page without an active entry is a 404', async () => {
    await withPage('alumni', { title: 'Alumni', body: body(paragraph(text('Our alumni.'))) }, async () => {
      expect((await getPage(`${site.url}/alumni`)).status).toBe(404);
      expect(screen.queryByText('Our alumni.')).toBeNull();
    });
  });

  it('never renders raw HTML or a javascript: link from a page’s body as markup', async () => {
    const unsafe = body(
      paragraph(
        text('<script>alert(1)</script> '),
        link('javascript:alert(1)', 'Form'),
        text(' <img src=x onerror=alert(1)>'),
      ),
      { type: 'html', version: 1, html: '<script>alert(2)</script>' },
    );
    await withPage('facilities', { title: 'Facilities', body: unsafe }, async () => {
      const page = await getPage(`${site.url}/facilities`);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/<script>alert|<img src="?x|href="javascript:/i);
      expect(screen.getByRole('main')).toHaveTextContent('<script>alert(1)</script>');
      expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Form' })).toBeNull();
    });
  });

  it('shows when a page was last updated, and a later time after an edit', async () => {
    await getPage(`${site.url}/about-us`);
    const before = lastUpdated()?.getAttribute('datetime');
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lastUpdated()?.textContent).toMatch(/\d{4}/);
    const id = await pageId('about-us');
    expect((await editor.patch(`/pages/${id}`, { title: 'About Greenwood', _status: 'published' })).status).toBe(200);
    try {
      await getPage(`${site.url}/about-us`);
      expect(h1()).toHaveTextContent('About Greenwood');
      const after = lastUpdated()?.getAttribute('datetime') ?? '';
      expect(Date.parse(after)).toBeGreaterThan(Date.parse(before ?? ''));
    } finally {
      await editor.patch(`/pages/${id}`, { title: 'About Us', _status: 'published' });
    }
  });
});

describe('the Mandatory Public Disclosure', () => {
  it('has CBSE’s five sections in order, each with its table', async () => {
    const page = await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(page.status).toBe(200);
    expect(h1()).toHaveTextContent('Mandatory Public Disclosure');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'A. General Information',
      'B. Documents and Information',
      'C. Result and Academics',
      'D. Staff (Teaching)',
      'E. School Infrastructure',
    ]);
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'A. General Information',
      'B. Documents and Information',
      'C. Result and Academics',
      'Result of class X',
      'Result of class XII',
      'D. Staff (Teaching)',
      'Teachers: name, designation and qualification',
      'E. School Infrastructure',
    ]);
    for (const table of tables) {
      for (const header of table.querySelectorAll('th'))
        expect(header).toHaveAttribute('scope', expect.stringMatching(/^(col|row)$/));
    }
    const classX = screen.getByRole('table', { name: 'Result of class X' });
    expect(
      within(classX)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S.No.', 'Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks']);
    expect(within(classX).getByRole('row', { name: /2026/ })).toHaveTextContent('99.32%');
    expect(screen.getByText(/self-attested by the chairman\/manager\/secretary and the principal/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total no. of teachers/ })).toHaveTextContent(
      '95 (PGT: 24, TGT: 38, PRT: 33)',
    );
  });

  it('links every document by its name, with its type and size, and every one answers as a PDF', async () => {
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const links = screen
      .getAllByRole('link')
      .filter((anchor) => anchor.getAttribute('href')?.startsWith('/documents/'));
    expect(links).toHaveLength(14);
    for (const anchor of links) {
      expect(anchor.closest('tr')).toHaveTextContent(/PDF, \d+ kB/);
      const response = await fetch(`${site.url}${anchor.getAttribute('href')}`);
      expect([anchor.textContent, response.status, response.headers.get('content-type')]).toEqual([
        anchor.textContent,
        200,
        'application/pdf',
      ]);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('is linked from every page by its name, in the header and the footer', async () => {
    for (const path of ['/home', '/admissions', '/academics', '/no-such-page']) {
      await getPage(`${site.url}${path}`);
      for (const landmark of [screen.getByRole('banner'), screen.getByRole('contentinfo')]) {
        expect(within(landmark).getByRole('link', { name: 'Mandatory Public Disclosure' })).toHaveAttribute(
          'href',
          '/mandatory-public-disclosure',
        );
      }
    }
  });

  it('refuses a teacher total that is not PGT + TGT + PRT with 400 naming the field and why, and keeps showing the old figures', async () => {
    const refused = await editor.saveSchoolDoc('disclosure', {
      staff: { teachers: { total: 96, pgt: 24, tgt: 38, prt: 33 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/staff\.teachers\.total/);
    expect(refused.body.errors?.[0]).toMatchObject({
      data: { errors: [{ path: 'staff.teachers.total', message: 'total is not pgt + tgt + prt' }] },
    });
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(screen.getByRole('row', { name: /Total no. of teachers/ })).toHaveTextContent(
      '95 (PGT: 24, TGT: 38, PRT: 33)',
    );
  });

  it('shows when it was last updated, and a later time after an edit', async () => {
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const before = lastUpdated()?.getAttribute('datetime');
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await editor.saveSchoolDoc('disclosure', { staff: { teacherSectionRatio: '1.6 : 1' } })).status).toBe(200);
    try {
      await getPage(`${site.url}/mandatory-public-disclosure`);
      expect(screen.getByRole('row', { name: /section ratio/i })).toHaveTextContent('1.6 : 1');
      expect(Date.parse(lastUpdated()?.getAttribute('datetime') ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    } finally {
      await editor.saveSchoolDoc('disclosure', { staff: { teacherSectionRatio: '1.5 : 1' } });
    }
  });

  it('links and serves a document’s new file on the next request once it is replaced in the CMS', async () => {
    const { body: disclosure } = await editor.getSchoolDoc('disclosure', 'depth=0');
    const id = (disclosure.documents as { fireSafety: { document: number } }).fireSafety.document;
    const fireSafety = () =>
      screen.getByRole('link', { name: 'Fire safety certificate issued by the competent authority' });
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(fireSafety()).toHaveAttribute('href', '/documents/fire-safety-certificate.pdf');
    const original = new Uint8Array(
      await (await fetch(`${site.url}/documents/fire-safety-certificate.pdf`)).arrayBuffer(),
    );
    const replacement = readFileSync(join(__dirname, '..', '..', 'content', 'documents', 'state-noc.pdf'));
    const replaced = await editor.upload(
      'documents',
      { name: 'fire-safety-2027.pdf', type: 'application/pdf', bytes: replacement },
      { title: 'Fire safety certificate 2027' },
      id,
    );
    expect(replaced.status).toBe(200);
    try {
      await getPage(`${site.url}/mandatory-public-disclosure`);
      expect(fireSafety()).toHaveAttribute('href', '/documents/fire-safety-2027.pdf');
      expect(fireSafety().closest('tr')).toHaveTextContent(`PDF, ${Math.round(replacement.length / 1024)} kB`);
      const served = await fetch(`${site.url}/documents/fire-safety-2027.pdf`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(Buffer.from(await served.arrayBuffer()).equals(replacement)).toBe(true);
      expect((await fetch(`${site.url}/documents/fire-safety-certificate.pdf`)).status).toBe(404);
    } finally {
      await editor.upload(
        'documents',
        { name: 'fire-safety-certificate.pdf', type: 'application/pdf', bytes: original },
        { title: 'Fire safety certificate' },
        id,
      );
    }
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(fireSafety()).toHaveAttribute('href', '/documents/fire-safety-certificate.pdf');
    expect((await fetch(`${site.url}/documents/fire-safety-2027.pdf`)).status).toBe(404);
    expect((await fetch(`${site.url}/documents/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/mandatory-public-disclosure<\/loc>/);
  });

  it('renders while the external CMS is down, whatever its menu says', async () => {
    const down = await startSite({ CMS_API_URL: 'http://127.0.0.1:9/api', CMS_STALE_IF_ERROR_SECONDS: '0' });
    try {
      const page = await getPage(`${down.url}/mandatory-public-disclosure`);
      expect(page.status).toBe(200);
      expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(5);
      expect(
        screen.getAllByRole('link').filter((anchor) => anchor.getAttribute('href')?.startsWith('/documents/')),
      ).toHaveLength(14);
    } finally {
      await down.stop();
    }
  });
});

describe('the starter content', () => {
  it('is imported on the first start only: a restart on the same data keeps what editors changed', async () => {
    // Its own empty DATA_DIR: the first start's import is what this test watches.
    const first = await startSite({ DATA_DIR: mkdtempSync(join(tmpdir(), 'school-data-')) });
    const { dataDir } = first;
    try {
      expect(
        first
          .logs()
          .split('\n')
          .filter((line) => line.includes(IMPORT_LINE)),
      ).toHaveLength(1);
      const session = await editorSession(first);
      expect((await session.saveSchoolDoc('school', { name: 'Oakridge Public School' })).status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await startSite({ DATA_DIR: dataDir });
    try {
      await getPage(`${second.url}/home`);
      expect(brandName()).toContain('Oakridge Public School');
      expect(second.logs()).not.toContain(IMPORT_LINE);
      expect((await getPage(`${second.url}/about-us`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start when it is broken, with one line naming the file and the field, and imports all of it once fixed', async () => {
    const broken = copyContent();
    const dataDir = mkdtempSync(join(tmpdir(), 'school-data-'));
    try {
      broken.edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: call the office');
      const error = await startSite({ CONTENT_DIR: broken.dir, DATA_DIR: dataDir }).then(
        async (started) => {
          await started.stop();
          return new Error('the server started');
        },
        (refused: Error) => refused,
      );
      // Next's banner and the database's progress lines (migrations, WAL mode) aside, what the server printed.
      const lines = error.message
        .split('\n')
        .slice(1)
        .filter(
          (line) =>
            line.trim() !== '' &&
            !/^(▲|- |✓ |\[payload\] (Migrat|\[db-sqlite\] Enabling WAL)|\[cms\] the database is empty)/.test(line),
        );
      expect(lines).toEqual([
        'Cannot start: content/school.yaml: phone: expected a phone number such as "+91 11 4567 8900"',
      ]);
      // The refused import left nothing behind: the fixed file imports into the same data folder, once.
      broken.edit('school.yaml', 'phone: call the office', 'phone: +91 11 4567 8900');
      const fixed = await startSite({ CONTENT_DIR: broken.dir, DATA_DIR: dataDir });
      try {
        expect((await getPage(`${fixed.url}/about-us`)).status).toBe(200);
        await getPage(`${fixed.url}/mandatory-public-disclosure`);
        expect(
          screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/documents/')),
        ).toHaveLength(14);
        expect(readdirSync(join(dataDir, 'uploads', 'documents', 'school-1'))).toHaveLength(15);
      } finally {
        await fixed.stop();
      }
    } finally {
      broken.cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

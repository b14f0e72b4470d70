import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { copyContent } from '../utils/content-dir';
import { getPage, startSite, type Site } from '../utils/production-server';

// The school's content files, edited while the production server runs: each change shows on the next request.
let site: Site;
let content: ReturnType<typeof copyContent>;

beforeAll(async () => {
  content = copyContent();
  site = await startSite({ CONTENT_DIR: content.dir });
});
afterAll(async () => {
  await site.stop();
  content.cleanUp();
});

const brandName = () => within(screen.getByRole('banner')).getByRole('link', { name: /Public School/ }).textContent;
const jsonLd = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
const contentLogLines = () => site.logs().split('\n').filter((line) => line.startsWith('[content]'));

describe('school.yaml', () => {
  afterEach(() => content.save('school.yaml', originalSchool));
  let originalSchool: string;
  beforeAll(() => {
    originalSchool = content.read('school.yaml');
  });

  it('shows a new name in the header, the title and the JSON-LD on the next request', async () => {
    await getPage(`${site.url}/home`);
    expect(brandName()).toContain('Greenwood Public School');
    content.edit('school.yaml', 'name: Greenwood Public School', 'name: Oakridge Public School');
    await getPage(`${site.url}/home`);
    expect(brandName()).toContain('Oakridge Public School');
    expect(document.title).toMatch(/^Oakridge Public School \| /);
    expect(jsonLd()).toMatchObject({ '@type': 'School', name: 'Oakridge Public School' });
    await getPage(`${site.url}/about-us`);
    expect(document.title).toBe('About Us | Oakridge Public School');
  });

  it('shows a new phone number in the footer and the disclosure', async () => {
    content.edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: +91 11 2222 3333');
    await getPage(`${site.url}/home`);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: '+91 11 2222 3333' })).toHaveAttribute('href', 'tel:+911122223333');
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(screen.getByRole('row', { name: /Contact details/ })).toHaveTextContent('+91 11 2222 3333');
  });

  it('keeps serving the last valid content after a broken edit, and logs one line for it', async () => {
    const before = contentLogLines().length;
    content.edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: [not, a, number');
    for (const path of ['/home', '/about-us', '/mandatory-public-disclosure', '/home']) {
      const page = await getPage(`${site.url}${path}`);
      expect(page.status).toBe(200);
      expect(brandName()).toContain('Greenwood Public School');
    }
    const lines = contentLogLines().slice(before);
    expect(lines).toEqual([expect.stringMatching(/^\[content\] .*school\.yaml: .*line \d+.*\(serving its last valid version\)$/)]);
  });
});

describe('pages/{url}.md', () => {
  it('renders the school’s page for a menu route: title, description, canonical link, Markdown and JSON-LD', async () => {
    const page = await getPage(`${site.url}/admissions`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admissions');
    expect(document.title).toBe('Admissions | Greenwood Public School');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^How to apply/));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/admissions$/));
    expect(jsonLd()).toMatchObject({ '@type': 'School', name: 'Greenwood Public School' });
    const ages = screen.getByRole('region', { name: /^Table: Class Age on 31 March/ });
    expect(within(ages).getAllByRole('row').length).toBeGreaterThan(3);
  });

  it('switches a route between the home page and its page as the file is added and removed', async () => {
    await getPage(`${site.url}/gallery`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning that grows with every child');
    content.save('pages/gallery.md', '---\ntitle: Gallery\ndescription: Photos of school life.\n---\nPhotos of the **annual day**.\n');
    await getPage(`${site.url}/gallery`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
    expect(screen.getByText('annual day').tagName).toBe('STRONG');
    expect(document.title).toBe('Gallery | Greenwood Public School');
    content.remove('pages/gallery.md');
    await getPage(`${site.url}/gallery`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning that grows with every child');
  });

  it('leaves the CMS to decide which routes exist: a page file without an active entry is a 404', async () => {
    content.save('pages/alumni.md', '---\ntitle: Alumni\n---\nOur alumni.\n');
    try {
      expect((await getPage(`${site.url}/alumni`)).status).toBe(404);
    } finally {
      content.remove('pages/alumni.md');
    }
  });

  it('never renders a page’s raw HTML or script as markup', async () => {
    content.save('pages/gallery.md', '---\ntitle: Gallery\n---\n<script>alert(1)</script>\n\n[Form](javascript:alert(1)) <img src=x onerror=alert(1)>\n');
    try {
      const page = await getPage(`${site.url}/gallery`);
      expect(page.html).not.toMatch(/<script>alert|<img src="?x|href="javascript:/i);
      expect(screen.getByRole('main')).toHaveTextContent('<script>alert(1)</script>');
    } finally {
      content.remove('pages/gallery.md');
    }
  });
});

describe('the Mandatory Public Disclosure', () => {
  it('has CBSE’s five sections in order, each with its table', async () => {
    const page = await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mandatory Public Disclosure');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
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
      for (const header of table.querySelectorAll('th')) expect(header).toHaveAttribute('scope', expect.stringMatching(/^(col|row)$/));
    }
    const classX = screen.getByRole('table', { name: 'Result of class X' });
    expect(within(classX).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'S.No.',
      'Year',
      'No. of registered students',
      'No. of students passed',
      'Pass percentage',
      'Remarks',
    ]);
    expect(within(classX).getByRole('row', { name: /2026/ })).toHaveTextContent('99.32%');
    expect(screen.getByText(/self-attested by the chairman\/manager\/secretary and the principal/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total no. of teachers/ })).toHaveTextContent('95 (PGT: 24, TGT: 38, PRT: 33)');
  });

  it('links every document by its name, with its type and size, and every local one answers as a PDF', async () => {
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/documents/'));
    expect(links).toHaveLength(13);
    for (const link of links) {
      expect(link.closest('tr')).toHaveTextContent(/PDF, \d+ kB/);
      const response = await fetch(`${site.url}${link.getAttribute('href')}`);
      expect([link.textContent, response.status, response.headers.get('content-type')]).toEqual([link.textContent, 200, 'application/pdf']);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('is linked from every page by its name, in the header and the footer', async () => {
    for (const path of ['/home', '/admissions', '/academics', '/no-such-page']) {
      await getPage(`${site.url}${path}`);
      for (const landmark of [screen.getByRole('banner'), screen.getByRole('contentinfo')]) {
        const link = within(landmark).getByRole('link', { name: 'Mandatory Public Disclosure' });
        expect(link).toHaveAttribute('href', '/mandatory-public-disclosure');
      }
    }
  });

  it('serves a document added while the site runs, as soon as the disclosure links it', async () => {
    const name = `fire-safety-${process.pid}-${Date.now()}.pdf`;
    const path = join(__dirname, '..', '..', 'public', 'documents', name);
    const original = content.read('mandatory-disclosure.yaml');
    copyFileSync(join(__dirname, '..', '..', 'public', 'documents', 'fire-safety-certificate.pdf'), path);
    try {
      content.edit('mandatory-disclosure.yaml', '  fireSafety: /documents/fire-safety-certificate.pdf', `  fireSafety: /documents/${name}`);
      await getPage(`${site.url}/mandatory-public-disclosure`);
      const href = screen.getByRole('link', { name: 'Fire safety certificate issued by the competent authority' }).getAttribute('href');
      expect(href).toBe(`/documents/${name}`);
      const response = await fetch(`${site.url}${href}`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    } finally {
      rmSync(path, { force: true });
      content.save('mandatory-disclosure.yaml', original);
    }
    expect((await fetch(`${site.url}/documents/${name}`)).status).toBe(404);
    expect((await fetch(`${site.url}/documents/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/mandatory-public-disclosure<\/loc>/);
  });

  it('renders while the CMS is down, whatever its menu says', async () => {
    const down = await startSite({ CONTENT_DIR: content.dir, CMS_API_URL: 'http://127.0.0.1:9/api', CMS_STALE_IF_ERROR_SECONDS: '0' });
    try {
      const page = await getPage(`${down.url}/mandatory-public-disclosure`);
      expect(page.status).toBe(200);
      expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    } finally {
      await down.stop();
    }
  });
});

describe('starting on a broken content file', () => {
  it('refuses to start, with one line naming the file, the field and the problem', async () => {
    const broken = copyContent();
    try {
      broken.edit('mandatory-disclosure.yaml', '  fireSafety: /documents/fire-safety-certificate.pdf', '  fireSafety: /documents/fire-2027.pdf');
      await expect(startSite({ CONTENT_DIR: broken.dir })).rejects.toThrow(
        /Cannot start: .*mandatory-disclosure\.yaml: documents\.fireSafety: public\/documents\/fire-2027\.pdf does not exist/,
      );
    } finally {
      broken.cleanUp();
    }
  });
});

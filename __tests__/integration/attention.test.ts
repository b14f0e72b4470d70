import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { needsAttention } from '@/features/attention/rules';
import { addDays, formatDate, istDay, storedInstantOfDay } from '@/lib/dates';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { copyContent } from '../utils/content-dir';
import { getPage, startSite, type Site } from '../utils/production-server';

// Certificates that expire, on the public disclosure and on the admin's dashboard, with the real clock:
// what is listed depends on the days this test saves (yesterday, today) through the REST API.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const today = () => istDay(new Date());
const FIRE = 'Fire safety certificate issued by the competent authority';

async function setValidUntil(row: string, day: string | null) {
  const saved = await editor.saveSchoolDoc('disclosure', {
    documents: { [row]: { validUntil: day && storedInstantOfDay(day) } },
  });
  expect(saved.status).toBe(200);
}

async function openDashboard() {
  // As a browser navigates: Payload takes the cookie without an Origin only from a same-site or typed-in request.
  const page = await getPage(`${site.url}/admin`, { headers: { cookie: editor.cookie, 'Sec-Fetch-Site': 'none' } });
  expect(page.status).toBe(200);
  return screen.getByRole('region', { name: 'Needs attention' });
}

describe('a certificate past its last valid day', () => {
  afterAll(() => setValidUntil('fireSafety', '2027-03-31'));

  it('is still shown and linked on the disclosure, marked "expired on" that day', async () => {
    const yesterday = addDays(today(), -1);
    await setValidUntil('fireSafety', yesterday);
    await getPage(`${site.url}/mandatory-public-disclosure`);
    const link = screen.getByRole('link', { name: FIRE });
    expect(link).toHaveAttribute('href', '/documents/fire-safety-certificate.pdf');
    const header = link.closest('th');
    expect(header).toHaveTextContent(`${FIRE} — expired on ${formatDate(yesterday)}`);
    expect(header?.querySelector('time')).toHaveAttribute('datetime', yesterday);
  });

  it('is valid on its last day, on the next request after the change', async () => {
    await setValidUntil('fireSafety', today());
    await getPage(`${site.url}/mandatory-public-disclosure`);
    expect(screen.getByRole('link', { name: FIRE }).closest('th')).toHaveTextContent(
      `${FIRE} — valid until ${formatDate(today())}`,
    );
    expect(screen.queryByText(/expired on/)).not.toBeInTheDocument();
  });
});

describe('the admin dashboard', () => {
  afterAll(() => setValidUntil('fireSafety', '2027-03-31'));

  it('opens with what needs attention: the expired certificate, the demo’s water certificate and the missing annual report, each linked to its fix', async () => {
    const yesterday = addDays(today(), -1);
    await setValidUntil('fireSafety', yesterday);
    const { body: reports } = await editor.get('/annual-reports?limit=100&depth=0');
    for (const report of reports.docs as { id: number }[])
      expect((await editor.request(`/annual-reports/${report.id}`, { method: 'DELETE' })).status).toBe(200);

    const panel = await openDashboard();
    const item = (text: string) =>
      within(panel)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(text));
    const fire = item(`Fire safety certificate — expired on ${formatDate(yesterday)}`);
    expect(fire).toBeDefined();
    expect(within(fire as HTMLElement).getByRole('link', { name: 'Upload the renewed certificate' })).toHaveAttribute(
      'href',
      '/admin/collections/disclosure',
    );
    // Imported from mandatory-disclosure.yaml: due on it until then, expired on it after.
    expect(item('Water, health and sanitation')).toHaveTextContent(/(due|expired) on 15 Jan 2027/);

    // The annual report is missed only after 15 September: the rules say whether it is at today's date.
    const expected = needsAttention(
      { certificates: [], annualReportYears: [], bookListYears: [], disclosureUpdatedAt: null },
      new Date(),
    ).find((entry) => entry.key === 'annual-report');
    const report = within(panel).queryByRole('link', { name: 'Add the annual report' });
    if (expected) {
      expect(report).toHaveAttribute('href', '/admin/collections/annual-reports/create');
      expect(report?.closest('li')).toHaveTextContent(
        `${expected.subject} — not added; it was due on ${formatDate(expected.day)}`,
      );
    } else {
      expect(report).toBeNull();
    }
  });

  it('drops the certificate from the list once it is renewed', async () => {
    await setValidUntil('fireSafety', addDays(today(), 365));
    const panel = await openDashboard();
    expect(panel).not.toHaveTextContent('Fire safety certificate');
  });

  it('shows no list to a visitor who is not signed in', async () => {
    const page = await getPage(`${site.url}/admin`);
    expect(page.html).not.toContain('Needs attention');
  });
});

describe('a PDF the site shows that search cannot read', () => {
  /** A PDF with a page and no text, as a scanner's has none. */
  const scan = async (name: string) => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    return { name, type: 'application/pdf', bytes: new Uint8Array(await pdf.save()) };
  };
  const upload = async (name: string) => {
    const saved = await editor.upload('documents', await scan(name), { title: name });
    expect(saved.status).toBe(201);
    return (saved.body.doc as { id: number }).id;
  };

  it('is listed, linked to its document, until the office writes a summary; one nobody sees is not', async () => {
    const shown = await upload('scanned-circular.pdf');
    await upload('scan-not-shown.pdf');
    expect((await editor.publishNotice('Scanned circular', [shown])).status).toBe(201);

    const item = within(await openDashboard())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('PDF “scanned-circular.pdf”'));
    expect(item).toHaveTextContent(
      'has no text search could read (a scan, or a file too large or complex to read) and no summary; saved on',
    );
    expect(within(item as HTMLElement).getByRole('link', { name: 'Add a summary for search' })).toHaveAttribute(
      'href',
      `/admin/collections/documents/${shown}`,
    );
    expect(screen.getByRole('region', { name: 'Needs attention' })).not.toHaveTextContent('scan-not-shown.pdf');

    expect((await editor.patch(`/documents/${shown}`, { summary: 'Winter uniform from 1 December' })).status).toBe(200);
    expect(await openDashboard()).not.toHaveTextContent('scanned-circular.pdf');
  });
});

describe('mandatory-disclosure.yaml', () => {
  it('refuses to start on a day that does not exist, naming the file and the field', async () => {
    const broken = copyContent();
    const dataDir = mkdtempSync(join(tmpdir(), 'school-data-'));
    try {
      broken.edit(
        'mandatory-disclosure.yaml',
        'fireSafety: { path: /documents/fire-safety-certificate.pdf, validUntil: 2027-03-31 }',
        'fireSafety: { path: /documents/fire-safety-certificate.pdf, validUntil: 2027-02-30 }',
      );
      const refused = await startSite({ CMS_API_URL: '', CONTENT_DIR: broken.dir, DATA_DIR: dataDir }).then(
        async (started) => (await started.stop(), ''),
        (error: Error) => error.message,
      );
      expect(refused).toContain(
        'Cannot start: content/mandatory-disclosure.yaml: documents.fireSafety.validUntil: expected a day such as 2027-03-31',
      );
    } finally {
      broken.cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

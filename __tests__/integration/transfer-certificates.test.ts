import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { signFileToken } from '@/features/transfer-certificates/file-link';
import { formatDay } from '@/lib/dates';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { getFrom, postForm, type Reply } from '../utils/form-post';
import { lookUpTc } from '../utils/parent-forms';
import { getPage, startSite, type Site } from '../utils/production-server';

// CBSE's TC verification as a receiving school, a prober and the office meet it: the demo's SPECIMEN TCs
// (content/transfer-certificates.yaml), looked up with plain form POSTs as a browser without JavaScript
// sends them. Each test that fails lookups does so from its own loopback address (127.0.0.x), which the
// server sees as the client's (no proxy is trusted here), so the rate limit of one does not touch another.
let site: Site;
let editor: CmsSession;

const AARAV = { number: 'SPEC/2026/001', name: 'SPECIMEN Aarav Example', dateOfBirth: '2014-06-15' };

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

/** A lookup as a browser without JavaScript sends it, from `from`. */
const lookUp = (fields: { number: string; dateOfBirth: string }, from?: string, headers?: Record<string, string>) =>
  lookUpTc(site.url, fields, from, headers);

function show(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const node of parsed.querySelectorAll('script, style')) node.remove();
  document.body.innerHTML = parsed.body.innerHTML;
}

const errorOf = (response: { body: { errors?: { message: string }[] } }) => response.body.errors?.[0]?.message ?? '';

const secret = () => readFileSync(join(site.dataDir, '.payload-secret'), 'utf8').trim();

async function tcId(number: string): Promise<number> {
  return (await tcSubject(number)).id;
}

/** What a file link is signed for: the TC's id, its scan's id and its number. */
async function tcSubject(number: string): Promise<{ id: number; scan: number; number: string }> {
  const list = await editor.get(`/transfer-certificates?where[number][equals]=${encodeURIComponent(number)}&depth=0`);
  const tc = (list.body.docs as { id: number; file: number }[])[0];
  return { id: tc?.id ?? 0, scan: tc?.file ?? 0, number };
}

describe('what anyone without an account can read', () => {
  it('refuses anonymous API reads and lists of TCs, their scans and the lookup record', async () => {
    const id = await tcId(AARAV.number);
    expect(id).toBeGreaterThan(0);
    for (const path of [
      '/api/transfer-certificates',
      `/api/transfer-certificates?where[number][equals]=${encodeURIComponent(AARAV.number)}`,
      `/api/transfer-certificates/${id}`,
      '/api/transfer-certificates/count',
      '/api/transfer-certificate-scans',
      '/api/transfer-certificate-lookups',
      '/api/transfer-certificate-imports',
    ]) {
      const response = await fetch(`${site.url}${path}`);
      const text = await response.text();
      expect([path, response.status]).toEqual([path, 403]);
      expect(text).not.toContain('SPECIMEN');
    }
    const graphql = await fetch(`${site.url}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ TransferCertificates { docs { studentName } } }' }),
    });
    expect(graphql.status).toBeGreaterThanOrEqual(400);
    expect(await graphql.text()).not.toContain('SPECIMEN');
  });

  it('refuses the scan at Payload’s own file address, and it is not a public file either', async () => {
    const scans = await editor.get('/transfer-certificate-scans?limit=1&depth=0');
    const filename = (scans.body.docs as { filename: string }[])[0]?.filename ?? '';
    expect(filename).toMatch(/\.pdf$/);
    const asEditor = await fetch(`${site.url}/api/transfer-certificate-scans/file/${filename}`, {
      headers: { Authorization: `JWT ${editor.token}` },
    });
    expect(asEditor.status).toBe(200);
    for (const path of [
      `/api/transfer-certificate-scans/file/${filename}`,
      `/transfer-certificate-scans/${filename}`,
      `/documents/${filename}`,
      `/uploads/transfer-certificate-scans/${filename}`,
    ]) {
      const response = await fetch(`${site.url}${path}`);
      expect([path, response.status]).toEqual([path, expect.any(Number)]);
      expect([path, response.status === 200]).toEqual([path, false]);
      expect(response.headers.get('content-type') ?? '').not.toContain('application/pdf');
    }
  });

  it('lists no TC in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/home');
    expect(sitemap).not.toMatch(/transfer-certificate|SPEC/i);
  });
});

describe('the verification page', () => {
  it('explains what to enter and why, with labelled fields, and is never indexed or cached', async () => {
    const page = await getPage(`${site.url}/transfer-certificate`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify a transfer certificate');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Look up a TC', 'What to enter', 'Why there is no list of TCs', "CBSE's requirement"]);
    expect(screen.getByLabelText('TC number')).toHaveAttribute('name', 'number');
    expect(screen.getByLabelText("Student's date of birth")).toHaveAttribute('type', 'date');
    const form = screen.getByRole('form', { name: 'Look up a TC' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/transfer-certificate');
    expect(document.body).toHaveTextContent('26 November 2014');
    expect(document.body).toHaveTextContent('Digital Personal Data Protection Act, 2023');
    const response = await fetch(`${site.url}/transfer-certificate`);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(page.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('shows a TC that matches, and its signed link serves the PDF privately, never cached, named by number only', async () => {
    const reply = await lookUp({ number: ' spec/2026/001 ', dateOfBirth: AARAV.dateOfBirth });
    expect(reply.status).toBe(200);
    expect(reply.headers['x-robots-tag']).toContain('noindex');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    // The answer travels from the proxy to the page inside the server: no header carries it out.
    expect(JSON.stringify(reply.headers)).not.toContain('SPECIMEN');
    expect(JSON.stringify(reply.headers)).not.toMatch(/x-tc-lookup/i);
    show(reply.body);
    const result = screen.getByRole('region', { name: /This transfer certificate was issued by/ });
    expect(within(result).getByText(AARAV.number)).toBeInTheDocument();
    expect(within(result).getByText(AARAV.name)).toBeInTheDocument();
    expect(within(result).getByText('VI')).toBeInTheDocument();
    expect(within(result).getByText(formatDay('2026-04-10'))).toHaveAttribute('datetime', '2026-04-10');
    const link = within(result).getByRole('link', { name: 'Open the scanned TC (PDF)' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/transfer-certificate\/file\/\d+\.\d+\.[\w-]{22}\.[\w-]{43}$/);
    const pdf = await fetch(`${site.url}${href}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('x-robots-tag')).toContain('noindex');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="TC-SPEC-2026-001.pdf"');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('SPECIMEN');
  });

  it('refuses a link past its 15 minutes and one it did not sign alike: 410, one page, noindex and uncached', async () => {
    const subject = await tcSubject(AARAV.number);
    const fresh = await fetch(`${site.url}/transfer-certificate/file/${signFileToken(secret(), subject)}`);
    expect(fresh.status).toBe(200);
    const [id, expiry, binding, mac] = signFileToken(secret(), subject).split('.');
    for (const token of [
      signFileToken(secret(), subject, Date.now() - 16 * 60_000),
      signFileToken('not-the-secret-of-this-site-at-all-000', subject),
      `${subject.id + 1}.${expiry}.${binding}.${mac}`,
      `${id}.${Number(expiry) + 3600}.${binding}.${mac}`,
      'anything',
    ]) {
      const refused = await getFrom(`${site.url}/transfer-certificate/file/${token}`, '127.0.0.2');
      expect([token, refused.status]).toEqual([token, 410]);
      expect(refused.body).toContain('This link has expired or is not valid');
      expect(refused.headers['x-robots-tag']).toContain('noindex');
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.headers['content-type']).toContain('text/html');
    }
  });

  it('refuses an old link once its TC is deleted and another TC is given its id, rather than serve that child’s scan', async () => {
    const pdf = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'content', 'tc-scans', 'spec-2026-001.pdf')));
    const addTc = async (number: string, scanName: string) => {
      const scan = await editor.upload(
        'transfer-certificate-scans',
        { name: scanName, type: 'application/pdf', bytes: pdf },
        {},
      );
      expect(scan.status).toBe(201);
      const saved = await editor.post('/transfer-certificates', {
        number,
        studentName: `Test Pupil ${number}`,
        dateOfBirth: '2015-03-04',
        class: 'V',
        issueDate: '2026-05-01',
        file: (scan.body.doc as { id: number }).id,
      });
      expect(saved.status).toBe(201);
      return (saved.body.doc as { id: number }).id;
    };
    const first = await addTc('TC/REUSE/1', 'reuse-1.pdf');
    const reply = await lookUp({ number: 'TC/REUSE/1', dateOfBirth: '2015-03-04' }, '127.0.0.7');
    const href = /href="(\/transfer-certificate\/file\/[^"]+)"/.exec(reply.body)?.[1] ?? '';
    expect((await fetch(`${site.url}${href}`)).status).toBe(200);
    expect((await editor.request(`/transfer-certificates/${first}`, { method: 'DELETE' })).status).toBe(200);
    // SQLite gives the highest deleted id to the next row.
    expect(await addTc('TC/REUSE/2', 'reuse-2.pdf')).toBe(first);
    const old = await fetch(`${site.url}${href}`);
    expect(old.status).toBe(410);
    expect(old.headers.get('content-type')).toContain('text/html');
    expect(await old.text()).not.toContain('%PDF-');
    expect((await lookUp({ number: 'TC/REUSE/2', dateOfBirth: '2015-03-04' }, '127.0.0.7')).body).toContain(
      'Test Pupil TC/REUSE/2',
    );
  });

  it('answers a wrong date of birth and an unknown number alike: same status, same page apart from what was typed', async () => {
    const wrongDate = { number: AARAV.number, dateOfBirth: '2014-06-16' };
    const unknown = { number: 'SPEC/2026/999', dateOfBirth: AARAV.dateOfBirth };
    const [a, b] = [await lookUp(wrongDate, '127.0.0.3'), await lookUp(unknown, '127.0.0.3')];
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each page has its own script nonce; the echo of the form is the only other difference.
    const normalised = (reply: Reply, typed: { number: string; dateOfBirth: string }) =>
      reply.body
        .replace(/nonce="[^"]+"/g, 'nonce')
        .replace(/nonce\\":\\"[^\\]+\\"/g, 'nonce')
        .split(typed.number)
        .join('NUMBER')
        .split(typed.dateOfBirth)
        .join('DATE');
    expect(normalised(a, wrongDate)).toBe(normalised(b, unknown));
    show(a.body);
    expect(screen.getByRole('region', { name: 'No transfer certificate matches' })).toBeInTheDocument();
    expect(screen.getByLabelText('TC number')).toHaveValue(AARAV.number);
    expect(document.body).not.toHaveTextContent(AARAV.name);
    expect(a.headers['x-robots-tag']).toContain('noindex');
    expect(a.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 429 with Retry-After after 10 failures from one address, while another address still gets its TC', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await lookUp({ number: `SPEC/2026/9${attempt}`, dateOfBirth: '2010-01-01' }, '127.0.0.4');
      expect([attempt, reply.status]).toEqual([attempt, 200]);
    }
    const eleventh = await lookUp(AARAV, '127.0.0.4');
    expect(eleventh.status).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(eleventh.headers['x-robots-tag']).toContain('noindex');
    expect(eleventh.headers['cache-control']).toBe('private, no-store');
    show(eleventh.body);
    expect(screen.getByRole('region', { name: 'Too many attempts' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(AARAV.name);
    // A header does not make a blocked address another one: no proxy is trusted here.
    for (const header of ['X-Forwarded-For', 'X-School-Client-Address']) {
      expect([header, (await lookUp(AARAV, '127.0.0.4', { [header]: '198.51.100.1' })).status]).toEqual([header, 429]);
    }
    const other = await lookUp(AARAV, '127.0.0.5');
    expect(other.status).toBe(200);
    expect(other.body).toContain(AARAV.name);
  });

  it('shows an answer on the page in the language it was asked from, once', async () => {
    const posted = await postForm(
      `${site.url}/hi/forms/transfer-certificate`,
      { number: AARAV.number, dateOfBirth: AARAV.dateOfBirth },
      '127.0.0.9',
    );
    expect([posted.status, posted.headers.location]).toEqual([303, '/hi/transfer-certificate']);
    const cookie = [posted.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    const english = await getFrom(`${site.url}/transfer-certificate`, '127.0.0.9', { Cookie: cookie });
    expect(english.body).not.toContain(AARAV.name);
    const hindi = await getFrom(`${site.url}/hi/transfer-certificate`, '127.0.0.9', { Cookie: cookie });
    expect(hindi.body).toContain(AARAV.name);
    const again = await getFrom(`${site.url}/hi/transfer-certificate`, '127.0.0.9', { Cookie: cookie });
    expect(again.body).not.toContain(AARAV.name);
  });

  it('shows no answer the visitor did not get from a lookup: a forged answer header is ignored, and so is a multipart POST’s body', async () => {
    const forged = Buffer.from(
      JSON.stringify({ kind: 'no-match', echo: { number: 'FORGED', dateOfBirth: '' } }),
    ).toString('base64url');
    const page = await fetch(`${site.url}/transfer-certificate`, { headers: { 'x-tc-lookup-answer': forged } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('FORGED');
    const form = new FormData();
    form.append('number', AARAV.number);
    form.append('dateOfBirth', AARAV.dateOfBirth);
    const multipart = await fetch(`${site.url}/transfer-certificate`, {
      method: 'POST',
      body: form,
      headers: { 'x-tc-lookup-answer': forged },
    });
    expect(multipart.status).toBeLessThan(500);
    expect(await multipart.text()).not.toContain('FORGED');
  });

  it('logs every lookup with its address and outcome, and never a name, a number or a date typed', async () => {
    const logs = site.logs();
    expect(logs).toContain('TC lookup: match from 127.0.0.1');
    expect(logs).toContain('TC lookup: no match from 127.0.0.3');
    expect(logs).toContain('TC lookup: rate-limited from 127.0.0.4');
    for (const secretThing of [AARAV.name, 'Aarav', AARAV.dateOfBirth, '2014-06-16', '2010-01-01', 'SPEC/2026/9'])
      expect(logs).not.toContain(secretThing);
  });
});

describe('the office', () => {
  it('reads the TCs as an editor; the record of lookups is for admins, read-only', async () => {
    const list = await editor.get('/transfer-certificates?depth=0');
    expect(list.status).toBe(200);
    expect((list.body.docs as { studentName: string }[]).map((tc) => tc.studentName)).toEqual(
      expect.arrayContaining([AARAV.name, 'SPECIMEN Diya Sample', 'SPECIMEN Kabir Placeholder']),
    );
    expect((await editor.get('/transfer-certificate-lookups')).status).toBe(403);
    for (const path of [
      '/admin/collections/transfer-certificates',
      '/admin/collections/transfer-certificate-imports/create',
      '/admin/collections/transfer-certificate-scans',
    ]) {
      const screen = await fetch(`${site.url}${path}`, { headers: { Cookie: editor.cookie } });
      expect([path, screen.status]).toEqual([path, 200]);
    }
    await addUser(site.dataDir, 'admin@school.example', 'admin');
    const admin = await signIn(site.url, 'admin@school.example');
    const lookups = await admin.get('/transfer-certificate-lookups?limit=100');
    expect(lookups.status).toBe(200);
    const outcomes = (lookups.body.docs as { outcome: string; address: string }[]).map(
      (lookup) => `${lookup.outcome} ${lookup.address}`,
    );
    expect(outcomes).toEqual(
      expect.arrayContaining(['match 127.0.0.1', 'no match 127.0.0.3', 'rate-limited 127.0.0.4', 'match 127.0.0.5']),
    );
    expect(JSON.stringify(lookups.body)).not.toContain('SPEC');
    const id = (lookups.body.docs as { id: number }[])[0]?.id;
    expect((await admin.patch(`/transfer-certificate-lookups/${id}`, { address: 'x' })).status).toBe(403);
    expect((await admin.request(`/transfer-certificate-lookups/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (
        await admin.post('/transfer-certificate-lookups', {
          at: new Date().toISOString(),
          address: 'x',
          outcome: 'match',
        })
      ).status,
    ).toBe(403);
  });

  it('refuses to delete the scan of a TC, saying where it is used, rather than failing in the database', async () => {
    const { body } = await editor.get('/transfer-certificates?limit=1&depth=0');
    const [tc] = body.docs as { file: number }[];
    const refused = await editor.request(`/transfer-certificate-scans/${tc?.file}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('scan of a transfer certificate');
    expect((await editor.get(`/transfer-certificate-scans/${tc?.file}`)).status).toBe(200);
  });

  it('bulk-adds TCs from uploaded PDFs and a CSV, and refuses a bad CSV whole, naming the row and field', async () => {
    // Any PDF serves as a scan: the demo's specimen, under the names the CSV gives.
    const pdf = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'content', 'tc-scans', 'spec-2026-001.pdf')));
    for (const name of ['tc-2026-0201.pdf', 'tc-2026-0202.pdf']) {
      const uploaded = await editor.upload(
        'transfer-certificate-scans',
        { name, type: 'application/pdf', bytes: pdf },
        {},
      );
      expect([name, uploaded.status]).toEqual([name, 201]);
    }
    const csv = (rows: string[]) => ({
      name: 'tcs.csv',
      type: 'text/csv',
      bytes: new TextEncoder().encode(['number,studentName,dateOfBirth,class,issueDate,file', ...rows].join('\n')),
    });
    const bad = await editor.upload(
      'transfer-certificate-imports',
      csv([
        'TC/2026/0201,Test Pupil One,2013-02-03,VII,2026-07-01,tc-2026-0201.pdf',
        'TC/2026/0202,Test Pupil Two,2013-02-31,VIII,2026-07-01,tc-2026-0202.pdf',
      ]),
      {},
    );
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatch(/^Row 3: dateOfBirth must be a date/);
    const missingFile = await editor.upload(
      'transfer-certificate-imports',
      csv(['TC/2026/0201,Test Pupil One,2013-02-03,VII,2026-07-01,no-such.pdf']),
      {},
    );
    expect(missingFile.status).toBe(400);
    expect(errorOf(missingFile)).toMatch(/^Row 2: file "no-such.pdf" is not an uploaded TC scan/);
    const existing = await editor.upload(
      'transfer-certificate-imports',
      csv([`${AARAV.number.toLowerCase()},Test Pupil One,2013-02-03,VII,2026-07-01,tc-2026-0201.pdf`]),
      {},
    );
    expect(existing.status).toBe(400);
    expect(errorOf(existing)).toMatch(/^Row 2: number SPEC\/2026\/001 is already a transfer certificate/);
    expect((await editor.get('/transfer-certificates?where[number][equals]=TC/2026/0201')).body.totalDocs).toBe(0);

    const good = await editor.upload(
      'transfer-certificate-imports',
      csv([
        'TC/2026/0201,Test Pupil One,2013-02-03,VII,2026-07-01,tc-2026-0201.pdf',
        'tc/2026/0202,Test Pupil Two,2012-12-24,VIII,2026-07-02,tc-2026-0202.pdf',
      ]),
      {},
    );
    expect(good.status).toBe(201);
    expect((good.body.doc as { created: number }).created).toBe(2);
    const reply = await lookUp({ number: 'TC/2026/0202', dateOfBirth: '24/12/2012' }, '127.0.0.6');
    expect(reply.status).toBe(200);
    show(reply.body);
    expect(screen.getByRole('region', { name: /was issued by/ })).toHaveTextContent('Test Pupil Two');
  });
});

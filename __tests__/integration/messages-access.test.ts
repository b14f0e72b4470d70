import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { parse } from 'csv-parse/sync';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';

// Who reads parents' messages, on the running server: parents' numbers are not for everyone who edits
// notices. The messages are put in its database as a form would have stored them (the API takes none).
let site: Site;
let db: Client;
let admin: CmsSession;
let editor: CmsSession;
let granted: CmsSession;
let grantedId: number;

const HEADER = 'Reference,Form,Status,Sent at (IST)';

async function insertMessage(row: {
  reference: string;
  form: string;
  status: string;
  name: string;
  mobile?: string;
  createdAt: string;
}): Promise<void> {
  await db.execute({
    sql: `INSERT INTO messages (reference, form, status, name, mobile, message, consent_notice_id, consent_at, created_at, updated_at, school_id)
          VALUES (?, ?, ?, ?, ?, 'A message', 1, ?, ?, ?, (SELECT id FROM schools ORDER BY id LIMIT 1))`,
    args: [
      row.reference,
      row.form,
      row.status,
      row.name,
      row.mobile ?? null,
      row.createdAt,
      row.createdAt,
      row.createdAt,
    ],
  });
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
  await db.execute(
    "INSERT INTO privacy_notices (id, version, form, text) VALUES (1, '0123456789abcdef', 'enquiry', 'The notice')",
  );
  await insertMessage({
    reference: 'ENQ-AAAA-0001',
    form: 'enquiry',
    status: 'new',
    name: 'Asha Verma',
    mobile: '+919810045678',
    createdAt: daysAgo(1),
  });
  await insertMessage({
    reference: 'GRV-AAAA-0002',
    form: 'grievance',
    status: 'received',
    name: 'Ravi Iyer',
    createdAt: daysAgo(5),
  });
  await insertMessage({
    reference: 'MSG-AAAA-0003',
    form: 'contact',
    status: 'new',
    name: '=cmd|calc',
    createdAt: daysAgo(3),
  });
  await insertMessage({
    reference: 'GRV-AAAA-0004',
    form: 'grievance',
    status: 'resolved',
    name: 'Meena Rao',
    createdAt: daysAgo(2),
  });
  // Left new for 10 days (more than 3 working days, whatever the weekdays): the dashboard lists it.
  await insertMessage({
    reference: 'ENQ-AAAA-0005',
    form: 'enquiry',
    status: 'new',
    name: 'Kiran Das',
    createdAt: daysAgo(10),
  });

  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
  editor = await editorSession(site);
  granted = await editorSession(site, 'office@school.example');
  const { body } = await granted.get('/users/me');
  grantedId = (body.user as { id: number }).id;
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

/** Everything a reader of messages reads, each asked by `session` (or a visitor without one). */
async function answers(session?: CmsSession) {
  const ask = (path: string, init: RequestInit = {}) =>
    session
      ? session.request(path, init)
      : fetch(`${site.url}/api${path}`, init).then(async (response) => ({
          status: response.status,
          body: { text: await response.text() },
        }));
  return {
    list: (await ask('/messages')).status,
    one: (await ask('/messages/1')).status,
    csv: (await ask('/messages/export.csv')).status,
    create: (
      await ask('/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.url },
        body: JSON.stringify({ reference: 'ENQ-ZZZZ-ZZZZ', form: 'enquiry', status: 'new', name: 'Forged' }),
      })
    ).status,
    notices: (await ask('/privacy-notices')).status,
  };
}

const REFUSED = { list: 403, one: 403, csv: 403, create: 403, notices: 403 };

/** The admin's pages as a browser opens them with `session`'s cookie. */
const adminPage = (session: CmsSession, path = '') =>
  fetch(`${site.url}/admin${path}`, { headers: { cookie: session.cookie, 'Sec-Fetch-Site': 'none' } });

describe('messages from parents over the API', () => {
  it('are refused to a visitor: 403 on the list, one message, the CSV, a create and the privacy notices', async () => {
    expect(await answers()).toEqual(REFUSED);
    const csv = await fetch(`${site.url}/api/messages/export.csv`);
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain('Asha');
  });

  it('are refused to an editor without the grant, whose admin shows no inbox', async () => {
    expect(await answers(editor)).toEqual(REFUSED);
    const dashboard = await adminPage(editor);
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    // The dashboard's cards and the navigation list what the account may open.
    expect(html).toContain('card-notices');
    expect(html).toContain('/admin/collections/notices');
    for (const hidden of ['messages', 'privacy-notices', 'message-settings'])
      expect(html).not.toContain(`card-${hidden}`);
    expect(html).toContain('nav-notices');
    expect(html).not.toContain('nav-messages');
    expect(html).not.toContain('/admin/collections/messages?');
    expect(html).not.toContain('/admin/collections/privacy-notices');
    expect(html).not.toContain('/admin/collections/message-settings');
    expect(html).toContain('Needs attention');
    expect(html).not.toMatch(/admission enquir/);
    const inbox = await adminPage(editor, '/collections/messages');
    expect(await inbox.text()).not.toContain('ENQ-AAAA-0001');
    expect(inbox.status).toBe(404);
  });

  it('cannot be opened by an editor who ticks the grant on their own account', async () => {
    const { body } = await editor.get('/users/me');
    const self = (body.user as { id: number }).id;
    const patched = await editor.patch(`/users/${self}`, { readsMessages: true });
    expect(patched.status).toBe(200);
    expect((patched.body.doc as { readsMessages?: boolean }).readsMessages).toBe(false);
    expect((await editor.get('/messages')).status).toBe(403);
  });

  it('are read and exported by an editor once an admin grants it, who then sees the inbox', async () => {
    expect(await answers(granted)).toMatchObject({ list: 403 });
    const grant = await admin.patch(`/users/${grantedId}`, { readsMessages: true });
    expect(grant.status).toBe(200);
    expect((grant.body.doc as { readsMessages?: boolean }).readsMessages).toBe(true);

    expect(await answers(granted)).toEqual({ list: 200, one: 200, csv: 200, create: 403, notices: 200 });
    const list = await granted.get('/messages');
    expect(list.body.totalDocs).toBe(5);
    const dashboard = await (await adminPage(granted)).text();
    for (const shown of ['messages', 'privacy-notices', 'message-settings'])
      expect(dashboard).toContain(`card-${shown}`);
    expect(dashboard).toContain('nav-messages');
    const inbox = await adminPage(granted, '/collections/messages');
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain('Export as CSV');
  });

  it('are read and exported by an admin: every message, newest first, with the header, the file named and not kept', async () => {
    const csv = await admin.get('/messages/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const text = String(csv.body.text);
    expect(text.startsWith(HEADER)).toBe(true);
    const rows: string[][] = parse(text);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'ENQ-AAAA-0001',
      'GRV-AAAA-0004',
      'MSG-AAAA-0003',
      'GRV-AAAA-0002',
      'ENQ-AAAA-0005',
    ]);
    expect(rows[1]?.slice(1, 3)).toEqual(['Admission enquiry', 'New']);
    expect(rows[1]?.[5]).toBe("'+919810045678");
    // What a parent typed is never a formula in the office's spreadsheet.
    expect(rows[3]?.[4]).toBe("'=cmd|calc");
  });

  it('exports only what the list’s filter holds, in its order', async () => {
    const filtered = await admin.get('/messages/export.csv?where[form][equals]=grievance');
    expect(filtered.status).toBe(200);
    const rows: string[][] = parse(String(filtered.body.text));
    expect(rows[0]?.[0]).toBe('Reference');
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      ['GRV-AAAA-0004', 'Resolved'],
      ['GRV-AAAA-0002', 'Received'],
    ]);
    // As the admin's list writes its filter, search and sort into its address.
    const listed = await granted.get(
      '/messages/export.csv?where[or][0][and][0][status][equals]=new&search=asha&sort=createdAt&limit=1&page=3',
    );
    expect(
      parse(String(listed.body.text))
        .slice(1)
        .map((row: string[]) => row[0]),
    ).toEqual(['ENQ-AAAA-0001']);
    const oldestFirst = await admin.get('/messages/export.csv?sort=createdAt');
    expect(
      parse(String(oldestFirst.body.text))
        .slice(1)
        .map((row: string[]) => row[0]),
    ).toEqual(['ENQ-AAAA-0005', 'GRV-AAAA-0002', 'MSG-AAAA-0003', 'GRV-AAAA-0004', 'ENQ-AAAA-0001']);
  });

  it('are counted on the admin’s dashboard when left new too long, without a name, linked to the filtered list', async () => {
    const dashboard = await (await adminPage(admin)).text();
    expect(dashboard).toContain('1 admission enquiry');
    expect(dashboard).toContain('still new after 3 working days; the oldest came on');
    expect(dashboard).toContain('/admin/collections/messages?where');
    expect(dashboard).not.toContain('Kiran Das');
    expect(dashboard).not.toContain('ENQ-AAAA-0005');
  });
});

import type { Client } from '@libsql/client';
import { parse } from 'csv-parse/sync';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { insertEnquiry, messagesDb } from '../utils/messages-db';
import { startSite, type Site } from '../utils/production-server';

// Who handled a message, as a reader of messages sees it: a name at most, never another account's
// e-mail address, and only an account that itself reads messages can be put in charge of one.
let site: Site;
let db: Client;
let admin: CmsSession;
let reader: CmsSession;
const ids: Record<'admin' | 'unnamedAdmin' | 'reader' | 'editor', number> = {
  admin: 0,
  unnamedAdmin: 0,
  reader: 0,
  editor: 0,
};
const messages: number[] = [];

const idOf = async (session: CmsSession) => ((await session.get('/users/me')).body.user as { id: number }).id;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  db = await messagesDb(site.dataDir);
  for (const [reference, name] of [
    ['ENQ-HAND-0001', 'Asha Verma'],
    ['ENQ-HAND-0002', 'Ravi Iyer'],
    ['ENQ-HAND-0003', 'Meena Rao'],
  ] as const)
    messages.push(await insertEnquiry(db, reference, name));

  await addUser(site.dataDir, 'admin@school.example', 'admin');
  await addUser(site.dataDir, 'principal@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
  ids.admin = await idOf(admin);
  ids.unnamedAdmin = await idOf(await signIn(site.url, 'principal@school.example'));
  const editor = await editorSession(site);
  ids.editor = await idOf(editor);
  reader = await editorSession(site, 'office@school.example');
  ids.reader = await idOf(reader);
  expect((await admin.patch(`/users/${ids.reader}`, { readsMessages: true, name: 'Anita (office)' })).status).toBe(200);
  expect((await admin.patch(`/users/${ids.admin}`, { name: 'Suresh (admin)' })).status).toBe(200);
  expect((await admin.patch(`/users/${ids.editor}`, { name: 'Vikram (notices)' })).status).toBe(200);
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

const handledBy = async (id: number) =>
  (await db.execute({ sql: 'SELECT handled_by_id FROM messages WHERE id = ?', args: [id] })).rows[0]?.handled_by_id;

describe('who handles a message', () => {
  it('is refused with 400 when the account may not read messages, whoever sets it', async () => {
    const [first] = messages;
    for (const session of [reader, admin]) {
      const refused = await session.patch(`/messages/${first}`, { handledBy: ids.editor });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('handledBy');
      expect(await handledBy(first!)).toBeNull();
    }
    expect((await reader.patch(`/messages/${first}`, { handledBy: 999_999 })).status).toBe(400);
  });

  it('is any account that reads messages: an admin, or an editor an admin has allowed to', async () => {
    const [first, second, third] = messages;
    expect((await reader.patch(`/messages/${first}`, { handledBy: ids.reader })).status).toBe(200);
    expect((await reader.patch(`/messages/${second}`, { handledBy: ids.unnamedAdmin })).status).toBe(200);
    expect((await admin.patch(`/messages/${third}`, { handledBy: ids.admin })).status).toBe(200);
    expect([await handledBy(first!), await handledBy(second!), await handledBy(third!)]).toEqual([
      ids.reader,
      ids.unnamedAdmin,
      ids.admin,
    ]);
    // The message's page in the admin, with the field offering only such accounts, still opens.
    const page = await fetch(`${site.url}/admin/collections/messages/${first}`, {
      headers: { cookie: reader.cookie, 'Sec-Fetch-Site': 'none' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ENQ-HAND-0001');
  });

  it('already set stays when the message is saved again, though the account has since lost the grant', async () => {
    const [, , third] = messages;
    await db.execute({ sql: 'UPDATE messages SET handled_by_id = ? WHERE id = ?', args: [ids.editor, third!] });
    const saved = await reader.patch(`/messages/${third}`, { handledBy: ids.editor, status: 'contacted' });
    expect(saved.status).toBe(200);
    expect(await handledBy(third!)).toBe(ids.editor);
  });

  it('shows in a reader’s CSV by name, or as a numbered account, never by an e-mail address', async () => {
    const csv = await reader.get('/messages/export.csv?sort=createdAt');
    expect(csv.status).toBe(200);
    const text = String(csv.body.text);
    expect(text).not.toMatch(/@school\.example/);
    const rows: string[][] = parse(text);
    const column = rows[0]!.indexOf('Handled by');
    expect(rows.slice(1).map((row) => [row[0], row[column]])).toEqual([
      ['ENQ-HAND-0001', 'Anita (office)'],
      ['ENQ-HAND-0002', `Account ${ids.unnamedAdmin}`],
      ['ENQ-HAND-0003', 'Vikram (notices)'],
    ]);
  });

  it('is never another account’s e-mail address when a reader reads the message itself', async () => {
    for (const depth of [0, 1, 2]) {
      const read = await reader.get(`/messages/${messages[1]}?depth=${depth}`);
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain('principal@school.example');
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { insertEnquiry, messagesDb } from '../utils/messages-db';
import { startSite, type Site } from '../utils/production-server';

// Payload's locks (who is editing a document) follow the read access of what they lock: an account that
// may not read parents' messages neither makes, reads, changes nor sees a lock on one, over the API or
// through the admin's own form state.
let site: Site;
let db: Client;
let admin: CmsSession;
let editor: CmsSession;
let reader: CmsSession;
let editorId: number;
let readerId: number;
let noticeId: number;
const messages: number[] = [];

const LOCKS = '/payload-locked-documents';
const idOf = async (session: CmsSession) => ((await session.get('/users/me')).body.user as { id: number }).id;
const lockOn = (relationTo: string, value: number, user: number) => ({
  document: { relationTo, value },
  user: { relationTo: 'users', value: user },
});

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  db = await messagesDb(site.dataDir);
  for (const reference of ['ENQ-LOCK-0001', 'ENQ-LOCK-0002', 'ENQ-LOCK-0003'])
    messages.push(await insertEnquiry(db, reference, 'Asha Verma'));
  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
  editor = await editorSession(site);
  editorId = await idOf(editor);
  reader = await editorSession(site, 'office@school.example');
  readerId = await idOf(reader);
  expect((await admin.patch(`/users/${readerId}`, { readsMessages: true })).status).toBe(200);
  noticeId = ((await editor.get('/notices?limit=1')).body.docs as { id: number }[])[0]!.id;
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

const lockRows = async (message: number) =>
  Number(
    (
      await db.execute({
        sql: 'SELECT count(*) AS n FROM payload_locked_documents_rels WHERE messages_id = ?',
        args: [message],
      })
    ).rows[0]?.n,
  );

describe('a lock on a parent’s message', () => {
  it('is refused to an editor who may not read messages, who still locks a notice', async () => {
    expect((await editor.post(LOCKS, lockOn('messages', messages[0]!, editorId))).status).toBe(403);
    expect(await lockRows(messages[0]!)).toBe(0);
    const notice = await editor.post(LOCKS, lockOn('notices', noticeId, editorId));
    expect(notice.status).toBe(201);
    // Nor moved onto a message once made.
    const id = (notice.body.doc as { id: number }).id;
    expect((await editor.patch(`${LOCKS}/${id}`, lockOn('messages', messages[0]!, editorId))).status).toBe(403);
    expect(await lockRows(messages[0]!)).toBe(0);
  });

  it('is made by a reader of messages, and neither seen, changed nor removed by an editor who may not read them', async () => {
    const made = await reader.post(LOCKS, lockOn('messages', messages[1]!, readerId));
    expect(made.status).toBe(201);
    const id = (made.body.doc as { id: number }).id;
    expect((await admin.get(`${LOCKS}/${id}`)).status).toBe(200);

    const listed = await editor.get(`${LOCKS}?depth=0&limit=100`);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body.docs)).not.toContain('"messages"');
    const asked = await editor.get(`${LOCKS}?where[document.relationTo][equals]=messages`);
    expect(asked.body.totalDocs ?? 0).toBe(0);
    const refused = [
      await editor.get(`${LOCKS}/${id}`),
      await editor.patch(`${LOCKS}/${id}`, { user: { relationTo: 'users', value: editorId } }),
      await editor.request(`${LOCKS}/${id}`, { method: 'DELETE' }),
    ];
    for (const { status } of refused) expect([403, 404]).toContain(status);
    expect(JSON.stringify(refused.map(({ body }) => body))).not.toContain('office@');
    expect(await lockRows(messages[1]!)).toBe(1);
  });

  it('is not taken through the admin’s form state by an editor who may not read messages; a reader takes it', async () => {
    const formState = (session: CmsSession, message: number) =>
      serverFunction(session, 'form-state', {
        collectionSlug: 'messages',
        id: message,
        schemaPath: 'messages',
        operation: 'update',
        formState: {},
        docPreferences: { fields: {} },
        docPermissions: { fields: true },
        returnLockStatus: true,
        updateLastEdited: true,
        skipValidation: true,
      });
    expect((await formState(editor, messages[2]!)).status).toBe(200);
    expect(await lockRows(messages[2]!)).toBe(0);
    expect((await formState(reader, messages[2]!)).status).toBe(200);
    expect(await lockRows(messages[2]!)).toBe(1);
  });
});

/** Calls the admin's server function as its pages do: Next's server action of app/(payload)/layout.tsx. */
async function serverFunction(session: CmsSession, name: string, args: Record<string, unknown>) {
  const manifest = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { filename?: string }> };
  const action = Object.entries(manifest.node).find(([, entry]) => entry.filename === 'app/(payload)/layout.tsx')?.[0];
  if (!action) throw new Error('the admin layout’s server function is not in the build');
  const response = await fetch(`${site.url}/admin`, {
    method: 'POST',
    headers: {
      'Next-Action': action,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: site.url,
      'Sec-Fetch-Site': 'same-origin',
      cookie: session.cookie,
    },
    body: JSON.stringify([{ name, args }]),
  });
  return { status: response.status, text: await response.text() };
}

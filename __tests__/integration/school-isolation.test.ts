import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { runScript } from '../utils/backups';
import { addUser, signIn, TEST_PASSWORD, type CmsSession } from '../utils/cms-client';
import { GOOD, lookUpTc, sendForm } from '../utils/parent-forms';
import { startPostgres, type Postgres } from '../utils/postgres';
import { freePort, startSite, type Site } from '../utils/production-server';

// What one school has is never another's, on one server with SITE_URL set as in production: the first
// school (the starter import's) answers 127.0.0.1, and Riverside, added by the operator, 127.0.0.2 (a host
// this machine answers as it answers any school's domain). Each test crosses one boundary and fails with
// that boundary's school filter taken out: the visitor's reads, the offices' access, the cache key, the
// rate limits, the search index, the files, the inbox and its CSV, versions and locks. On SQLite, which
// serves one school, and on Postgres, the database for many.
const RIVERSIDE = '127.0.0.2';
const NOTICE_TITLE = 'Boat race on the river';
const FILE = 'riverside-boat-race.pdf';
const PDF = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'content', 'documents', 'state-noc.pdf')));

/** A database the server runs on: its settings, one statement run on it directly, and its end. */
type Database = {
  env: () => Promise<Record<string, string>>;
  execute: (sql: string, dataDir: string) => Promise<void>;
  stop: () => Promise<void>;
};

function sqlite(): Database {
  let client: ReturnType<typeof createClient> | undefined;
  return {
    env: async () => ({}),
    execute: async (sql, dataDir) => {
      if (!client) {
        client = createClient({ url: `file:${join(dataDir, 'school.db')}` });
        await client.execute('PRAGMA busy_timeout = 5000');
      }
      await client.execute(sql);
    },
    stop: async () => client?.close(),
  };
}

function postgres(): Database {
  let server: Postgres | undefined;
  let url = '';
  return {
    env: async () => {
      server = await startPostgres();
      url = await server.database('schools');
      return { DATABASE_URL: url, PAYLOAD_SECRET: 'isolation-tests-share-this-secret-of-forty-chars' };
    },
    execute: async (sql) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stop: async () => server?.stop(),
  };
}

describe.each([
  ['SQLite', sqlite],
  ['Postgres', postgres],
])('on %s', (_name, databaseOf) => {
  const database = databaseOf();
  let env: Record<string, string> = {};
  let site: Site;
  let riverside: Site;
  let group: CmsSession;
  let firstOffice: CmsSession;
  let riversideOffice: CmsSession;
  let firstId: number;
  let riversideId: number;
  let notice: { id: number; slug: string };

  const get = (origin: string, path: string) => fetch(`${origin}${path}`);
  const text = async (origin: string, path: string) => (await get(origin, path)).text();
  const ids = (docs: unknown) => (docs as { id: number }[]).map((doc) => doc.id);
  const schoolsOf = (docs: unknown) =>
    new Set(
      (docs as { school: number | { id: number } }[]).map(({ school }) =>
        typeof school === 'object' ? school.id : school,
      ),
    );

  beforeAll(async () => {
    const port = await freePort();
    const databaseEnv = await database.env();
    site = await startSite({ CMS_API_URL: '', SITE_URL: `http://127.0.0.1:${port}`, ...databaseEnv }, undefined, port);
    const { dataDir } = site;
    env = { ...databaseEnv, DATA_DIR: dataDir };
    riverside = { ...site, url: `http://${RIVERSIDE}:${port}` };
    const added = await runScript('schools.ts', ['add', RIVERSIDE, '--name', 'Riverside School'], env);
    expect(added.code).toBe(0);
    await addUser(dataDir, 'group@schools.example', 'group-admin', TEST_PASSWORD, env);
    group = await signIn(site.url, 'group@schools.example');
    const schools = (await group.get('/schools?sort=id&depth=0')).body.docs as { id: number; domain: string }[];
    firstId = schools[0]!.id;
    riversideId = schools.find((school) => school.domain === RIVERSIDE)!.id;
    // The first school's domain is the import's: SITE_URL's host, or localhost in a copied import.
    await addUser(dataDir, 'office@first.example', 'admin', TEST_PASSWORD, env, schools[0]!.domain);
    await addUser(dataDir, 'office@riverside.example', 'admin', TEST_PASSWORD, env, RIVERSIDE);
    firstOffice = await signIn(site.url, 'office@first.example');
    riversideOffice = await signIn(riverside.url, 'office@riverside.example');

    // Riverside's office publishes a notice with a file, from its own site.
    const file = await riversideOffice.upload(
      'documents',
      { name: FILE, type: 'application/pdf', bytes: PDF },
      { title: 'Boat race rules' },
    );
    expect(file.status).toBe(201);
    const published = await riversideOffice.publishNotice(NOTICE_TITLE, [(file.body.doc as { id: number }).id]);
    expect(published.status).toBe(201);
    notice = published.body.doc as { id: number; slug: string };
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await database.stop();
  });

  describe('a visitor at one school’s domain', () => {
    it('reads that school’s notices alone, in both languages and over the API', async () => {
      expect(await text(riverside.url, '/notices')).toContain(NOTICE_TITLE);
      expect(await text(site.url, '/notices')).not.toContain(NOTICE_TITLE);
      expect(await text(site.url, '/hi/notices')).not.toContain(NOTICE_TITLE);
      expect((await get(riverside.url, `/notices/${notice.slug}`)).status).toBe(200);
      expect((await get(site.url, `/notices/${notice.slug}`)).status).toBe(404);
      const api = `/api/notices?where[slug][equals]=${notice.slug}&depth=0`;
      expect(((await (await get(riverside.url, api)).json()) as { totalDocs: number }).totalDocs).toBe(1);
      expect(((await (await get(site.url, api)).json()) as { totalDocs: number }).totalDocs).toBe(0);
    });

    it('finds that school’s notice in its own search, not in the other’s', async () => {
      const query = `/search?q=${encodeURIComponent('boat race')}`;
      expect(await text(riverside.url, query)).toContain(NOTICE_TITLE);
      expect(await text(site.url, query)).not.toContain(NOTICE_TITLE);
    });

    it('gets the file only at the school that published it', async () => {
      expect((await get(riverside.url, `/documents/${FILE}`)).status).toBe(200);
      expect((await get(site.url, `/documents/${FILE}`)).status).toBe(404);
    });

    it('gets a sitemap, robots.txt, web-app manifest and OpenSearch naming that school and its domain', async () => {
      const sitemap = await text(riverside.url, '/sitemap.xml');
      expect(sitemap).toContain(`http://${RIVERSIDE}/notices/${notice.slug}`);
      expect(sitemap).not.toContain('127.0.0.1');
      expect(await text(site.url, '/sitemap.xml')).not.toContain(notice.slug);
      expect(await text(riverside.url, '/robots.txt')).toContain(`Sitemap: http://${RIVERSIDE}/sitemap.xml`);
      const manifest = (await (await get(riverside.url, '/manifest.webmanifest')).json()) as { name: string };
      expect(manifest.name).toContain('Riverside School');
      expect((await (await get(site.url, '/manifest.webmanifest')).json()) as { name: string }).not.toEqual(manifest);
      const openSearch = await text(riverside.url, '/opensearch.xml');
      expect(openSearch).toContain('Riverside School');
      expect(openSearch).toContain(`http://${RIVERSIDE}/search`);
    });

    it('gets its own school’s kept page when both schools stand at the same content version', async () => {
      // Equal versions, as two schools' counts may be: only the school in the key tells their pages apart.
      await database.execute('UPDATE school_versions SET counter = 1000000', site.dataDir);
      const first = await get(site.url, '/about-us');
      await first.text();
      const kept = await get(site.url, '/about-us');
      expect(await kept.text()).not.toContain('Riverside School');
      expect(kept.headers.get('server-timing')).toMatch(/hit/);
      expect(await text(riverside.url, '/about-us')).toContain('Riverside School');
    });

    it('has lookups counted at each school apart: spending one school’s does not lock the other', async () => {
      const wrong = { number: 'TC/2019/0000', dateOfBirth: '2010-01-01' };
      for (let attempt = 0; attempt < 10; attempt++) await lookUpTc(site.url, wrong, '127.0.0.9');
      expect((await lookUpTc(site.url, wrong, '127.0.0.9')).status).toBe(429);
      expect((await lookUpTc(riverside.url, wrong, '127.0.0.9')).status).toBe(200);
    });
  });

  describe('a parent’s message to one school', () => {
    let reference: string;
    let messageId: number;

    beforeAll(async () => {
      const sent = await sendForm(riverside, '/contact', 'contact', GOOD.contact, {
        headers: { Origin: riverside.url },
      });
      expect(sent.status).toBe(200);
      reference = sent.reference!;
      const found = await riversideOffice.get(`/messages?where[reference][equals]=${reference}&depth=0`);
      expect(found.body.totalDocs).toBe(1);
      messageId = ids(found.body.docs)[0]!;
    }, 60_000);

    it('is in that school’s inbox and the group admin’s, never in another school’s office', async () => {
      expect((await group.get(`/messages/${messageId}`)).status).toBe(200);
      const listed = await firstOffice.get(`/messages?where[reference][equals]=${reference}&depth=0`);
      expect(listed.body.totalDocs).toBe(0);
      expect([403, 404]).toContain((await firstOffice.get(`/messages/${messageId}`)).status);
      expect([403, 404]).toContain((await firstOffice.patch(`/messages/${messageId}`, { status: 'closed' })).status);
    });

    it('is left out of another school’s CSV export', async () => {
      const mine = await riversideOffice.request('/messages/export.csv');
      expect(mine.status).toBe(200);
      expect(String(mine.body.text)).toContain(reference);
      const theirs = await firstOffice.request('/messages/export.csv');
      expect(theirs.status).toBe(200);
      expect(String(theirs.body.text)).not.toContain(reference);
    });
  });

  describe('a school’s office', () => {
    it('neither reads, edits nor finds in its pickers another school’s documents or their versions', async () => {
      expect([403, 404]).toContain((await firstOffice.get(`/notices/${notice.id}`)).status);
      expect([403, 404]).toContain((await firstOffice.patch(`/notices/${notice.id}`, { title: 'Taken' })).status);
      expect((await group.get(`/notices/${notice.id}`)).body.title).toBe(NOTICE_TITLE);
      const versions = await firstOffice.get(`/notices/versions?where[parent][equals]=${notice.id}`);
      expect(versions.body.totalDocs ?? 0).toBe(0);
      // What the admin's relationship and rich-text link pickers list: the office's own school's documents.
      for (const collection of ['pages', 'notices', 'documents']) {
        const listed = await firstOffice.get(`/${collection}?limit=500&depth=0`);
        expect([collection, [...schoolsOf(listed.body.docs)]]).toEqual([collection, [firstId]]);
      }
      expect(ids((await firstOffice.get('/schools?depth=0')).body.docs)).toEqual([firstId]);
    });

    it('cannot make a document in another school, or an account there', async () => {
      const made = await firstOffice.post('/notices', {
        title: 'Planted notice',
        category: 'notice',
        date: new Date().toISOString(),
        school: riversideId,
        _status: 'published',
      });
      expect(made.status).toBeGreaterThanOrEqual(400);
      const planted = await group.get(`/notices?where[title][equals]=Planted notice&depth=0`);
      expect(planted.body.totalDocs).toBe(0);
      const account = await firstOffice.post('/users', {
        email: 'planted@riverside.example',
        password: TEST_PASSWORD,
        role: 'editor',
        schools: [{ school: riversideId }],
      });
      expect(account.status).toBeGreaterThanOrEqual(400);
    });
  });

  describe('a school’s files', () => {
    const folderOf = (school: number) => join(site.dataDir, 'uploads', 'documents', `school-${school}`);

    it('are in its own folder, wherever an upload or an edit asks to put them', async () => {
      expect(existsSync(join(folderOf(riversideId), FILE))).toBe(true);
      expect(existsSync(join(folderOf(firstId), FILE))).toBe(false);
      // An office naming the other school's folder (the prefix is a field any editor could send).
      const aimed = await riversideOffice.upload(
        'documents',
        { name: 'riverside-aimed.pdf', type: 'application/pdf', bytes: PDF },
        { title: 'Aimed elsewhere', prefix: `documents/school-${firstId}` },
      );
      expect(aimed.status).toBe(201);
      const doc = aimed.body.doc as { id: number; filename: string; prefix: string };
      expect(doc.prefix).toBe(`documents/school-${riversideId}`);
      expect(readdirSync(folderOf(riversideId))).toContain(doc.filename);
      expect(existsSync(folderOf(firstId)) ? readdirSync(folderOf(firstId)) : []).not.toContain(doc.filename);
      const moved = await riversideOffice.patch(`/documents/${doc.id}`, { prefix: `documents/school-${firstId}` });
      expect(moved.status).toBe(200);
      expect((await riversideOffice.get(`/documents/${doc.id}`)).body.prefix).toBe(`documents/school-${riversideId}`);
      // A published file is served from its folder, whole and in ranges, at its own school alone.
      const whole = await get(riverside.url, `/api/documents/file/${FILE}`);
      expect(whole.status).toBe(200);
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(PDF);
      const part = await fetch(`${riverside.url}/api/documents/file/${FILE}`, { headers: { Range: 'bytes=0-4' } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('%PDF-');
      expect((await get(site.url, `/api/documents/file/${FILE}`)).status).toBe(403);
    });
  });

  describe('no one', () => {
    it('moves a document to another school, not even the group admin', async () => {
      // A notice that shows nothing of its school's (a file, a page) and whose address the other school has
      // free: only the rule that a document stays in its school stands in the way.
      const made = await group.post('/notices', {
        title: 'Regatta postponed',
        category: 'notice',
        date: new Date().toISOString(),
        school: riversideId,
        _status: 'published',
      });
      expect(made.status).toBe(201);
      const { id } = made.body.doc as { id: number };
      const moved = await group.patch(`/notices/${id}`, { school: firstId });
      expect(moved.status).toBe(400);
      expect(JSON.stringify(moved.body)).toContain('A document stays in its school');
      const after = (await group.get(`/notices/${id}?depth=0`)).body as { school: number };
      expect(after.school).toBe(riversideId);
    });
  });

  // Last: the lock it takes would hold the notice against the other tests' saves (423).
  describe('another school’s office', () => {
    it('neither sees nor takes a lock on a school’s document', async () => {
      const me = async (session: CmsSession) => ((await session.get('/users/me')).body.user as { id: number }).id;
      const lock = (user: number) => ({
        document: { relationTo: 'notices', value: notice.id },
        user: { relationTo: 'users', value: user },
      });
      expect((await riversideOffice.post('/payload-locked-documents', lock(await me(riversideOffice)))).status).toBe(
        201,
      );
      const seen = await firstOffice.get('/payload-locked-documents?depth=0');
      expect(JSON.stringify(seen.body.docs ?? [])).not.toContain(`"value":${notice.id}`);
      expect((await firstOffice.post('/payload-locked-documents', lock(await me(firstOffice)))).status).toBe(403);
    });
  });
});

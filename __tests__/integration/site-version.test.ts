import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import pg from 'pg';
import * as tar from 'tar';
import { refreshVersionRow, SCHOOL_VERSION_SQL, VERSION_SQL, versionOf, type VersionSql } from '@/cms/site-version';
import { runScript } from '../utils/backups';
import { editorSession, login, type CmsSession } from '../utils/cms-client';
import { startPostgres, type Postgres } from '../utils/postgres';
import { startSite, type Site } from '../utils/production-server';

// The content's version (cms/site-version.ts): what every page render checks, and what a page cache
// keys its pages on. It moves on every change a visitor could see and on nothing else; a restart keeps
// it, and a restore never gives back a version read before. With Postgres, through the running servers:
// replicas-postgres.test.ts.

type Version = { epoch: string; counter: number };
const parse = (version: string): Version => {
  const [epoch = '', counter = ''] = version.split('.');
  return { epoch, counter: Number(counter) };
};

let postgres: Postgres;
const sites: Site[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(sites.map((site) => site.stop()));
  await postgres?.stop();
});

async function start(env: Record<string, string>): Promise<Site> {
  const site = await startSite(env);
  sites.push(site);
  return site;
}

/** The first school's version (the starter import's school: every edit below is its). */
function sqliteVersion(dataDir: string): () => Promise<Version> {
  const client = createClient({ url: `file:${join(dataDir, 'school.db')}` });
  clients.push(client);
  return async () => {
    const [epoch = '', counter = '', school = ''] = versionOf(
      (await client.execute({ sql: SCHOOL_VERSION_SQL, args: [1] })).rows[0],
    ).split('.');
    // The deployment's count and the school's, as one number that moves when either does.
    return { epoch, counter: Number(counter) * 1_000_000 + Number(school) };
  };
}

const notice = (title: string) => ({ title, category: 'notice', date: new Date().toISOString(), _status: 'published' });

/** Each edit, and whether the version moved on it (with the same epoch: counted, not reset). */
async function movedOn(
  version: () => Promise<Version>,
  edits: [string, () => Promise<number>, number][],
): Promise<[string, boolean][]> {
  const seen: [string, boolean][] = [];
  for (const [name, edit, status] of edits) {
    const before = await version();
    expect([name, await edit()]).toEqual([name, status]);
    const after = await version();
    expect(after.epoch).toBe(before.epoch);
    seen.push([name, after.counter !== before.counter]);
  }
  return seen;
}

describe('on SQLite, through the running server', () => {
  let site: Site;
  let editor: CmsSession;
  let version: () => Promise<Version>;

  beforeAll(async () => {
    site = await start({ CMS_API_URL: '' });
    editor = await editorSession(site);
    version = sqliteVersion(site.dataDir);
  });

  it("moves when a notice is created, updated or deleted and when the school's details are saved; not on a draft, nor on a sign-in", async () => {
    let id = 0;
    const seen = await movedOn(version, [
      [
        'create',
        async () => {
          const created = await editor.post('/notices', notice('Version moves'));
          id = (created.body.doc as { id: number }).id;
          return created.status;
        },
        201,
      ],
      ['update', async () => (await editor.patch(`/notices/${id}`, { title: 'Version moves again' })).status, 200],
      [
        'draft of the published notice',
        async () => (await editor.patch(`/notices/${id}?draft=true`, { title: 'Not yet', _status: 'draft' })).status,
        200,
      ],
      ['publish the draft', async () => (await editor.patch(`/notices/${id}`, { _status: 'published' })).status, 200],
      ['sign-in', async () => (await login(site.url, 'editor@school.example')).status, 200],
      ['delete', async () => (await editor.request(`/notices/${id}`, { method: 'DELETE' })).status, 200],
      ['school details', async () => (await editor.saveSchoolDoc('school', { tagline: 'A new tagline' })).status, 200],
    ]);
    expect(seen).toEqual([
      ['create', true],
      ['update', true],
      ['draft of the published notice', false],
      ['publish the draft', true],
      ['sign-in', false],
      ['delete', true],
      ['school details', true],
    ]);
  });

  it('stays the same, epoch and all, when the server restarts with nothing to migrate', async () => {
    const before = await version();
    await site.stop();
    site = await start({ CMS_API_URL: '', DATA_DIR: site.dataDir });
    expect(site.logs()).not.toMatch(/Migrating:/);
    expect(await version()).toEqual(before);
  });

  it('gets a new epoch from a restore, of a backup or of a format-1 archive (the SQLite file) that holds its own version', async () => {
    const source = await version();
    const archives = await mkdtemp(join(tmpdir(), 'school-backups-'));
    const backup = join(archives, 'site.tar.gz');
    expect((await runScript('backup.ts', [backup], { DATA_DIR: site.dataDir })).code).toBe(0);
    const listed: string[] = [];
    await tar.list({ file: backup, onReadEntry: (entry) => listed.push(entry.path) });
    expect(listed).toContain('tables/notices.json');
    expect(listed).not.toContain('tables/site_version.json');

    // Format 1: the database file itself, version row and all, as an operator's copy of school.db would be.
    const fileArchive = join(archives, 'file.tar.gz');
    const work = await mkdtemp(join(tmpdir(), 'school-format-1-'));
    mkdirSync(join(work, 'uploads'));
    const db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
    await db.execute(`VACUUM INTO '${join(work, 'school.db')}'`);
    db.close();
    const manifest = { format: 'school-site-backup/1', database: 'sqlite', takenAt: new Date().toISOString() };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest));
    await tar.create({ gzip: true, file: fileArchive, cwd: work }, ['manifest.json', 'school.db', 'uploads']);

    for (const archive of [backup, fileArchive]) {
      const dataDir = await mkdtemp(join(tmpdir(), 'school-restored-'));
      expect((await runScript('restore.ts', [archive], { DATA_DIR: dataDir })).code).toBe(0);
      const restored = await sqliteVersion(dataDir)();
      expect([archive, restored.epoch]).not.toEqual([archive, source.epoch]);
    }
  });
});

describe.each(['sqlite', 'postgres'] as const)('the triggers on %s', (kind) => {
  let run: VersionSql['run'];
  let done: () => Promise<void>;
  const version = async () => parse(versionOf((await run(VERSION_SQL))[0]));
  const refresh = async () => {
    await run('BEGIN');
    await refreshVersionRow({ kind, run });
    await run('COMMIT');
  };
  /** How far the version's counter moved on `statement` (the epoch must stay). */
  const counted = async (statement: string) => {
    const before = await version();
    await run(statement);
    const after = await version();
    expect(after.epoch).toBe(before.epoch);
    return after.counter - before.counter;
  };

  beforeAll(async () => {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: await postgres.database('triggers') });
      await client.connect();
      run = async (statement) => (await client.query(statement)).rows as Record<string, unknown>[];
      done = () => client.end();
    } else {
      const client = createClient({ url: `file:${join(await mkdtemp(join(tmpdir(), 'school-triggers-')), 'x.db')}` });
      run = async (statement) => {
        const result = await client.execute(statement);
        return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
      };
      done = async () => client.close();
    }
    for (const table of ['notices', '_notices_v', 'users', 'users_sessions', 'transfer_certificate_lookups'])
      await run(`CREATE TABLE ${table} (id integer PRIMARY KEY, title text)`);
    await refresh();
  });
  afterAll(() => done());

  it('count every insert, update and delete of a table pages show, and nothing else', async () => {
    expect(await counted("INSERT INTO notices (id, title) VALUES (1, 'a'), (2, 'b')")).toBe(
      kind === 'postgres' ? 1 : 2,
    );
    expect(await counted("UPDATE notices SET title = 'c' WHERE id = 1")).toBe(1);
    expect(await counted('DELETE FROM notices WHERE id = 2')).toBe(1);
    for (const table of ['_notices_v', 'users', 'users_sessions', 'transfer_certificate_lookups'])
      expect([table, await counted(`INSERT INTO ${table} (id, title) VALUES (1, 'a')`)]).toEqual([table, 0]);
  });

  it("count a school's rows, and the parts of its documents, for that school alone", async () => {
    await run('CREATE TABLE schools (id integer PRIMARY KEY, domain text)');
    await run('CREATE TABLE pages (id integer PRIMARY KEY, title text, school_id integer REFERENCES schools(id))');
    await run(
      'CREATE TABLE pages_locales (id integer PRIMARY KEY, title text, _parent_id integer NOT NULL REFERENCES pages(id))',
    );
    await run("INSERT INTO schools (id, domain) VALUES (1, 'first.example'), (2, 'second.example')");
    await refresh();
    const schoolVersion = async (school: number) =>
      versionOf((await run(SCHOOL_VERSION_SQL.replace('?', String(school))))[0]);
    const moved = async (statement: string) => {
      const before = { deployment: await version(), first: await schoolVersion(1), second: await schoolVersion(2) };
      await run(statement);
      return {
        deployment: (await version()).counter !== before.deployment.counter,
        first: (await schoolVersion(1)) !== before.first,
        second: (await schoolVersion(2)) !== before.second,
      };
    };
    expect(await moved("INSERT INTO pages (id, title, school_id) VALUES (1, 'About us', 1)")).toEqual({
      deployment: false,
      first: true,
      second: false,
    });
    expect(await moved("INSERT INTO pages_locales (id, title, _parent_id) VALUES (1, 'हमारे बारे में', 1)")).toEqual({
      deployment: false,
      first: true,
      second: false,
    });
    // What no school owns (a school's own row: its domain) is every school's: all their pages show it.
    expect(await moved("UPDATE schools SET domain = 'second.example.org' WHERE id = 2")).toEqual({
      deployment: true,
      first: true,
      second: true,
    });
  });

  it('are made anew, once each, for a table added or rebuilt since, with a new epoch', async () => {
    await run('CREATE TABLE events (id integer PRIMARY KEY, title text)');
    // SQLite's way to change a column (drizzle's migrations): a new table copied, the old one dropped, with its triggers.
    await run('CREATE TABLE __new_notices (id integer PRIMARY KEY, title text NOT NULL)');
    await run('INSERT INTO __new_notices SELECT id, title FROM notices');
    await run('DROP TABLE notices');
    await run('ALTER TABLE __new_notices RENAME TO notices');
    expect(await counted("UPDATE notices SET title = 'd' WHERE id = 1")).toBe(0);
    expect(await counted("INSERT INTO events (id, title) VALUES (1, 'a')")).toBe(0);

    const before = await version();
    await refresh();
    await refresh();
    expect((await version()).epoch).not.toBe(before.epoch);
    expect(await counted("UPDATE notices SET title = 'e' WHERE id = 1")).toBe(1);
    expect(await counted("UPDATE events SET title = 'b' WHERE id = 1")).toBe(1);
  });
});

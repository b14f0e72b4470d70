import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runScript } from '../utils/backups';
import { startPostgres, type Postgres } from '../utils/postgres';

// Adding a school on Postgres, the database for many: the school's row and its starter content are saved
// on different connections, so the content needs the row committed first (on SQLite's one connection, the
// uncommitted row was already there, and the command worked).
let postgres: Postgres;
let env: Record<string, string>;

beforeAll(async () => {
  postgres = await startPostgres();
  env = {
    DATABASE_URL: await postgres.database('schools'),
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    UPLOADS_DIR: await mkdtemp(join(tmpdir(), 'school-uploads-')),
    DATA_DIR: await mkdtemp(join(tmpdir(), 'school-data-')),
  };
  const migrated = await runScript('migrate.ts', [], env);
  expect(migrated.code).toBe(0);
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
});

/** Each school's domain and how many pages, notices, documents and page versions it has. */
async function countsOfSchools() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const counts = await client.query<{ domain: string; pages: string; notices: string; documents: string }>(
      `SELECT s.domain,
         (SELECT count(*) FROM pages WHERE school_id = s.id) AS pages,
         (SELECT count(*) FROM notices WHERE school_id = s.id) AS notices,
         (SELECT count(*) FROM documents WHERE school_id = s.id) AS documents,
         (SELECT count(*) FROM _pages_v WHERE version_school_id = s.id) AS page_versions
       FROM schools s ORDER BY s.id`,
    );
    return counts.rows;
  } finally {
    await client.end();
  }
}

it('adds a school on Postgres, started from the starter content under its name', async () => {
  const added = await runScript('schools.ts', ['add', 'riverside.test', '--name', 'Riverside School'], env);
  expect(added).toEqual({ code: 0, output: expect.stringContaining('Riverside School answers at riverside.test') });

  {
    const [first, riverside] = await countsOfSchools();
    expect(riverside?.domain).toBe('riverside.test');
    // The same starter content as the first school's.
    expect({ ...riverside, domain: undefined }).toEqual({ ...first, domain: undefined });
    expect(Number(riverside?.pages)).toBeGreaterThan(0);
  }
}, 120_000);

it('imports one school’s export on Postgres as a school of its own, and the next save gets a free id', async () => {
  const archive = join(await mkdtemp(join(tmpdir(), 'school-export-')), 'riverside.tar.gz');
  expect((await runScript('schools.ts', ['export', 'riverside.test', archive], env)).code).toBe(0);
  const imported = await runScript('schools.ts', ['import', archive, '--domain', 'copy.test'], env);
  expect(imported).toEqual({ code: 0, output: expect.stringContaining('Riverside School answers at copy.test') });
  const [, riverside, copy] = await countsOfSchools();
  expect({ ...copy, domain: undefined }).toEqual({ ...riverside, domain: undefined });
  // Payload's next id follows the imported rows: adding a school saves its rows without a clash.
  const added = await runScript('schools.ts', ['add', 'fourth.test', '--name', 'Fourth School'], env);
  expect(added.code).toBe(0);
}, 180_000);

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

it('adds a school on Postgres, started from the starter content under its name', async () => {
  const added = await runScript('schools.ts', ['add', 'riverside.test', '--name', 'Riverside School'], env);
  expect(added).toEqual({ code: 0, output: expect.stringContaining('Riverside School answers at riverside.test') });

  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const counts = await client.query<{ domain: string; pages: string; notices: string; documents: string }>(
      `SELECT s.domain,
         (SELECT count(*) FROM pages WHERE school_id = s.id) AS pages,
         (SELECT count(*) FROM notices WHERE school_id = s.id) AS notices,
         (SELECT count(*) FROM documents WHERE school_id = s.id) AS documents
       FROM schools s ORDER BY s.id`,
    );
    const [first, riverside] = counts.rows;
    expect(riverside?.domain).toBe('riverside.test');
    // The same starter content as the first school's.
    expect({ ...riverside, domain: undefined }).toEqual({ ...first, domain: undefined });
    expect(Number(riverside?.pages)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}, 120_000);

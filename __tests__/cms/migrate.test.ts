import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import type { Payload } from 'payload';
import { migrateOnly } from '@/cms/migrate';
import { refreshVersionRow, VERSION_SQL, versionOf, type VersionSql } from '@/cms/site-version';

// The site's migrations replaced by a test's own, on a real SQLite file: the first makes a table and the
// version row, as the committed ones do; a later one rebuilds the table as drizzle's SQLite migrations
// do, which drops the table's triggers.
type TestMigration = { name: string; up: () => Promise<void>; down: () => Promise<void> };
const mockMigrations: TestMigration[] = [];
// A getter: the mock is made before this module's own lines run.
jest.mock('@/cms/migrations/sqlite/index.ts', () => ({
  get migrations() {
    return mockMigrations;
  },
}));
jest.mock('@/cms/migrations/postgres/index.ts', () => ({ migrations: [] }));
jest.mock('@/cms/starter-content.ts', () => ({}));
jest.mock('@/cms/storage.ts', () => ({}));

let client: Client;
let sql: VersionSql;
let payload: Payload;

const version = async () => versionOf((await client.execute(VERSION_SQL)).rows[0]);
const counter = async () => Number((await version()).split('.')[1]);
const epoch = async () => (await version()).split('.')[0];
const migration = (name: string, statements: string[], then?: () => Promise<void>): TestMigration => ({
  name,
  up: async () => {
    for (const statement of statements) await client.execute(statement);
    await then?.();
  },
  down: async () => undefined,
});

beforeAll(() => {
  client = createClient({ url: `file:${join(mkdtempSync(join(tmpdir(), 'school-migrate-')), 'school.db')}` });
  sql = { kind: 'sqlite', run: async (statement) => (await client.execute(statement)).rows };
  // Payload's part, as Payload does it: the `up` of each migration it has no record of, once.
  const ran = new Set<string>();
  payload = {
    // No collection asks for a step after the migrations (cms/after-migrations.ts).
    config: { collections: [] },
    db: {
      name: 'sqlite',
      client,
      migrate: async ({ migrations }: { migrations: TestMigration[] }) => {
        for (const { name, up } of migrations) if (!ran.has(name)) await up().then(() => ran.add(name));
      },
    },
  } as unknown as Payload;
});
afterAll(() => client.close());

describe('migrateOnly and the content version', () => {
  it('leave the epoch alone when there is nothing to migrate', async () => {
    mockMigrations.push(
      migration('initial', ['CREATE TABLE notices (id integer PRIMARY KEY, title text)'], () => refreshVersionRow(sql)),
    );
    await migrateOnly(payload);
    const before = await version();
    await migrateOnly(payload);
    await migrateOnly(payload);
    expect(await version()).toBe(before);
  });

  it('make the triggers anew and move the epoch after a migration that rebuilt a table or added one', async () => {
    await client.execute("INSERT INTO notices (id, title) VALUES (1, 'a')");
    mockMigrations.push(
      migration('rebuild notices, add events', [
        'CREATE TABLE __new_notices (id integer PRIMARY KEY, title text NOT NULL)',
        'INSERT INTO __new_notices SELECT id, title FROM notices',
        'DROP TABLE notices',
        'ALTER TABLE __new_notices RENAME TO notices',
        'CREATE TABLE events (id integer PRIMARY KEY, title text)',
      ]),
    );
    const before = await epoch();
    await migrateOnly(payload);
    expect(await epoch()).not.toBe(before);
    for (const statement of ["UPDATE notices SET title = 'b' WHERE id = 1", "INSERT INTO events VALUES (1, 'a')"]) {
      const counted = await counter();
      await client.execute(statement);
      expect([statement, (await counter()) - counted]).toEqual([statement, 1]);
    }
  });
});

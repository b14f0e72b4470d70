import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { openTables, writeOrder, type Row } from '@/cms/database-rows';
import { runScript } from '../utils/backups';
import { startPostgres, type Postgres } from '../utils/postgres';

// Issue 36, "Nothing is lost in the move": the texts of a database made by the site before it had two
// languages read the same in English after the migration that gives them languages, and Hindi reads
// fall back to them; a backup taken before the migration restores after it.

const ROOT = join(__dirname, '..', '..');
// A backup of the demo school made by main before issue 36 (`npm run backup`, its uploads left out), after an
// editor saved a draft of a notice, a page and an album, the alert and an annual report's summary.
const FIXTURE = join(__dirname, '..', 'fixtures', 'backup-before-locales.tar.gz');
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

// Every column the migration moves into its table's `_locales` table: every text a visitor reads.
const MOVED: [table: string, columns: string[]][] = [
  ['pages', ['title', 'description', 'body']],
  ['_pages_v', ['version_title', 'version_description', 'version_body']],
  ['notices', ['title', 'body']],
  ['_notices_v', ['version_title', 'version_body']],
  ['events', ['title', 'location', 'description']],
  ['documents', ['title']],
  ['images', ['alt']],
  ['albums', ['title', 'description']],
  ['_albums_v', ['version_title', 'version_description']],
  ['annual_reports', ['summary']],
  ['menu', ['title']],
  ['school_home_facts', ['label']],
  ['school_home_academics', ['stage', 'grades', 'text']],
  [
    'school',
    [
      'name',
      'short_name',
      'tagline',
      'description',
      'open_hours',
      'copyright',
      'brand_caption',
      'map_title',
      'grievance_officer_designation',
      'about',
      'home_hero_title',
      'home_hero_text',
      'home_admissions_title',
      'home_admissions_text',
      'home_admissions_button_label',
    ],
  ],
  ['_school_v_version_home_facts', ['label']],
  ['_school_v_version_home_academics', ['stage', 'grades', 'text']],
  [
    '_school_v',
    [
      'version_name',
      'version_short_name',
      'version_tagline',
      'version_description',
      'version_open_hours',
      'version_copyright',
      'version_brand_caption',
      'version_map_title',
      'version_grievance_officer_designation',
      'version_about',
      'version_home_hero_title',
      'version_home_hero_text',
      'version_home_admissions_title',
      'version_home_admissions_text',
      'version_home_admissions_button_label',
    ],
  ],
  ['disclosure_results_class_x_years', ['remarks']],
  ['disclosure_results_class_x_i_i_years', ['remarks']],
  ['_disclosure_v_version_results_class_x_years', ['remarks']],
  ['_disclosure_v_version_results_class_x_i_i_years', ['remarks']],
  ['alert', ['message']],
  ['_alert_v', ['version_message']],
];
const GLOBALS = new Set(['school', 'alert']);

type Texts = Record<string, Record<string, Record<string, unknown>>>;
type Env = Record<string, string>;

/** The fixture's tables, read from the archive as restore reads them. */
async function fixtureTables(): Promise<Map<string, Row[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'school-fixture-'));
  await tar.extract({ file: FIXTURE, cwd: dir, strict: true });
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
    tables: Record<string, unknown>;
  };
  const tables = new Map<string, Row[]>();
  for (const table of Object.keys(manifest.tables))
    tables.set(table, JSON.parse(await readFile(join(dir, 'tables', `${table}.json`), 'utf8')) as Row[]);
  return tables;
}

/** The texts as they were, keyed as locale-texts.ts reads them back: a row by id, an array's rows by order. */
function textsIn(tables: Map<string, Row[]>): Texts {
  const texts: Texts = {};
  for (const [table, columns] of MOVED) {
    const key = (row: Row) =>
      GLOBALS.has(table)
        ? 'global'
        : '_order' in row
          ? table.startsWith('_')
            ? `${String(row._parent_id)}/${String(row._order)}`
            : String(row._order)
          : String(row.id);
    const value = (column: string, stored: unknown) =>
      column.endsWith('body') && typeof stored === 'string' ? (JSON.parse(stored) as unknown) : (stored ?? null);
    texts[table] = Object.fromEntries(
      (tables.get(table) ?? []).map((row) => [
        key(row),
        Object.fromEntries(columns.map((column) => [column, value(column, row[column])])),
      ]),
    );
  }
  return texts;
}

async function helper(env: Env, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, '__tests__', 'utils', 'locale-texts.ts'), ...args],
    { cwd: ROOT, env: { ...process.env, CMS_API_URL: '', ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

const readTexts = async (env: Env, ...args: string[]) =>
  JSON.parse((await helper(env, 'texts', ...args)).trim().split('\n').at(-1) ?? '{}') as Texts;

/** A database as main made it: the migrations from before, then the fixture's rows written into them. */
async function databaseBeforeLocales(env: Env, rows: Map<string, Row[]>): Promise<void> {
  await helper(env, 'before-locales');
  const tables = openTables(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: join(env.DATA_DIR ?? '', 'school.db') },
  );
  try {
    const schema = await tables.schema();
    expect(schema.get('pages')?.has('title')).toBe(true);
    expect(schema.has('pages_locales')).toBe(false);
    const order = writeOrder(
      [...rows.keys()].filter((table) => schema.has(table)),
      await tables.references(),
    );
    await tables.write(
      order.map((table): [string, Row[]] => [table, rows.get(table) ?? []]),
      schema,
    );
  } finally {
    await tables.close();
  }
}

let postgres: Postgres;
let fixture: Map<string, Row[]>;
let before: Texts;

beforeAll(async () => {
  postgres = await startPostgres();
  fixture = await fixtureTables();
  before = textsIn(fixture);
});
afterAll(async () => {
  await postgres?.stop();
});

const sqliteEnv = async (): Promise<Env> => {
  const dir = await mkdtemp(join(tmpdir(), 'school-data-'));
  return { DATA_DIR: dir, UPLOADS_DIR: join(dir, 'uploads') };
};
const postgresEnv = async (name: string): Promise<Env> => ({
  ...(await sqliteEnv()),
  DATABASE_URL: await postgres.database(name),
  PAYLOAD_SECRET: SECRET,
});

it('the fixture holds a text in every moved column, drafts among the versions', () => {
  for (const [table, columns] of MOVED) {
    const rows = Object.values(before[table] ?? {});
    expect([table, rows.length > 0]).toEqual([table, true]);
    for (const column of columns.filter((c) => !c.endsWith('designation')))
      expect([table, column, rows.some((row) => row[column] !== null)]).toEqual([table, column, true]);
  }
  expect(fixture.get('_notices_v')?.some((row) => row.version__status === 'draft')).toBe(true);
  expect(fixture.get('_pages_v')?.some((row) => row.version__status === 'draft')).toBe(true);
});

describe.each([
  ['SQLite', () => sqliteEnv()],
  ['Postgres', () => postgresEnv('before_locales')],
])('on %s, a database made before the texts had languages', (_name, makeEnv) => {
  let env: Env;

  beforeAll(async () => {
    env = await makeEnv();
    await databaseBeforeLocales(env, fixture);
    const migrated = await runScript('migrate.ts', [], env);
    expect(migrated.output).toMatch(/Migrated: +\d+_\d+_localization/);
    expect(migrated.output).not.toMatch(/importing the starter content/);
    expect(migrated.code).toBe(0);
  });

  it('reads every text back in English, the versions (drafts, history) too', async () => {
    expect(await readTexts(env, 'en')).toEqual(before);
  });

  it('reads the English where Hindi has nothing yet, and nothing in Hindi without the fallback', async () => {
    expect(await readTexts(env, 'hi')).toEqual(before);
    const hindi = await readTexts(env, 'hi', 'no-fallback');
    // (The school's texts with a default, e.g. its open hours, read their default: not these.)
    for (const table of ['pages', 'notices', 'events', 'menu', 'documents']) {
      const values = Object.values(hindi[table] ?? {}).flatMap((row) => Object.values(row));
      expect([table, values.every((value) => value === null)]).toEqual([table, true]);
    }
  });
});

describe.each([
  ['SQLite', () => sqliteEnv()],
  ['Postgres', () => postgresEnv('restored_before_locales')],
])('a backup taken before the texts had languages, restored into %s', (_name, makeEnv) => {
  it('restores with every text in English', async () => {
    const env = await makeEnv();
    const restored = await runScript('restore.ts', [FIXTURE], env);
    expect(restored.output).toContain('now holds the backup');
    expect(restored.code).toBe(0);
    expect(await readTexts(env, 'en')).toEqual(before);
    expect(await readTexts(env, 'hi')).toEqual(before);
  });
});

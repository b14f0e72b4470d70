import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from '@libsql/client';
import * as tar from 'tar';
import type { Settings } from '../lib/settings.ts';
import { UPLOAD_COLLECTIONS, uploadContentType } from '../lib/upload-limits.ts';
import { textsIntoLocales, type BackedUpTable } from './backup-locales.ts';
import { notCopied, openTables, writeOrder, type Row, type Tables } from './database-rows.ts';
import { moveEpoch } from './site-version.ts';
import { SQLITE_FILE_NAME as DATABASE_FILE } from './sqlite-file.ts';
import { isMissing, objectKey, s3Client } from './storage.ts';

/**
 * One archive holds everything the school's site has that is not in the repository: a consistent
 * snapshot of the database, taken while the site runs, and every uploaded file. The rows are kept in a
 * form neither database owns, so a backup of SQLite restores into Postgres, and back.
 *
 *   manifest.json       what this is: format, the database it came from, when, each table's columns
 *   tables/{name}.json  the table's rows, as JSON
 *   uploads/            UPLOADS_DIR as it was, or with S3_BUCKET the bucket's documents/ and images/
 *
 * The uploads are copied either way, so an archive is whole on its own, and a site moves between a
 * shared folder and a bucket by a backup on one and a restore on the other.
 * Archives of format 1 (school-site-backup/1: the SQLite file itself) still restore into SQLite.
 */

const FORMAT = 'school-site-backup/2';
const SQLITE_FILE_FORMAT = 'school-site-backup/1';

export class BackupError extends Error {
  override name = 'BackupError';
}

type Kind = 'sqlite' | 'postgres';
export type Manifest = {
  format: string;
  database: Kind;
  takenAt: string;
  tables?: Record<string, { columns: string[]; rows: number }>;
  /** Set on one school's export: which school it holds (the rest of the deployment is left out). */
  school?: { id: number; domain: string; name: string };
};
export type Target = Pick<Settings, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 's3'>;

/** Every object of the upload collections' folders in the bucket, written under `dir` by key. */
async function downloadBucket(s3: NonNullable<Settings['s3']>, dir: string): Promise<void> {
  const client = s3Client(s3);
  for (const collection of UPLOAD_COLLECTIONS) {
    let token: string | undefined;
    do {
      const page = await client.listObjectsV2({
        Bucket: s3.bucket,
        Prefix: `${collection}/`,
        ContinuationToken: token,
      });
      for (const { Key } of page.Contents ?? []) {
        if (!Key || Key.endsWith('/') || Key.split('/').includes('..')) continue;
        const object = await client.getObject({ Bucket: s3.bucket, Key });
        if (!object.Body) continue;
        const file = join(dir, ...Key.split('/'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await object.Body.transformToByteArray());
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The archive's uploads put in the bucket, each at its key; objects the archive does not hold stay. */
async function uploadToBucket(s3: NonNullable<Settings['s3']>, dir: string): Promise<void> {
  const client = s3Client(s3);
  for (const file of filesUnder(dir)) {
    const Key = relative(dir, file).split(sep).join('/');
    const ContentType = uploadContentType(file) ?? 'application/octet-stream';
    await client.putObject({ Bucket: s3.bucket, Key, Body: readFileSync(file), ContentType });
  }
}

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

type Snapshot = {
  schema: Map<string, Map<string, string>>;
  rows: Map<string, Row[]>;
  parents: Map<string, { column: string; table: string }>;
};

async function readAll(tables: Tables): Promise<Snapshot> {
  const schema = await tables.schema();
  const names = [...schema.keys()].filter((name) => !notCopied(name));
  return { schema, rows: await tables.snapshot(names), parents: await tables.parents() };
}

/**
 * The rows of school `school` alone (cms/schools.ts): its row of `schools`, each table's rows of it
 * (`school_id`, a version's `version_school_id`), the parts of the documents it keeps (their texts in each
 * language, lists, relationships and versions, by `_parent_id` or `parent_id`), and the accounts that work
 * in it, with only that school in their list. What is the deployment's (jobs, locks, editors' screen
 * preferences) is left out.
 */
export function rowsOfSchool({ schema, rows, parents }: Snapshot, school: number): Map<string, Row[]> {
  const same = (value: unknown) =>
    (typeof value === 'number' || typeof value === 'string') && String(value) === String(school);
  const kept = new Map<string, Row[]>();
  const keep = (table: string, seen = new Set<string>()): Row[] => {
    const done = kept.get(table);
    if (done) return done;
    const all = rows.get(table) ?? [];
    const columns = schema.get(table) ?? new Map<string, string>();
    const parent = parents.get(table);
    let mine: Row[];
    if (table === 'schools') mine = all.filter((row) => same(row.id));
    else if (table === 'users_schools') mine = all.filter((row) => same(row.school_id));
    else if (table === 'users') {
      const accounts = new Set(keep('users_schools').map((row) => String(row._parent_id)));
      mine = all.filter((row) => accounts.has(String(row.id)));
    } else if (columns.has('school_id')) mine = all.filter((row) => same(row.school_id));
    else if (columns.has('version_school_id')) mine = all.filter((row) => same(row.version_school_id));
    else if (parent && !seen.has(parent.table)) {
      const ids = new Set(keep(parent.table, new Set([...seen, table])).map((row) => String(row.id)));
      mine = all.filter((row) => ids.has(String(row[parent.column])));
    } else mine = [];
    kept.set(table, mine);
    return mine;
  };
  for (const table of rows.keys()) keep(table);
  return kept;
}

/** Where the files the kept rows name are (each file and its resized copies, in its row's folder). */
function fileKeysOf(rows: Map<string, Row[]>): string[] {
  const keys: string[] = [];
  for (const collection of UPLOAD_COLLECTIONS)
    for (const row of rows.get(collection.replace(/-/g, '_')) ?? []) {
      const { prefix, _objectkey } = row as { prefix?: string | null; _objectkey?: string | null };
      for (const [column, value] of Object.entries(row))
        if (column.endsWith('filename') && typeof value === 'string' && value !== '')
          keys.push(objectKey(collection, { filename: value, prefix, _objectKey: _objectkey }));
    }
  return keys;
}

/** The files at `keys` (where rows say they are) copied from the uploads into `dir`; missing ones skipped. */
async function copyFiles(source: Target, keys: string[], dir: string): Promise<void> {
  for (const key of keys) {
    if (key.split('/').includes('..')) continue;
    const file = join(dir, ...key.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    if (!source.s3) {
      const from = join(source.uploadsDir, ...key.split('/'));
      if (existsSync(from)) copyFileSync(from, file);
      continue;
    }
    const object = await s3Client(source.s3)
      .getObject({ Bucket: source.s3.bucket, Key: key })
      .catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error as Error)));
    if (object?.Body) writeFileSync(file, await object.Body.transformToByteArray());
  }
}

// Payload saves to SQLite without a transaction (its adapter's default: with libsql's connections they
// lock up), so one save is some twenty commits in a row, a few milliseconds apart: the document, then
// each of its lists, then its version. A copy made between two of them holds half a save, such as a
// school without its phone numbers. A copy is kept only when nothing was committed for QUIET_MS before
// it began nor while it was made, a pause no save makes between its own commits.
const QUIET_MS = 100;
const POLL_MS = 5;
const PATIENCE_MS = 60_000;

/** `VACUUM INTO copy` (one read transaction: one instant's rows) at an instant between two saves. */
async function copyBetweenSaves(client: Client, copy: string): Promise<void> {
  // Changes whenever another connection has committed since this one last asked.
  const committed = async () => (await client.execute('PRAGMA data_version')).rows[0]?.[0];
  const giveUpAt = Date.now() + PATIENCE_MS;
  let seen = await committed();
  let quietSince = Date.now();
  while (Date.now() < giveUpAt) {
    await sleep(POLL_MS);
    const now = await committed();
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) {
      await client.execute(`VACUUM INTO ${sqlString(copy)}`);
      if ((await committed()) === seen) return;
      rmSync(copy, { force: true });
    }
  }
  throw new BackupError(
    `the site went on saving without a pause of ${QUIET_MS} ms for ${PATIENCE_MS / 1000} s: run the backup again`,
  );
}

/** The database's rows as they were at one instant, while the site may go on saving. */
async function snapshot(source: Target, work: string) {
  if (source.databaseUrl) {
    const tables = openTables({ databaseUrl: source.databaseUrl });
    try {
      return await readAll(tables);
    } finally {
      await tables.close();
    }
  }
  const database = join(source.dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`no database at ${database}: is DATA_DIR right?`);
  const copy = join(work, 'snapshot.db');
  const client = createClient({ url: `file:${database}` });
  try {
    // The database is in write-ahead-log mode, so the site keeps saving meanwhile; a save's commit that
    // is under way holds its lock only for moments: wait for it rather than fail.
    await client.execute('PRAGMA busy_timeout = 10000');
    await copyBetweenSaves(client, copy);
  } finally {
    client.close();
  }
  const tables = openTables({ sqliteFile: copy });
  try {
    return await readAll(tables);
  } finally {
    await tables.close();
    rmSync(copy, { force: true });
  }
}

/**
 * Writes the archive to `file` (a .tar.gz); the site may go on serving and saving meanwhile. With
 * `school`, that school alone (`npm run schools -- export`): its rows and its uploaded files.
 */
export async function backup(
  source: Target,
  file: string,
  school?: { id: number; domain: string; name: string },
): Promise<Manifest> {
  const work = mkdtempSync(join(tmpdir(), 'school-site-backup-'));
  try {
    const snapshotted = await snapshot(source, work);
    const { schema } = snapshotted;
    const rows = school ? rowsOfSchool(snapshotted, school.id) : snapshotted.rows;
    mkdirSync(join(work, 'tables'));
    const tables: NonNullable<Manifest['tables']> = {};
    for (const [table, tableRows] of rows) {
      writeFileSync(join(work, 'tables', `${table}.json`), JSON.stringify(tableRows));
      tables[table] = { columns: [...(schema.get(table)?.keys() ?? [])], rows: tableRows.length };
    }
    // One school's export holds its own files only; a whole backup, every file there is.
    if (school) await copyFiles(source, fileKeysOf(rows), join(work, 'uploads'));
    else if (source.s3) await downloadBucket(source.s3, join(work, 'uploads'));
    else if (existsSync(source.uploadsDir)) cpSync(source.uploadsDir, join(work, 'uploads'), { recursive: true });
    mkdirSync(join(work, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: FORMAT,
      database: source.databaseUrl ? 'postgres' : 'sqlite',
      takenAt: new Date().toISOString(),
      tables,
      ...(school ? { school } : {}),
    };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', 'tables', 'uploads']);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function readManifest(file: string, work: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not a backup of this site (no manifest.json)`);
  }
  if (manifest.format === FORMAT && manifest.tables) return manifest;
  if (manifest.format === SQLITE_FILE_FORMAT && existsSync(join(work, DATABASE_FILE))) return manifest;
  throw new BackupError(`${file}: unknown backup format ${JSON.stringify(manifest.format)}`);
}

/** The archive `file` unpacked into `work`, and what it says it is. */
export async function unpack(file: string, work: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  try {
    await tar.extract({ file, cwd: work, strict: true });
  } catch (error) {
    throw new BackupError(`${file} is not a backup archive: ${(error as Error).message}`);
  }
  return readManifest(file, work);
}

/** Moves what is at `path` aside (`*.before-restore-{time}`), kept until the operator deletes it. */
function moveAside(path: string, stamp: string): void {
  if (existsSync(path)) renameSync(path, `${path}.before-restore-${stamp}`);
}

export const targetTables = (target: Target) =>
  openTables(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { sqliteFile: join(target.dataDir, DATABASE_FILE) },
  );

/**
 * The archive's rows, table by table, as this version of the site keeps them; refused, naming what does not
 * fit, if the archive holds a table or a column this version has no place for.
 */
export function archivedRows(
  manifest: Manifest,
  work: string,
  schema: Map<string, Map<string, string>>,
  file: string,
): Map<string, BackedUpTable> {
  // What each database keeps for itself is not written, should an archive hold it.
  const read = new Map(
    Object.entries(manifest.tables ?? {})
      .filter(([name]) => !notCopied(name))
      .map(([table, { columns }]): [string, BackedUpTable] => [
        table,
        { columns, rows: JSON.parse(readFileSync(join(work, 'tables', `${table}.json`), 'utf8')) as Row[] },
      ]),
  );
  // A backup taken before the texts had languages: they go in as English, where the site keeps them now.
  const backedUp = textsIntoLocales(read, schema);
  for (const [table, { columns, rows }] of backedUp) {
    const missing = columns.filter((column) => !schema.get(table)?.has(column));
    if (rows.length > 0 && (!schema.has(table) || missing.length > 0)) {
      throw new BackupError(
        `${file} holds ${schema.has(table) ? `${table}.${missing[0]}` : table}, which this version of the site has no place for: restore it with the version that took it`,
      );
    }
  }
  return backedUp;
}

/** The backup's rows written into the freshly migrated, empty database. */
async function writeRows(target: Target, manifest: Manifest, work: string, file: string): Promise<void> {
  const tables = targetTables(target);
  try {
    const schema = await tables.schema();
    const names = [...schema.keys()].filter((name) => !notCopied(name));
    const present = await tables.snapshot(names);
    const filled = names.filter((name) => (present.get(name)?.length ?? 0) > 0);
    if (filled.length > 0)
      throw new BackupError(
        `the database is not empty (${filled.slice(0, 3).join(', ')}…): restore into a new, empty database`,
      );
    const backedUp = archivedRows(manifest, work, schema, file);
    const order = writeOrder([...backedUp.keys()], await tables.references());
    const data = order.map((table): [string, Row[]] => [table, backedUp.get(table)?.rows ?? []]);
    await tables.write(data, schema);
  } finally {
    await tables.close();
  }
}

/**
 * Puts an archive back (every server stopped). SQLite: the database and uploads replace what is there,
 * the replaced ones kept beside them; with S3_BUCKET the uploads go into the bucket, over objects of
 * the same name, and the bucket's other objects stay. Postgres: the database at DATABASE_URL must be new and empty.
 * `migrate` makes the tables (the site's migrations) before the rows go in.
 */
export async function restore(file: string, target: Target, migrate: () => Promise<void>): Promise<Manifest> {
  const work = mkdtempSync(join(tmpdir(), 'school-site-restore-'));
  try {
    const manifest = await unpack(file, work);
    if (manifest.format === SQLITE_FILE_FORMAT && target.databaseUrl) {
      throw new BackupError(
        `${file} is a backup of format 1 (a SQLite file): restore it into SQLite, take a new backup there, and restore that`,
      );
    }
    mkdirSync(target.dataDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    if (!target.databaseUrl) {
      for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`])
        moveAside(join(target.dataDir, name), stamp);
    }
    if (manifest.format === SQLITE_FILE_FORMAT) {
      cpSync(join(work, DATABASE_FILE), join(target.dataDir, DATABASE_FILE));
    } else {
      await migrate();
      await writeRows(target, manifest, work, file);
    }
    // The rows are in: a new epoch, so no version read before (from this database, or the one the backup
    // came from) names what it holds now (cms/site-version.ts).
    const tables = targetTables(target);
    try {
      await moveEpoch(tables);
    } finally {
      await tables.close();
    }
    if (target.s3) {
      await uploadToBucket(target.s3, join(work, 'uploads'));
    } else {
      moveAside(target.uploadsDir, stamp);
      cpSync(join(work, 'uploads'), target.uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

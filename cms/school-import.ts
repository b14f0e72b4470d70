import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { domainSchema } from '../lib/school-domain.ts';
import { slugFromTitle } from '../lib/slug.ts';
import { UPLOAD_COLLECTIONS, uploadContentType } from '../lib/upload-limits.ts';
import { archivedRows, BackupError, targetTables, unpack, type Target } from './backup.ts';
import {
  notCopied,
  quote,
  referencesOf,
  writeOrder,
  type ForeignKeys,
  type Row,
  type Tables,
} from './database-rows.ts';
import { s3Client, schoolFolder } from './storage.ts';

/**
 * One school's export (`npm run schools -- export`, cms/backup.ts) put into a deployment that already
 * serves schools, while it runs: a school joining a group, or a copy of a school at another domain.
 *
 * The rows keep what they say and get new ids: every table's ids follow the deployment's highest, and
 * every column that points at a row (a foreign key, or a rich text's link or picture: `relationTo` and
 * `value`) follows its row. A list's rows (text ids) get new ids too, and the versions that name them
 * (`_uuid`). An account whose e-mail the deployment already has is that account: the school joins its
 * list, and its password stays; sign-ins never travel. A file whose name another file has is saved under
 * the school's domain (`riverside-example-fees.pdf`), as an added school's starter files are.
 *
 * All the rows go in one transaction, after the files: either the school is there, whole, or nothing of it.
 * The database's triggers count the new rows into the content's version, so every replica sees the new
 * school at its next request.
 */

type Rows = Map<string, Row[]>;
/** One table's new ids, by the old. */
type IdMap = Map<string, number | string>;

// Payload's ids for the rows of a list: 24 hex digits, as a MongoDB ObjectId.
const newRowId = () => randomBytes(12).toString('hex');
const isInteger = (type: string | undefined) => !!type && /^(integer|int|bigint|serial)/.test(type);
const tableOf = (collection: string) => collection.replace(/-/g, '_');
// An id or a key as the maps keep it: rows from SQLite and Postgres give 5 and '5' for the same id.
const keyOf = (value: unknown) => (typeof value === 'number' ? String(value) : (value as string));

export type ImportedSchool = {
  name: string;
  domain: string;
  files: number;
  accounts: { added: number; joined: number };
};

async function highestIds(tables: Tables, schema: Map<string, Map<string, string>>, names: string[]) {
  const highest = new Map<string, number>();
  for (const table of names)
    if (isInteger(schema.get(table)?.get('id'))) {
      const [row] = await tables.run(`SELECT COALESCE(MAX(id), 0) AS highest FROM ${quote(table)}`);
      highest.set(table, Number(row?.highest ?? 0));
    }
  return highest;
}

/** A rich text (Lexical's JSON, or any JSON) with every `{ relationTo, value }` pointing at its new row. */
function relinked(value: unknown, ids: Map<string, IdMap>): unknown {
  if (Array.isArray(value)) return value.map((item) => relinked(item, ids));
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, relinked(item, ids)]));
  const { relationTo, value: target } = object as { relationTo?: unknown; value?: unknown };
  const map = typeof relationTo === 'string' ? ids.get(tableOf(relationTo)) : undefined;
  if (map && (typeof target === 'number' || typeof target === 'string')) {
    object.value = map.get(String(target)) ?? target;
  } else if (map && target && typeof target === 'object' && 'id' in target) {
    object.value = { ...target, id: map.get(String(target.id)) ?? target.id };
  }
  return object;
}

function relinkedColumn(value: unknown, ids: Map<string, IdMap>): unknown {
  if (typeof value === 'string' && /^\s*[[{]/.test(value) && value.includes('relationTo')) {
    try {
      return JSON.stringify(relinked(JSON.parse(value), ids));
    } catch {
      return value;
    }
  }
  return value !== null && typeof value === 'object' ? relinked(value, ids) : value;
}

/**
 * The file names the imported rows get: a name no file of the deployment has stays; a row any of whose
 * names is taken has all of them (the file and its resized copies) under the school's domain, then with a
 * number, until none is taken.
 */
export function freeFileNames(
  collection: string,
  rows: Row[],
  taken: Set<string>,
  domain: string,
  uploadsDir: string | undefined,
): Map<string, string> {
  const renamed = new Map<string, string>();
  const isTaken = (name: string) => taken.has(name) || (!!uploadsDir && existsSync(join(uploadsDir, collection, name)));
  const prefix = slugFromTitle(domain);
  for (const row of rows) {
    const names = Object.entries(row)
      .filter(([column, value]) => column.endsWith('filename') && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string);
    // A name from the archive is written into the uploads folder: only ever a plain name within it.
    const unsafe = names.find((name) => basename(name) !== name || name === '..' || name.includes('\\'));
    if (unsafe !== undefined)
      throw new BackupError(`the archive names a file ${JSON.stringify(unsafe)}: not a file name`);
    let attempt = 0;
    let chosen = names;
    while (chosen.some(isTaken)) {
      attempt += 1;
      chosen = names.map((name) => `${prefix}${attempt > 1 ? `-${attempt}` : ''}-${name}`);
    }
    names.forEach((name, index) => {
      renamed.set(name, chosen[index]!);
      taken.add(chosen[index]!);
    });
  }
  return renamed;
}

/**
 * The folder an archived row's files are in: its prefix (`documents/school-3`, or `documents` for files
 * stored before schools had folders), only ever a folder of its own collection.
 */
export function archivedFolder(collection: string, prefix: unknown, file: string): string {
  if (prefix === undefined || prefix === null || prefix === '' || prefix === collection) return collection;
  const folder = typeof prefix === 'string' ? prefix.split('/') : [];
  if (folder.length === 2 && folder[0] === collection && /^school-[0-9]+$/.test(folder[1]!)) return folder.join('/');
  throw new BackupError(`${file} names a folder ${JSON.stringify(prefix)} for its ${collection}: not a school's`);
}

/** A file's address or key (`/api/documents/file/fees.pdf`, `documents/fees.pdf`) with its new name. */
function withNewName(value: string, renamed: Map<string, string>): string {
  const slash = value.lastIndexOf('/');
  const name = value.slice(slash + 1);
  const renamedTo = renamed.get(name) ?? renamed.get(decodeURIComponent(name));
  return renamedTo === undefined ? value : `${value.slice(0, slash + 1)}${encodeURIComponent(renamedTo)}`;
}

/** What the deployment already has, that the imported rows are fitted to. */
export type Deployment = {
  schema: Map<string, Map<string, string>>;
  keys: ForeignKeys;
  /** Each table's highest integer id. */
  highest: Map<string, number>;
  /** The accounts' ids, by e-mail in lower case. */
  accounts: Map<string, number>;
};

/**
 * The archive's rows with new ids, its school at `domain`, and only what is to be written: no sign-ins, no
 * row of an account the deployment already has (its id is that account's).
 */
export function importedRows(
  archived: Rows,
  { schema, keys, highest, accounts }: Deployment,
  domain: string,
): { rows: Rows; joined: number } {
  const ids = new Map<string, IdMap>();
  const rowIds: IdMap = new Map();
  const joinedAccounts = new Set<string>();
  for (const [table, rows] of archived) {
    const map: IdMap = new Map();
    const integer = isInteger(schema.get(table)?.get('id'));
    let next = highest.get(table) ?? 0;
    for (const row of rows) {
      if (row.id === undefined || row.id === null) continue;
      const existing = table === 'users' ? accounts.get(String(row.email).toLowerCase()) : undefined;
      if (existing !== undefined) joinedAccounts.add(keyOf(row.id));
      const id = existing ?? (integer ? ++next : newRowId());
      map.set(keyOf(row.id), id);
      if (!integer) rowIds.set(keyOf(row.id), id);
    }
    ids.set(table, map);
  }
  const result: Rows = new Map();
  for (const [table, rows] of archived) {
    // A sign-in is to the deployment it was made on; an account already here keeps its own row.
    if (table === 'users_sessions') continue;
    const columns = keys.get(table) ?? new Map<string, string>();
    const out: Row[] = [];
    for (const row of rows) {
      if (table === 'users' && joinedAccounts.has(keyOf(row.id))) continue;
      const copy: Row = {};
      for (const [column, value] of Object.entries(row)) {
        const pointsAt = column === 'id' ? table : columns.get(column);
        if (pointsAt !== undefined && value !== null && value !== undefined)
          copy[column] = ids.get(pointsAt)?.get(keyOf(value)) ?? value;
        else if (column === '_uuid' && typeof value === 'string') copy[column] = rowIds.get(value) ?? value;
        else copy[column] = relinkedColumn(value, ids);
      }
      if (table === 'schools') copy.domain = domain;
      out.push(copy);
    }
    result.set(table, out);
  }
  return { rows: result, joined: joinedAccounts.size };
}

/** Every file name the deployment's rows of an upload collection name. */
async function fileNamesIn(tables: Tables, table: string, columns: Map<string, string> | undefined) {
  const names = new Set<string>();
  for (const column of [...(columns?.keys() ?? [])].filter((name) => name.endsWith('filename')))
    for (const row of await tables.run(`SELECT ${quote(column)} AS name FROM ${quote(table)}`))
      if (typeof row.name === 'string') names.add(row.name);
  return names;
}

/**
 * Imports the school `file` holds (an export of one school) into the deployment at `target`, at its own
 * domain or `domain`. Servers may go on running.
 */
export async function importSchool(file: string, target: Target, domain?: string): Promise<ImportedSchool> {
  const work = mkdtempSync(join(tmpdir(), 'school-site-import-'));
  const written: (() => Promise<void>)[] = [];
  const tables = targetTables(target);
  try {
    const manifest = await unpack(file, work);
    if (!manifest.school || !manifest.tables)
      throw new BackupError(
        `${file} is a backup of a whole deployment, not one school's export: put it back with npm run restore, into an empty database`,
      );
    const at = domain ?? domainSchema.safeParse(manifest.school.domain).data;
    if (!at) throw new BackupError(`${file} names no domain for its school: import it with --domain DOMAIN`);
    const schema = await tables.schema();
    const archived = new Map(
      [...archivedRows(manifest, work, schema, file)].map(([table, { rows }]): [string, Row[]] => [table, rows]),
    );
    const [claimed] = await tables.run(`SELECT name FROM schools WHERE domain = '${at.replace(/'/g, "''")}'`);
    if (claimed)
      throw new BackupError(`${at} is already the domain of ${String(claimed.name)}: import it with --domain OTHER`);

    const keys = await tables.foreignKeys();
    const names = [...archived.keys()].filter((name) => !notCopied(name));
    const accounts = new Map(
      (await tables.run('SELECT id, email FROM users')).map((row) => [String(row.email).toLowerCase(), Number(row.id)]),
    );
    const highest = await highestIds(tables, schema, names);
    const { rows, joined } = importedRows(archived, { schema, keys, highest, accounts }, at);

    // The files first, under names no file has: a failure then leaves no row naming a missing file, and
    // the files put so far are taken away again.
    let files = 0;
    const school = Number(rows.get('schools')?.[0]?.id);
    for (const collection of UPLOAD_COLLECTIONS) {
      const table = tableOf(collection);
      const collectionRows = rows.get(table) ?? [];
      const taken = await fileNamesIn(tables, table, schema.get(table));
      const renamed = freeFileNames(collection, collectionRows, taken, at, target.s3 ? undefined : target.uploadsDir);
      // Where each file is in the archive (its row's folder), and where it goes: the new school's folder.
      const archivedAt = new Map<string, string>();
      const folder = schoolFolder(collection, school);
      for (const row of collectionRows) {
        const from = archivedFolder(collection, row.prefix, file);
        for (const [column, value] of Object.entries(row))
          if (typeof value !== 'string' || value === '') continue;
          else if (column.endsWith('filename')) {
            archivedAt.set(value, posix.join(from, value));
            row[column] = renamed.get(value) ?? value;
          } else if (/(url|u_r_l|_objectkey)$/.test(column)) row[column] = withNewName(value, renamed);
        if ('prefix' in row) row.prefix = folder;
      }
      for (const [from, to] of renamed) {
        const source = join(work, 'uploads', ...(archivedAt.get(from) ?? from).split('/'));
        if (!existsSync(source)) continue;
        const key = `${folder}/${to}`;
        if (target.s3) {
          const { bucket } = target.s3;
          const client = s3Client(target.s3);
          const ContentType = uploadContentType(to) ?? 'application/octet-stream';
          await client.putObject({ Bucket: bucket, Key: key, Body: readFileSync(source), ContentType });
          written.push(async () => void (await client.deleteObject({ Bucket: bucket, Key: key })));
        } else {
          const path = join(target.uploadsDir, ...key.split('/'));
          mkdirSync(dirname(path), { recursive: true });
          copyFileSync(source, path);
          written.push(async () => rmSync(path, { force: true }));
        }
        files += 1;
      }
    }

    const order = writeOrder(names, referencesOf(keys));
    try {
      await tables.write(
        order.map((table): [string, Row[]] => [table, rows.get(table) ?? []]),
        schema,
      );
    } catch (error) {
      // Say, a parent's message whose reference a message here has: the same school, imported twice.
      throw new BackupError(`nothing was imported: the database refused a row (${(error as Error).message})`);
    }
    written.length = 0;
    const added = (rows.get('users') ?? []).length;
    return { name: manifest.school.name, domain: at, files, accounts: { added, joined } };
  } finally {
    for (const undo of written.reverse()) await undo().catch(() => undefined);
    await tables.close();
    rmSync(work, { recursive: true, force: true });
  }
}

import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';

/**
 * The version of what visitors see: one row, `site_version`, which the database itself counts up on every
 * change of a table whose rows a public page may show (triggers, so no write can forget it), read by every
 * page render in one single-row query whatever the tables hold (cms/change-stamp.ts). Its `epoch` is random
 * and moves whenever the counter alone could repeat or miss a change: a migration may rebuild a table (a
 * SQLite rebuild drops its triggers) or add one, and a restore puts back other rows under a counter that
 * may have been seen before. A version string is never given to two different contents.
 */

export type Row = Record<string, unknown>;
/** One statement on the database that holds the row, in whatever transaction the caller holds. */
export type VersionSql = { kind: 'sqlite' | 'postgres'; run: (statement: string) => Promise<Row[]> };

export const VERSION_SQL = 'SELECT epoch, counter FROM site_version';
/**
 * One school's version: the deployment's (what no school owns, such as the schools themselves) and the
 * school's own counter, which only changes of its own documents move. `?` is the school's id.
 */
export const SCHOOL_VERSION_SQL =
  'SELECT epoch, counter, COALESCE((SELECT counter FROM school_versions WHERE school_id = ?), 0) AS school_counter FROM site_version';
const TABLE = 'site_version';
const SCHOOL_TABLE = 'school_versions';
// SQLite names a trigger per table and event; Postgres has one statement-level trigger per table and one function.
const SQLITE_TRIGGER_PREFIX = 'site_version_';
const PG_FUNCTION = 'site_version_bump';
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * The tables whose changes never reach a public page, each with why it is safe to leave out. Every other
 * table counts, so one that a later migration adds counts with no change here. (Postgres's rate-limit
 * tables are in a schema of their own, cms/rate-limit.ts, which `tables()` never lists.)
 */
const NEVER_ON_PAGES = [
  // The version itself, and each school's.
  /^site_version$/,
  /^school_versions$/,
  // Which migrations ran: a run that applied any makes the triggers anew and moves the epoch (cms/migrate.ts).
  /^payload_migrations$/,
  // An editor's admin screens (columns, open panels).
  /^payload_preferences(_|$)/,
  // Which editor has which document open, written as editors come and go.
  /^payload_locked_documents(_|$)/,
  // The job queue (the daily clean-ups), written as jobs are queued and run; what a job changes in the
  // content is written to that content's own table.
  /^payload_jobs(_|$)/,
  // Payload's key-value store: nothing a page reads is kept there.
  /^payload_kv$/,
  // Accounts and their sessions: no page names an editor, and every sign-in writes them.
  /^users(_|$)/,
  // TCs, their scans, imports and lookups: a TC is shown only as the answer to one lookup, never on a
  // cached page, and every lookup writes its log.
  /^transfer_certificates?(_|$)/,
  // Parents' messages, their withdrawals and the privacy notices they agreed to: never on a page, and every
  // form sent writes them. (The retention settings, `message_settings`, are in the notice on the forms: they count.)
  /^messages(_|$)/,
  /^message_withdrawals(_|$)/,
  /^privacy_notices(_|$)/,
  // Parents' alert subscriptions and the counts of what was sent: never on a page, and every sign-up, every
  // mail and every push sent writes them (an alert to thousands would otherwise empty the page cache with
  // each, just as parents come to the site).
  /^alert_subscriptions(_|$)/,
  /^alert_deliveries(_|$)/,
  // Versions (`_{slug}_v*`): drafts and the history of saves; publishing writes the entry's own table too.
  /^_.+_v(_|$)/,
  // The site search's index (cms/search/engine.ts): written in the same transaction as the content
  // it comes from, whose own tables move the version. And SQLite cannot put a trigger on its FTS5 table
  // (a virtual table), nor should it on the shadow tables FTS5 keeps (`search_fts_data`, …).
  /^search_/,
];

const shownOnPages = (table: string) => !NEVER_ON_PAGES.some((pattern) => pattern.test(table));

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
// Hex: written into the statements as it is, no quoting to get wrong.
const newEpoch = () => randomBytes(8).toString('hex');

/**
 * How a table's row names its school, as SQL over the row `row` (NEW or OLD): its own `school_id`, or
 * its parent's (a document's localized texts, lists and relationships point at it by `_parent_id` or
 * `parent_id`), found one table up at a time. Undefined: a table no school owns (the schools themselves).
 */
type Owners = Map<string, ((row: string) => string) | undefined>;

async function owners(sql: VersionSql, tables: string[]): Promise<Owners> {
  const columns = new Map<string, Set<string>>();
  const parents = new Map<string, { table: string; column: string }>();
  for (const table of tables) {
    const [names, keys] =
      sql.kind === 'postgres'
        ? await Promise.all([
            sql.run(
              `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table}'`,
            ),
            sql.run(
              `SELECT kcu.column_name AS "from", ccu.table_name AS "table" FROM information_schema.table_constraints tc
                 JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
                 JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
               WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND tc.table_name = '${table}'`,
            ),
          ])
        : await Promise.all([
            sql.run(`SELECT name FROM pragma_table_info('${table}')`),
            sql.run(`SELECT "from", "table" FROM pragma_foreign_key_list('${table}')`),
          ]);
    columns.set(table, new Set(names.map((row) => String(row.name))));
    const parent = keys.find((key) => key.from === '_parent_id' || key.from === 'parent_id');
    if (parent) parents.set(table, { table: String(parent.table), column: String(parent.from) });
  }
  // The school of the row of `table` whose id is `id` (SQL), or undefined.
  const byId = (table: string, id: string, depth = 0): string | undefined => {
    if (columns.get(table)?.has('school_id')) return `(SELECT school_id FROM ${quote(table)} WHERE id = ${id})`;
    const parent = parents.get(table);
    if (!parent || depth > 8) return undefined;
    return byId(parent.table, `(SELECT ${quote(parent.column)} FROM ${quote(table)} WHERE id = ${id})`, depth + 1);
  };
  const result: Owners = new Map();
  for (const table of tables) {
    if (columns.get(table)?.has('school_id')) result.set(table, (row) => `${row}.school_id`);
    else {
      const parent = parents.get(table);
      const test = parent && byId(parent.table, 'x');
      result.set(
        table,
        parent && test ? (row) => byId(parent.table, `${row}.${quote(parent.column)}`) as string : undefined,
      );
    }
  }
  return result;
}

async function tables(sql: VersionSql): Promise<string[]> {
  const rows = await sql.run(
    sql.kind === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  return rows.map((row) => String(row.name)).sort();
}

/** Every trigger this module made, dropped: a table that left the list (or was renamed) keeps none. */
async function dropTriggers(sql: VersionSql): Promise<void> {
  if (sql.kind === 'postgres') {
    await sql.run(`DROP FUNCTION IF EXISTS ${PG_FUNCTION}() CASCADE`);
    const functions = await sql.run(
      `SELECT proname AS name FROM pg_proc WHERE pronamespace = current_schema()::regnamespace AND proname LIKE '${PG_FUNCTION}_%'`,
    );
    for (const { name } of functions) await sql.run(`DROP FUNCTION IF EXISTS ${quote(String(name))} CASCADE`);
    return;
  }
  const triggers = await sql.run(
    `SELECT name FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, ${SQLITE_TRIGGER_PREFIX.length}) = '${SQLITE_TRIGGER_PREFIX}'`,
  );
  for (const { name } of triggers) await sql.run(`DROP TRIGGER IF EXISTS ${quote(String(name))}`);
}

/**
 * Makes the row if there is none, the triggers anew for the tables there are now, and a new epoch: run by
 * the migration that brings the row and after every run of migrations that applied one. Idempotent. The
 * caller holds one transaction around it, so no save is ever made without a trigger to count it.
 */
export async function refreshVersionRow(sql: VersionSql): Promise<void> {
  const counter = sql.kind === 'postgres' ? 'bigint' : 'integer';
  // `id` holds the table to one row.
  await sql.run(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (id integer PRIMARY KEY CHECK (id = 1), epoch text NOT NULL, counter ${counter} NOT NULL)`,
  );
  await sql.run(`INSERT INTO ${TABLE} (id, epoch, counter) VALUES (1, '${newEpoch()}', 0) ON CONFLICT (id) DO NOTHING`);
  // A school's own counter: only its documents move it, so an edit in one school leaves every other
  // school's kept pages alone. A row that names no school moves nothing: no school's visitor reads it
  // (cms/schools.ts), and the part of a document deleted with it (its texts, its lists) finds its
  // document gone, whose own deletion counted for its school.
  await sql.run(
    `CREATE TABLE IF NOT EXISTS ${SCHOOL_TABLE} (school_id ${counter} PRIMARY KEY, counter ${counter} NOT NULL)`,
  );
  await dropTriggers(sql);
  const counted = (await tables(sql)).filter(shownOnPages);
  const ownerOf = await owners(sql, counted);
  const bumpShared = `UPDATE ${TABLE} SET counter = counter + 1`;
  if (sql.kind === 'postgres') {
    // What no school owns: once per statement, however many rows it writes.
    await sql.run(
      `CREATE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bumpShared}; RETURN NULL; END $$`,
    );
    await sql.run(
      `CREATE FUNCTION ${PG_FUNCTION}_for(school bigint) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
         IF school IS NOT NULL THEN INSERT INTO ${SCHOOL_TABLE} (school_id, counter) VALUES (school, 1)
           ON CONFLICT (school_id) DO UPDATE SET counter = ${SCHOOL_TABLE}.counter + 1;
         END IF; END $$`,
    );
    for (const [index, table] of counted.entries()) {
      const owner = ownerOf.get(table);
      // A school's rows: per row, each counted for its school (and an update that moves one, for both).
      if (owner) {
        const fn = `${PG_FUNCTION}_${index}`;
        await sql.run(
          `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
             IF TG_OP <> 'INSERT' THEN PERFORM ${PG_FUNCTION}_for(${owner('OLD')}); END IF;
             IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR ${owner('OLD')} IS DISTINCT FROM ${owner('NEW')}) THEN PERFORM ${PG_FUNCTION}_for(${owner('NEW')}); END IF;
             RETURN NULL; END $$`,
        );
        await sql.run(
          `CREATE TRIGGER ${TABLE} AFTER INSERT OR UPDATE OR DELETE ON ${quote(table)} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
        );
        await sql.run(
          `CREATE TRIGGER ${TABLE}_truncate AFTER TRUNCATE ON ${quote(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${PG_FUNCTION}()`,
        );
      } else
        await sql.run(
          `CREATE TRIGGER ${TABLE} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quote(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${PG_FUNCTION}()`,
        );
    }
  } else {
    // SQLite's triggers are per row only.
    const bumpSchool = (school: string) => bumpIfOwned(school, 'true');
    // `WHERE` before `ON CONFLICT`: SQLite's upsert after a SELECT needs one.
    const bumpIfOwned = (school: string, also: string) =>
      `INSERT INTO ${SCHOOL_TABLE} (school_id, counter) SELECT s, 1 FROM (SELECT ${school} AS s) WHERE s IS NOT NULL AND ${also} ` +
      `ON CONFLICT (school_id) DO UPDATE SET counter = counter + 1;`;
    for (const table of counted) {
      const owner = ownerOf.get(table);
      for (const event of EVENTS) {
        const body = !owner
          ? `${bumpShared};`
          : event === 'insert'
            ? bumpSchool(owner('NEW'))
            : event === 'delete'
              ? bumpSchool(owner('OLD'))
              : bumpSchool(owner('OLD')) + bumpIfOwned(owner('NEW'), `s IS NOT ${owner('OLD')}`);
        await sql.run(
          `CREATE TRIGGER ${quote(`${SQLITE_TRIGGER_PREFIX}${table}_${event}`)} AFTER ${event.toUpperCase()} ON ${quote(table)} BEGIN ${body} END`,
        );
      }
    }
  }
  await moveEpoch(sql);
}

/** The triggers and the row gone (the migration's `down`). */
export async function dropVersionRow(sql: VersionSql): Promise<void> {
  await dropTriggers(sql);
  await sql.run(`DROP TABLE IF EXISTS ${TABLE}`);
  await sql.run(`DROP TABLE IF EXISTS ${SCHOOL_TABLE}`);
}

/**
 * A new epoch: no version read before names what the database holds now. A database from before the row
 * (a restored SQLite file of an old backup) has none to move: the migration that makes it picks a new one.
 */
export async function moveEpoch(sql: VersionSql): Promise<void> {
  if ((await tables(sql)).includes(TABLE)) await sql.run(`UPDATE ${TABLE} SET epoch = '${newEpoch()}'`);
}

/** `${epoch}.${counter}` from the row `VERSION_SQL` reads; `.${school_counter}` after it from SCHOOL_VERSION_SQL's. */
export function versionOf(row: Row | undefined): string {
  if (!row) throw new Error(`${TABLE} has no row: have the migrations run?`);
  const counted = row.school_counter;
  const school = typeof counted === 'number' || typeof counted === 'string' ? `.${counted}` : '';
  return `${String(row.epoch)}.${String(row.counter)}${school}`;
}

type SqliteClient = {
  execute: (sql: string | { sql: string; args: unknown[] }) => Promise<{ rows: unknown[] }>;
  transaction: (mode: 'write') => Promise<{
    execute: (sql: string) => Promise<{ rows: unknown[] }>;
    commit: () => Promise<void>;
    close: () => void;
  }>;
};
type PostgresPool = {
  query: (sql: string, args?: unknown[]) => Promise<{ rows: unknown[] }>;
  connect: () => Promise<{ query: (sql: string) => Promise<{ rows: unknown[] }>; release: () => void }>;
};
type Adapter = { pool?: PostgresPool; client?: SqliteClient };

/** The content's version (of `school`, else the deployment's), in one query on Payload's own connection(s). */
export async function readVersion(payload: Payload, school?: number): Promise<string> {
  const db = payload.db as unknown as Adapter;
  const statement =
    school === undefined ? VERSION_SQL : db.pool ? SCHOOL_VERSION_SQL.replace('?', '$1') : SCHOOL_VERSION_SQL;
  const args = school === undefined ? [] : [school];
  const { rows } = db.pool
    ? await db.pool.query(statement, args)
    : await (db.client as SqliteClient).execute({ sql: statement, args });
  return versionOf(rows[0] as Row | undefined);
}

/** `step` on Payload's database, in one transaction of its own. */
export async function inOneTransaction(payload: Payload, step: (sql: VersionSql) => Promise<void>): Promise<void> {
  const db = payload.db as unknown as Adapter;
  if (db.pool) {
    const client = await db.pool.connect();
    const run = async (statement: string) => (await client.query(statement)).rows as Row[];
    try {
      await run('BEGIN');
      try {
        await step({ kind: 'postgres', run });
        await run('COMMIT');
      } catch (error) {
        await run('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
    return;
  }
  const transaction = await (db.client as SqliteClient).transaction('write');
  try {
    await step({ kind: 'sqlite', run: async (statement) => (await transaction.execute(statement)).rows as Row[] });
    await transaction.commit();
  } finally {
    // Rolls back what was not committed.
    transaction.close();
  }
}

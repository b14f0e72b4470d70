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
const TABLE = 'site_version';
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
  // The version itself.
  /^site_version$/,
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
  // Versions (`_{slug}_v*`): drafts and the history of saves; publishing writes the entry's own table too.
  /^_.+_v(_|$)/,
  // The site search's index (features/search/engine.ts): written in the same transaction as the content
  // it comes from, whose own tables move the version. And SQLite cannot put a trigger on its FTS5 table
  // (a virtual table), nor should it on the shadow tables FTS5 keeps (`search_fts_data`, …).
  /^search_/,
];

const shownOnPages = (table: string) => !NEVER_ON_PAGES.some((pattern) => pattern.test(table));

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
// Hex: written into the statements as it is, no quoting to get wrong.
const newEpoch = () => randomBytes(8).toString('hex');

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
  await dropTriggers(sql);
  const counted = (await tables(sql)).filter(shownOnPages);
  if (sql.kind === 'postgres') {
    // Once per statement, however many rows it writes: a save is a handful of statements.
    await sql.run(
      `CREATE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE ${TABLE} SET counter = counter + 1; RETURN NULL; END $$`,
    );
    for (const table of counted)
      await sql.run(
        `CREATE TRIGGER ${TABLE} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quote(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${PG_FUNCTION}()`,
      );
  } else {
    // SQLite's triggers are per row only.
    for (const table of counted)
      for (const event of EVENTS)
        await sql.run(
          `CREATE TRIGGER ${quote(`${SQLITE_TRIGGER_PREFIX}${table}_${event}`)} AFTER ${event.toUpperCase()} ON ${quote(table)} BEGIN UPDATE ${TABLE} SET counter = counter + 1; END`,
        );
  }
  await moveEpoch(sql);
}

/** The triggers and the row gone (the migration's `down`). */
export async function dropVersionRow(sql: VersionSql): Promise<void> {
  await dropTriggers(sql);
  await sql.run(`DROP TABLE IF EXISTS ${TABLE}`);
}

/**
 * A new epoch: no version read before names what the database holds now. A database from before the row
 * (a restored SQLite file of an old backup) has none to move: the migration that makes it picks a new one.
 */
export async function moveEpoch(sql: VersionSql): Promise<void> {
  if ((await tables(sql)).includes(TABLE)) await sql.run(`UPDATE ${TABLE} SET epoch = '${newEpoch()}'`);
}

/** `${epoch}.${counter}` from the row `VERSION_SQL` reads. */
export function versionOf(row: Row | undefined): string {
  if (!row) throw new Error(`${TABLE} has no row: have the migrations run?`);
  return `${String(row.epoch)}.${String(row.counter)}`;
}

type SqliteClient = {
  execute: (sql: string) => Promise<{ rows: unknown[] }>;
  transaction: (mode: 'write') => Promise<{
    execute: (sql: string) => Promise<{ rows: unknown[] }>;
    commit: () => Promise<void>;
    close: () => void;
  }>;
};
type PostgresPool = {
  query: (sql: string) => Promise<{ rows: unknown[] }>;
  connect: () => Promise<{ query: (sql: string) => Promise<{ rows: unknown[] }>; release: () => void }>;
};
type Adapter = { pool?: PostgresPool; client?: SqliteClient };

/** The content's version, in one query on Payload's own connection(s). */
export async function readVersion(payload: Payload): Promise<string> {
  const db = payload.db as unknown as Adapter;
  const { rows } = db.pool ? await db.pool.query(VERSION_SQL) : await (db.client as SqliteClient).execute(VERSION_SQL);
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

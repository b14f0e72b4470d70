import { createClient, type Client as SqliteClient } from '@libsql/client';
import pg from 'pg';

/**
 * The CMS's tables read and written as plain rows, the same way on SQLite and on Postgres: what makes a
 * backup of one restore into the other. Both adapters build the same tables and columns from the same
 * collections; only the column types differ, and a row is fitted to the target's types as it is written.
 */

export type Row = Record<string, unknown>;

// Payload's own record of which migrations ran: each database has its own, made by its migrations. The
// content's version (site-version.ts) too: a restored database gets a new epoch, and a version read
// from the database the backup came from must never be read again from another.
const NOT_COPIED = new Set(['payload_migrations', 'site_version', 'school_versions']);
// The site search's index (cms/search/engine.ts, tables `search_*`) is made from the other tables:
// a restore rebuilds it (scripts/restore.ts), so a backup need not carry it, and SQLite's FTS5 shadow
// tables are no rows to write into Postgres (nor Postgres's tsvector into SQLite).
const SEARCH_INDEX = /^search_/;

/** Whether a backup leaves the table out (and a restore does not count its rows). */
export const notCopied = (table: string) => NOT_COPIED.has(table) || SEARCH_INDEX.test(table);

export interface Tables {
  readonly kind: 'sqlite' | 'postgres';
  /** Table name → column name → declared type (lower case). */
  schema(): Promise<Map<string, Map<string, string>>>;
  /** Table name → its columns that are foreign keys → the table each points at. */
  foreignKeys(): Promise<ForeignKeys>;
  /** Table name → the tables its foreign keys point at. */
  references(): Promise<Map<string, Set<string>>>;
  /**
   * Table name → the row it belongs to, for Payload's tables of a document's parts (its localized texts,
   * lists, relationships, versions): the column (`_parent_id` or `parent_id`) and the table it points at.
   */
  parents(): Promise<Map<string, { column: string; table: string }>>;
  /** Every table's rows, read in one consistent snapshot. */
  snapshot(tables: string[]): Promise<Map<string, Row[]>>;
  /** Writes the rows in one transaction (the tables in an order that satisfies foreign keys). */
  write(tables: [string, Row[]][], schema: Map<string, Map<string, string>>): Promise<void>;
  /** One statement, for what is not rows (the content's version). */
  run(statement: string): Promise<Row[]>;
  close(): Promise<void>;
}

export type ForeignKeys = Map<string, Map<string, string>>;

/** A table's or column's name as SQL (either database). */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Table name → the tables its foreign keys point at. */
export const referencesOf = (keys: ForeignKeys) =>
  new Map([...keys].map(([table, columns]) => [table, new Set(columns.values())]));

function parentsOf(keys: ForeignKeys) {
  const parents = new Map<string, { column: string; table: string }>();
  for (const [table, columns] of keys)
    for (const column of ['_parent_id', 'parent_id']) {
      const parent = columns.get(column);
      if (parent && !parents.has(table)) parents.set(table, { column, table: parent });
    }
  return parents;
}

function fitted(value: unknown, type: string, kind: 'sqlite' | 'postgres'): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'postgres') {
    if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true';
    // SQLite keeps JSON as text; node-postgres would write a JS array as a Postgres array.
    if (type === 'jsonb' || type === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') return JSON.stringify(value);
  // Postgres's numeric arrives as text.
  if (
    typeof value === 'string' &&
    /^(numeric|integer|real)/.test(type) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  return value;
}

class PostgresTables implements Tables {
  readonly kind = 'postgres';
  private readonly client: pg.Client;
  private connected: Promise<void>;

  constructor(url: string) {
    this.client = new pg.Client({ connectionString: url });
    this.connected = this.client.connect().then(() => undefined);
  }

  private async query(text: string, values: unknown[] = []) {
    await this.connected;
    return this.client.query(text, values);
  }

  async schema() {
    const { rows } = await this.query(
      `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
    );
    const schema = new Map<string, Map<string, string>>();
    for (const row of rows as { table_name: string; column_name: string; data_type: string }[]) {
      const columns = schema.get(row.table_name) ?? new Map<string, string>();
      columns.set(row.column_name, row.data_type.toLowerCase());
      schema.set(row.table_name, columns);
    }
    return schema;
  }

  async foreignKeys() {
    const { rows } = await this.query(
      `SELECT conrelid::regclass::text AS "from", confrelid::regclass::text AS "to", a.attname AS "column"
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
    );
    const bare = (name: string) => name.replace(/^.*\./, '').replace(/^"|"$/g, '');
    const keys: ForeignKeys = new Map();
    for (const row of rows as { from: string; to: string; column: string }[]) {
      const columns = keys.get(bare(row.from)) ?? new Map<string, string>();
      keys.set(bare(row.from), columns.set(row.column, bare(row.to)));
    }
    return keys;
  }

  async references() {
    return referencesOf(await this.foreignKeys());
  }

  async parents() {
    return parentsOf(await this.foreignKeys());
  }

  async snapshot(tables: string[]) {
    const rows = new Map<string, Row[]>();
    // One read-only transaction sees the database as it was when it began, whatever is saved meanwhile.
    await this.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      for (const table of tables) rows.set(table, (await this.query(`SELECT * FROM ${quote(table)}`)).rows as Row[]);
    } finally {
      await this.query('COMMIT');
    }
    return rows;
  }

  async write(tables: [string, Row[]][], schema: Map<string, Map<string, string>>) {
    await this.query('BEGIN');
    try {
      for (const [table, rows] of tables) {
        const columns = schema.get(table) ?? new Map<string, string>();
        for (const row of rows) {
          const names = Object.keys(row).filter((name) => columns.has(name));
          const values = names.map((name) => fitted(row[name], columns.get(name) ?? '', 'postgres'));
          await this.query(
            `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
            values,
          );
        }
        // Rows came with their ids: the next id the CMS hands out must follow the highest one.
        if (columns.get('id') === 'integer') {
          await this.query(
            `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT MAX(id) FROM ${quote(table)}), 1)) WHERE pg_get_serial_sequence($1, 'id') IS NOT NULL`,
            [quote(table)],
          );
        }
      }
      await this.query('COMMIT');
    } catch (error) {
      await this.query('ROLLBACK');
      throw error;
    }
  }

  async run(statement: string) {
    return (await this.query(statement)).rows as Row[];
  }

  async close() {
    await this.client.end();
  }
}

class SqliteTables implements Tables {
  readonly kind = 'sqlite';
  private readonly client: SqliteClient;

  constructor(file: string) {
    this.client = createClient({ url: `file:${file}` });
  }

  private async tableNames(): Promise<string[]> {
    const { rows } = await this.client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    return rows.map((row) => String(row.name as string));
  }

  async schema() {
    const schema = new Map<string, Map<string, string>>();
    for (const table of await this.tableNames()) {
      const { rows } = await this.client.execute(`PRAGMA table_info(${quote(table)})`);
      schema.set(
        table,
        new Map(rows.map((row) => [String(row.name as string), String(row.type as string).toLowerCase()])),
      );
    }
    return schema;
  }

  async foreignKeys() {
    const keys: ForeignKeys = new Map();
    for (const table of await this.tableNames()) {
      const { rows } = await this.client.execute(`PRAGMA foreign_key_list(${quote(table)})`);
      keys.set(table, new Map(rows.map((row) => [String(row.from as string), String(row.table as string)])));
    }
    return keys;
  }

  async references() {
    return referencesOf(await this.foreignKeys());
  }

  async parents() {
    return parentsOf(await this.foreignKeys());
  }

  // Called on a copy made by VACUUM INTO (see backup.ts): nothing writes to it meanwhile.
  async snapshot(tables: string[]) {
    const rows = new Map<string, Row[]>();
    for (const table of tables) rows.set(table, await this.run(`SELECT * FROM ${quote(table)}`));
    return rows;
  }

  async write(tables: [string, Row[]][], schema: Map<string, Map<string, string>>) {
    const statements = tables.flatMap(([table, rows]) => {
      const columns = schema.get(table) ?? new Map<string, string>();
      return rows.map((row) => {
        const names = Object.keys(row).filter((name) => columns.has(name));
        return {
          sql: `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
          args: names.map((name) => fitted(row[name], columns.get(name) ?? '', 'sqlite')) as (string | number | null)[],
        };
      });
    });
    // Into a database a running site also writes (one school imported: cms/school-import.ts): its commits
    // hold the lock for moments.
    await this.client.execute('PRAGMA busy_timeout = 10000');
    await this.client.batch(statements, 'write');
  }

  async run(statement: string) {
    const result = await this.client.execute(statement);
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
  }

  async close() {
    this.client.close();
  }
}

export function openTables(target: { databaseUrl: string } | { sqliteFile: string }): Tables {
  return 'databaseUrl' in target ? new PostgresTables(target.databaseUrl) : new SqliteTables(target.sqliteFile);
}

/** The tables in an order in which every row's foreign keys point at rows already written. */
export function writeOrder(tables: string[], references: Map<string, Set<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const target of references.get(table) ?? [])
      if (target !== table && tables.includes(target)) visit(target, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

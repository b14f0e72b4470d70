import { join } from 'node:path';
import type { Migration, Payload } from 'payload';
import type { Pool } from 'pg';
import { log } from '../lib/log.ts';
import { getSettings } from '../lib/settings.ts';
import { runAfterMigrations } from './after-migrations.ts';
import { migrations as postgresMigrations } from './migrations/postgres/index.ts';
import { migrations as sqliteMigrations } from './migrations/sqlite/index.ts';
import { rebuildSearchIndex } from './search/rebuild.ts';
import { inOneTransaction, refreshVersionRow } from './site-version.ts';
import { hasContent, importStarterContent, NAVIGATION_FILE } from './starter-content.ts';
import { StarterContentError } from './starter-import.ts';
import { checkUploadStorage, StorageError } from './storage.ts';

// The menu and social links of the demo school, imported with the rest of the starter content.

/**
 * Migrations whose data step reads through Payload (cms/public-files/refresh.ts), run here once every
 * migration has: Payload's queries are built from today's config, so they need today's tables, which a
 * database migrated from before (say, before the texts had languages) has only at the end.
 */
const REFRESH_FILES_AFTER = new Set(['20261124_220707_security_review', '20261124_220717_security_review']);

/**
 * Migrations after which the site search's index is made anew from the published content (through
 * Payload, so at the end like the files' refresh): the one that makes the index, and any that changes
 * what is searched.
 */
const REBUILD_SEARCH_AFTER = new Set([
  '20261126_170000_search',
  // Documents' text (features/documents/fill-text.ts), which the notices showing them are found by.
  '20261126_161923_documents_text',
  '20261126_161929_documents_text',
  // Each entry's school (issue 44: many schools).
  '20261129_004405_schools',
  '20261129_005957_schools',
]);

// Any number the site's database shares with nothing else: Postgres's advisory locks are per database.
const MIGRATION_LOCK = 7_342_021;

export type MigrateOptions = { contentDir: string };

/**
 * Replicas starting together against a fresh Postgres database take turns: the first applies the
 * migrations and imports the starter content, the others wait for it and then find nothing to do.
 * A session lock on a connection of its own, so Postgres releases it if the process dies half-way.
 * SQLite is one server's file: `npm start` runs the step before it serves, so nothing runs alongside.
 */
async function oneAtATime<T>(payload: Payload, step: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'postgres') return step();
  const pool = (payload.db as unknown as { pool: Pool }).pool;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await step();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Before the server serves: the committed migrations that have not run yet, then the starter content
 * when the database holds none (a fresh install). A restart imports nothing. The migrations are the
 * bundled ones, so the standalone server (which has no cms/ folder) runs them too.
 */
export async function migrateAndImport(
  payload: Payload,
  { contentDir }: MigrateOptions,
): Promise<{ imported: boolean }> {
  // The starter import uploads documents, and editors will: a bucket that does not answer stops the start.
  await checkUploadStorage(getSettings());
  return oneAtATime(payload, async () => {
    await applyMigrations(payload);
    if (await hasContent(payload)) return { imported: false };
    log.info('[cms] the database is empty: importing the starter content from content/');
    await importStarterContent(payload, contentDir, join(contentDir, NAVIGATION_FILE));
    return { imported: true };
  });
}

/**
 * The bundled migrations the database has not had; then, if any was applied, the content version's
 * triggers made anew for the tables there are now (a migration may have added a table, or rebuilt one and
 * so dropped its triggers) and a new epoch, since what it changed was not counted. A start that applies
 * nothing leaves the epoch alone: replicas starting do not make each other read everything again.
 */
async function applyMigrations(payload: Payload): Promise<void> {
  // Payload's generic type says `unknown` arguments where each adapter's migrations take its own.
  const bundled = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[];
  // Payload runs the `up` of the migrations it has no record of, and only those.
  const applied: string[] = [];
  const migrations = bundled.map((migration) => ({
    ...migration,
    up: async (args: unknown) => {
      await migration.up(args);
      applied.push(migration.name);
    },
  }));
  await payload.db.migrate({ migrations });
  if (applied.length === 0) return;
  if (applied.some((name) => REFRESH_FILES_AFTER.has(name))) {
    // Loaded only for such an upgrade: what it loads is Payload's whole runtime.
    const [{ createLocalReq }, { refreshEveryFile }] = await Promise.all([
      import('payload'),
      import('./public-files/refresh.ts'),
    ]);
    await refreshEveryFile(payload, await createLocalReq({}, payload));
  }
  await runAfterMigrations(payload, applied);
  if (applied.some((name) => REBUILD_SEARCH_AFTER.has(name))) {
    const indexed = await rebuildSearchIndex(payload);
    // A fresh install's database is still empty here: its starter import fills the index as it saves.
    if (indexed > 0) log.info(`[cms] the search index was made anew: ${indexed} published documents`);
  }
  await inOneTransaction(payload, refreshVersionRow);
}

/** The migrations only, for a restore: the tables made, empty, for the backup's rows. */
export async function migrateOnly(payload: Payload): Promise<void> {
  await oneAtATime(payload, () => applyMigrations(payload));
}

/** Whether an admin account exists; until one does, nobody can sign in to manage accounts. */
export async function hasAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { in: ['admin', 'group-admin'] } },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** For a server started on its own: the database made ready, or one line saying why not and exit 1. */
export async function prepareOrExit(payload: Payload, contentDir: string, prefix: string): Promise<void> {
  try {
    await migrateAndImport(payload, { contentDir });
  } catch (error) {
    console.error(
      `${prefix}: ${error instanceof StarterContentError || error instanceof StorageError ? error.message : `the database could not be prepared: ${(error as Error).message}`}`,
    );
    process.exit(1);
  }
}

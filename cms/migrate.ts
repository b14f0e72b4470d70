import type { Payload } from 'payload';
import { log } from '../lib/log.ts';
import { hasContent, importStarterContent, StarterContentError } from './starter-content.ts';

import { join } from 'node:path';

// The menu and social links of the demo school, imported with the rest of the starter content.
export const NAVIGATION_FILE = 'navigation.json';

export type MigrateOptions = { contentDir: string; runMigrations?: boolean };

/**
 * Before the server serves: the committed migrations that have not run yet, then the starter content
 * when the database holds none (a fresh install). A restart imports nothing.
 */
export async function migrateAndImport(payload: Payload, { contentDir, runMigrations = true }: MigrateOptions): Promise<{ imported: boolean }> {
  // The production server has applied them already, as Payload starts (prodMigrations in the config).
  if (runMigrations) await payload.db.migrate();
  if (await hasContent(payload)) return { imported: false };
  log.info('[cms] the database is empty: importing the starter content from content/');
  await importStarterContent(payload, contentDir, join(contentDir, NAVIGATION_FILE));
  return { imported: true };
}

/** Whether an admin account exists; until one does, nobody can sign in to manage accounts. */
export async function hasAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true });
  return totalDocs > 0;
}

/** For a server started on its own: the database made ready, or one line saying why not and exit 1. */
export async function prepareOrExit(payload: Payload, contentDir: string, prefix: string): Promise<void> {
  try {
    await migrateAndImport(payload, { contentDir, runMigrations: false });
  } catch (error) {
    console.error(`${prefix}: ${error instanceof StarterContentError ? error.message : `the database could not be prepared: ${(error as Error).message}`}`);
    process.exit(1);
  }
}

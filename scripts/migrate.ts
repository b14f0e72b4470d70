/**
 * `npm run migrate`: applies the committed migrations the database has not had yet, then imports the
 * starter content into an empty database (a fresh install). `npm start` runs it before it serves; with
 * several replicas, run it once as its own step before a rolling update.
 */
import { getPayload } from 'payload';
import { hasAdmin, migrateAndImport } from '../cms/migrate.ts';
import { StarterContentError } from '../cms/starter-import.ts';
import { StorageError } from '../cms/storage.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

const prefix = process.argv.includes('--from-start') ? 'npm start' : 'npm run migrate';

try {
  const settings = getSettings();
  const { default: config } = await import('../cms/payload.config.ts');
  const payload = await getPayload({ config });
  await migrateAndImport(payload, { contentDir: settings.contentDir });
  if (!(await hasAdmin(payload))) {
    console.log(
      `${prefix}: no admin account yet, so nobody can sign in at /admin: create one with \`npm run users -- add you@school.example --role admin\` (it asks for the password)`,
    );
  }
  process.exit(0);
} catch (error) {
  if (error instanceof SettingsError || error instanceof StarterContentError || error instanceof StorageError) {
    console.error(`${prefix}: ${error.message}`);
    process.exit(1);
  }
  console.error(
    `${prefix}: the database could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

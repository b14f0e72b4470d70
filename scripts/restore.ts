/**
 * `npm run restore FILE`: puts a backup archive back, into SQLite in DATA_DIR or, with DATABASE_URL, into
 * a new, empty Postgres database; whichever database the backup was taken from. Stop every server first.
 */
import { getPayload } from 'payload';
import { runEveryAfterMigrationsStep } from '../cms/after-migrations.ts';
import { BackupError, restore } from '../cms/backup.ts';
import { migrateOnly } from '../cms/migrate.ts';
import { rebuildSearchIndex } from '../cms/search/rebuild.ts';
import { checkUploadStorage, StorageError } from '../cms/storage.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

const file = process.argv[2];
try {
  if (!file) throw new BackupError('usage: npm run restore FILE   (a .tar.gz written by npm run backup)');
  const settings = getSettings();
  await checkUploadStorage(settings);
  const { default: config } = await import('../cms/payload.config.ts');
  let migrated = false;
  const manifest = await restore(file, settings, async () => {
    await migrateOnly(await getPayload({ config }));
    migrated = true;
  });
  // The archive holds no search index (cms/database-rows.ts): made from the rows just put back. (An old
  // SQLite file is put back as it is, without the index's table: the migrations at start make and fill it.)
  // A backup from before a data step's migration (say, documents without their PDFs' text) gets it now,
  // before the index is made from the rows.
  if (migrated) {
    const payload = await getPayload({ config });
    await runEveryAfterMigrationsStep(payload);
    await rebuildSearchIndex(payload);
  }
  const where = settings.databaseUrl ? 'the Postgres database' : settings.dataDir;
  console.log(
    `npm run restore: ${where} now holds the backup taken ${manifest.takenAt} (from ${manifest.database}); start the site with npm start`,
  );
  process.exit(0);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingsError || error instanceof StorageError)) throw error;
  console.error(`npm run restore: ${error.message}`);
  process.exit(1);
}

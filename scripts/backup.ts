/**
 * `npm run backup [FILE]`: one archive with a consistent snapshot of the database (taken while the site
 * runs; SQLite or Postgres) and every upload; by default `backups/school-site-{date}.tar.gz`. See docs/operations.md, "Backups".
 */
import { join } from 'node:path';
import { backup, BackupError } from '../cms/backup.ts';
import { checkUploadStorage, StorageError } from '../cms/storage.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

try {
  const settings = getSettings();
  await checkUploadStorage(settings);
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const file = process.argv[2] ?? join('backups', `school-site-${stamp}.tar.gz`);
  const manifest = await backup(settings, file);
  console.log(
    `npm run backup: wrote ${file} (${manifest.database} database and uploads${settings.s3 ? ` from the bucket ${settings.s3.bucket}` : ''}, taken ${manifest.takenAt})`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingsError || error instanceof StorageError)) throw error;
  console.error(`npm run backup: ${error.message}`);
  process.exit(1);
}

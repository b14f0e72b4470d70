/** `npm run restore FILE`: puts a backup archive back into DATA_DIR. Stop the server first. */
import { BackupError, restore } from '../cms/backup.ts';
import { parseSettings, SettingsError } from '../lib/settings.ts';

const file = process.argv[2];
try {
  if (!file) throw new BackupError('usage: npm run restore FILE   (a .tar.gz written by npm run backup)');
  const settings = parseSettings(process.env);
  if (settings.databaseUrl) throw new BackupError('DATABASE_URL is set: restore Postgres with pg_restore (npm run restore writes the SQLite database)');
  const manifest = await restore(file, settings.dataDir);
  console.log(`npm run restore: ${settings.dataDir} now holds the backup taken ${manifest.takenAt}; start the site with npm start`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingsError)) throw error;
  console.error(`npm run restore: ${error.message}`);
  process.exit(1);
}

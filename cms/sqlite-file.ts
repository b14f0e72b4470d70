import { join } from 'node:path';

/** The embedded CMS's SQLite database, in the data folder (DATA_DIR): Payload's, the backups' and the version's. */
export const SQLITE_FILE_NAME = 'school.db';

export const sqliteFile = (dataDir: string) => join(dataDir, SQLITE_FILE_NAME);

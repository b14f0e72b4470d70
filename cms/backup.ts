import { createClient } from '@libsql/client';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as tar from 'tar';

/**
 * One archive holds everything the school's site has that is not in the repository: a consistent
 * snapshot of the database, taken while the site runs, and every uploaded file.
 *
 *   manifest.json   what this is: format, database kind, when it was taken
 *   school.db       the SQLite database, as `VACUUM INTO` writes it (a consistent copy, WAL included)
 *   uploads/        DATA_DIR/uploads as it was
 */

export const DATABASE_FILE = 'school.db';
const FORMAT = 'school-site-backup/1';

export class BackupError extends Error {
  override name = 'BackupError';
}

type Manifest = { format: string; database: 'sqlite'; takenAt: string };

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Writes the archive to `file` (a .tar.gz); the site may go on serving and saving meanwhile. */
export async function backup(dataDir: string, file: string): Promise<Manifest> {
  const database = join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`no database at ${database}: is DATA_DIR right?`);
  const work = mkdtempSync(join(tmpdir(), 'school-site-backup-'));
  try {
    // One read transaction: what the site saves meanwhile is either wholly in the copy or not at all.
    const client = createClient({ url: `file:${database}` });
    try {
      // The database is in write-ahead-log mode, so the site keeps saving meanwhile; a save's commit
      // that is under way holds its lock only for moments.
      await client.execute('PRAGMA busy_timeout = 10000');
      await client.execute(`VACUUM INTO ${sqlString(join(work, DATABASE_FILE))}`);
    } finally {
      client.close();
    }
    if (existsSync(join(dataDir, 'uploads'))) cpSync(join(dataDir, 'uploads'), join(work, 'uploads'), { recursive: true });
    else mkdirSync(join(work, 'uploads'));
    const manifest: Manifest = { format: FORMAT, database: 'sqlite', takenAt: new Date().toISOString() };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', DATABASE_FILE, 'uploads']);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts an archive back into `dataDir` (the server must be stopped): its database and uploads replace
 * what is there; the replaced ones are kept beside them (`*.before-restore-{time}`) until you delete them.
 */
export async function restore(file: string, dataDir: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const work = mkdtempSync(join(tmpdir(), 'school-site-restore-'));
  try {
    try {
      await tar.extract({ file, cwd: work, strict: true });
    } catch (error) {
      throw new BackupError(`${file} is not a backup archive: ${(error as Error).message}`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(`${file} is not a backup of this site (no manifest.json)`);
    }
    if (manifest.format !== FORMAT || !existsSync(join(work, DATABASE_FILE))) throw new BackupError(`${file}: unknown backup format ${JSON.stringify(manifest.format)}`);
    mkdirSync(dataDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'uploads']) {
      const current = join(dataDir, name);
      if (existsSync(current)) renameSync(current, `${current}.before-restore-${stamp}`);
    }
    cpSync(join(work, DATABASE_FILE), join(dataDir, DATABASE_FILE));
    cpSync(join(work, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

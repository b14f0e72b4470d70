import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import * as tar from 'tar';
import { backup } from '@/cms/backup';
import { sqliteFile } from '@/cms/sqlite-file';

// The site here keeps its files in a folder; the bucket's client (an ES module jest would have to compile) is never asked.
jest.mock('@/cms/storage', () => ({ s3Client: () => Promise.reject(new Error('no bucket here')) }));

// A site as Payload keeps it in SQLite: write-ahead logging, and a save made of several commits, not one
// transaction. Here a school's save rewrites its phone numbers one commit at a time, 30 ms apart (within
// Payload's own saves they are a few ms apart), and the office saves again after a pause of 150 ms.
const PHONES = ['011 1111', '011 2222', '011 3333'];
const dataDir = mkdtempSync(join(tmpdir(), 'backup-between-saves-'));
const site = new DatabaseSync(sqliteFile(dataDir));
site.exec(`PRAGMA journal_mode = WAL;
  CREATE TABLE school (id integer PRIMARY KEY, open_hours text);
  CREATE TABLE school_other_phones (id integer PRIMARY KEY, _parent_id integer NOT NULL, number text);
  INSERT INTO school VALUES (1, 'Open hours: 8am - 5pm');`);
for (const number of PHONES)
  site.prepare('INSERT INTO school_other_phones (_parent_id, number) VALUES (1, ?)').run(number);

let saving = true;
async function office() {
  for (let save = 0; saving; save += 1) {
    site.prepare('UPDATE school SET open_hours = ? WHERE id = 1').run(`Open hours (${save})`);
    site.exec('DELETE FROM school_other_phones WHERE _parent_id = 1');
    for (const number of PHONES) {
      await sleep(30);
      site.prepare('INSERT INTO school_other_phones (_parent_id, number) VALUES (1, ?)').run(number);
    }
    await sleep(150);
  }
}

afterAll(() => site.close());

it('takes every backup between two saves, never in the middle of one', async () => {
  const saves = office();
  const phonesInEachBackup: number[] = [];
  try {
    for (let taken = 0; taken < 10; taken += 1) {
      const archive = join(mkdtempSync(join(tmpdir(), 'backup-archive-')), 'site.tar.gz');
      await backup({ dataDir, uploadsDir: join(dataDir, 'uploads'), databaseUrl: undefined, s3: undefined }, archive);
      const unpacked = mkdtempSync(join(tmpdir(), 'backup-unpacked-'));
      await tar.x({ file: archive, cwd: unpacked });
      const rows = JSON.parse(readFileSync(join(unpacked, 'tables', 'school_other_phones.json'), 'utf8')) as unknown[];
      phonesInEachBackup.push(rows.length);
      // Backups start at other moments of the office's saves.
      await sleep(37 * taken);
    }
  } finally {
    saving = false;
    await saves;
  }
  expect(phonesInEachBackup).toEqual(Array(10).fill(PHONES.length));
}, 60_000);

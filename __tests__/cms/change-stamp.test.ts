import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { changeStampAt, readUnlessUnchanged } from '@/cms/change-stamp';
import { sqliteFile } from '@/cms/sqlite-file';
import { now } from '@/lib/request-clock/fresh-call';
import { rereadSettingsInTests } from '@/lib/settings';

// Payload's client is only the fallback for a file Node's SQLite cannot read; here it must never be asked.
jest.mock('@/cms/client', () => ({ getCms: () => Promise.reject(new Error('the fallback was taken')) }));
// The school a request is for, as the server's request context gives it.
let requestedSchool: { id: number } | undefined;
jest.mock('@/lib/server-bridge', () => ({ requestSchool: () => requestedSchool }));

// The SQLite file as the CMS leaves it: write-ahead logging, the version's row and each school's count
// (cms/site-version.ts).
const dataDir = mkdtempSync(join(tmpdir(), 'change-stamp-'));
const editor = new DatabaseSync(sqliteFile(dataDir));
editor.exec(`PRAGMA journal_mode = WAL;
  CREATE TABLE site_version (id integer PRIMARY KEY, epoch text NOT NULL, counter integer NOT NULL);
  INSERT INTO site_version VALUES (1, 'first', 0);
  CREATE TABLE school_versions (school_id integer PRIMARY KEY, counter integer NOT NULL);
  CREATE TABLE messages (id integer PRIMARY KEY, body text);`);

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  rereadSettingsInTests();
});

afterAll(() => {
  editor.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stampNow = () => changeStampAt(now()) as string;

describe('the content version read from SQLite', () => {
  it('moves at the first read after every edit, however quickly they follow', () => {
    const seen = new Set([stampNow()]);
    for (let edit = 1; edit <= 200; edit += 1) {
      expect(stampNow()).toBe([...seen].at(-1));
      editor.exec('UPDATE site_version SET counter = counter + 1');
      const stamp = stampNow();
      expect(seen.has(stamp)).toBe(false);
      seen.add(stamp);
    }
  });

  it('stays the same string across a write that changes nothing the pages read', () => {
    const before = stampNow();
    editor.exec("INSERT INTO messages (body) VALUES ('a parent writes')");
    expect(stampNow()).toBe(before);
  });

  it('moves after a checkpoint starts the log anew', () => {
    const before = stampNow();
    editor.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    editor.exec('UPDATE site_version SET counter = counter + 1');
    expect(stampNow()).not.toBe(before);
  });

  it('moves one school’s version at its own edit, and leaves another school’s', () => {
    const first = changeStampAt(now(), 1);
    const second = changeStampAt(now(), 2);
    editor.exec(
      'INSERT INTO school_versions VALUES (2, 1) ON CONFLICT (school_id) DO UPDATE SET counter = counter + 1',
    );
    expect(changeStampAt(now(), 1)).toBe(first);
    expect(changeStampAt(now(), 2)).not.toBe(second);
  });

  it('moves when a restore gives the row a new epoch at the same count', () => {
    const before = stampNow();
    editor.exec("UPDATE site_version SET epoch = 'restored'");
    expect(stampNow()).not.toBe(before);
  });
});

describe('the content reads kept between edits', () => {
  it('keep the recent schools’ reads and let the least recent go once READ_CACHE_MB is full', async () => {
    process.env.READ_CACHE_MB = String(50_000 / 2 ** 20);
    rereadSettingsInTests();
    const reads = new Map<number, number>();
    const aboutUs = 'x'.repeat(2_000);
    const readFor = (id: number) => {
      requestedSchool = { id };
      return readUnlessUnchanged('page about-us en', now(), async () => {
        reads.set(id, (reads.get(id) ?? 0) + 1);
        return aboutUs;
      });
    };
    // A hundred schools' pages of 2 kB each: twice the cap.
    for (let id = 1; id <= 100; id += 1) await expect(readFor(id)).resolves.toBe(aboutUs);
    await readFor(100);
    expect(reads.get(100)).toBe(1);
    await expect(readFor(1)).resolves.toBe(aboutUs);
    expect(reads.get(1)).toBe(2);
  });
});

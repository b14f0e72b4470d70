import { openSync, readSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import { log } from '../lib/log';
import { freshCall, now } from '../lib/request-clock/fresh-call';
import { requestSchool } from '../lib/server-bridge';
import { getSettings } from '../lib/settings';
import { getCms } from './client';
import { estimatedBytes, readCacheShares } from './kept-size';
import { readVersion, SCHOOL_VERSION_SQL, versionOf } from './site-version';
import { sqliteFile } from './sqlite-file';

/**
 * What visitors see changes only when an editor publishes. One cheap query a round trip (the content's
 * version: one row that the database counts up on every change of a table the site's pages read, see
 * site-version.ts) tells whether anything did; the documents read through Payload are reused while it
 * says nothing did. A published change moves it, so it still shows on the next request, on every replica
 * (the query reads the shared database). Reading the school's details through Payload for every request
 * cost 2 ms of CPU each and halved the pages' throughput; the version's query costs the same however many
 * rows the tables hold.
 */

/**
 * The version of school `school`'s content (undefined: the deployment's, which the schools' list follows),
 * as of a read that started at or after `notBefore` (in now()'s clock, lib/request-clock/fresh-call.ts, as
 * a request's arrival is: Date.now()'s whole milliseconds may name an instant before the last read).
 */
type ReadNow = (school: number | undefined, notBefore: number) => string;
// SQLite's statement, prepared once on a connection of this process's own (undefined: not opened yet).
let sqliteRead: ReadNow | undefined;

/**
 * The version read synchronously from the SQLite file, by Node's own SQLite: a statement prepared once,
 * 2.5 µs a read, so each request reads it itself, after it arrived, with nothing to share. Through the
 * client Payload holds it cost 15 µs (the client prepares every statement anew) plus a hop through a
 * promise, a fifth of a page hit's CPU; libsql's own statement, 4 µs. Undefined with Postgres, or while
 * the row is not there yet (the migrations still to run).
 */
function sqliteReadNow(): ReadNow | undefined {
  const settings = getSettings();
  if (settings.databaseUrl) return undefined;
  if (sqliteRead) return sqliteRead;
  try {
    // A read in write-ahead logging waits on no writer, so it never waits at all: the check is never the
    // one to hold the event loop. Opened only once the row is there to read.
    const file = sqliteFile(settings.dataDir);
    const connection = new DatabaseSync(file, { timeout: 0 });
    const statement = connection.prepare(SCHOOL_VERSION_SQL);
    statement.setReturnArrays(true);
    const readWalIndexHeader = walIndexHeaderReader(file);
    // Each school's last version, and the header it was read at (-1: the deployment's).
    const last = new Map<number, { header: Buffer; row: unknown[]; version: string }>();
    // The header as last read, and when that read started: a hit asks twice (the deployment's version for
    // its host's school, then the school's), and one read after the request arrived answers both.
    let header: Buffer | undefined;
    let headerReadAt = -Infinity;
    sqliteRead = (school, notBefore) => {
      const id = school ?? -1;
      const seen = last.get(id);
      // Read before the statement: a commit between the two only makes the next request read again.
      if (!header || headerReadAt < notBefore) {
        headerReadAt = now();
        header = readWalIndexHeader?.();
      }
      if (header && seen && header.equals(seen.header)) return seen.version;
      const row = statement.get(id) as unknown as [epoch: string, counter: number, school: number] | undefined;
      // Only once the statement has answered: a statement that threw leaves the next request to ask again.
      // A copy in a buffer of its own: a few bytes cut from Node's shared pool would keep the whole 64 kB
      // slab they came from alive, one a school (7 MB of 16 in the buffers of 60 schools' server).
      const at = Buffer.allocUnsafeSlow(header?.length ?? 0);
      header?.copy(at);
      if (seen && row && row.every((value, index) => value === seen.row[index])) {
        last.set(id, { ...seen, header: at });
        return seen.version;
      }
      const version = versionOf(
        row && { epoch: row[0], counter: row[1], ...(school === undefined ? {} : { school_counter: row[2] }) },
      );
      // The same string while nothing changed: the page cache's keys made of it are then found without
      // hashing a new string per request.
      if (row) last.set(id, { header: at, row, version });
      return version;
    };
  } catch {
    return undefined;
  }
  return sqliteRead;
}

// The first copy of the write-ahead log's index header: SQLite rewrites it, last, on every commit and
// checkpoint (https://sqlite.org/walformat.html, "The WAL-Index Header"), so the same bytes mean nothing
// was committed since. Reading it is one pread of 48 bytes, a third of the statement's cost.
const WAL_INDEX_HEADER_BYTES = 48;

/**
 * A reader of the SQLite file's WAL-index header, into one buffer it reuses; it gives undefined when it
 * cannot read (and without a WAL index: a database not in write-ahead logging), and every read then runs
 * the statement. Restoring a backup replaces the files only while every server is stopped
 * (cms/backup.ts), so the file opened here stays the one in use.
 */
function walIndexHeaderReader(databaseFile: string): (() => Buffer | undefined) | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(`${databaseFile}-shm`, 'r');
  } catch {
    return undefined;
  }
  const header = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  return () => {
    try {
      return readSync(descriptor, header, 0, WAL_INDEX_HEADER_BYTES, 0) === WAL_INDEX_HEADER_BYTES ? header : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * The content's stamp as of `notBefore`: with SQLite read now (so after the request arrived), with
 * Postgres shared by the requests of one round trip (see fresh-call.ts).
 */
export function changeStampAt(notBefore: number, school?: number): string | Promise<string> {
  const read = sqliteReadNow();
  if (read) {
    try {
      return read(school, notBefore);
    } catch {
      // A lock a read should never meet, or the file replaced under it: through Payload's client, which waits.
    }
  }
  return freshCall(`cms change stamp ${school ?? ''}`, notBefore, async () => readVersion(await getCms(), school));
}

type Kept = { stamp: string; value: Promise<unknown> };
const KEPT = Symbol.for('school-site.school-content.kept-reads');

/**
 * The reads kept between edits, least recently used first out once their estimated size passes their
 * share of READ_CACHE_MB (cms/kept-size.ts). A read's size is known once it resolved: until then it
 * counts as 1 byte.
 */
function keptReads(): LRUCache<string, Kept> {
  const global = globalThis as { [KEPT]?: LRUCache<string, Kept> };
  return (global[KEPT] ??= new LRUCache<string, Kept>({
    maxSize: readCacheShares().keptReads,
    sizeCalculation: () => 1,
  }));
}

/** `read()`'s result for `key`, read again only when the content's stamp moved since it was read. */
export async function readUnlessUnchanged<T>(what: string, notBefore: number, read: () => Promise<T>): Promise<T> {
  // Kept for the request's school: `/about-us` of school 2 is never school 1's read.
  const school = requestSchool();
  const key = `${school?.id ?? ''} ${what}`;
  const stamp = await changeStampAt(notBefore, school?.id);
  const kept = keptReads();
  const last = kept.get(key);
  if (last?.stamp === stamp) return last.value as Promise<T>;
  if (getSettings().logContentReads) log.info(`[cms] content read: ${what}`);
  const entry: Kept = { stamp, value: read() };
  kept.set(key, entry);
  entry.value.then(
    // Counted at its size once known (a read larger than the whole cap is then let go); a new object, as
    // the cache counts a size again only for a new value.
    (value) => kept.peek(key) === entry && kept.set(key, { ...entry }, { size: estimatedBytes(value) }),
    // A failed read is not kept: the next request tries again.
    () => kept.peek(key) === entry && kept.delete(key),
  );
  return entry.value as Promise<T>;
}

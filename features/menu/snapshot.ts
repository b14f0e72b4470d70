/**
 * The last good lists, for stale-if-error: kept in memory for this process and in a small file per list
 * (CMS_SNAPSHOT_DIR), so a restart during an outage still has them. A file's entries are trusted only
 * after they validate again, exactly as a fresh list's would.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { log } from '../../lib/log';
import type { Parsed } from './types';

type Snapshot<T> = { items: T[]; savedAt: number };
type ListStatus = 'ok' | 'stale' | 'failed';

type Entry = {
  good?: Snapshot<unknown>;
  fileChecked: boolean;
  writtenJson?: string;
  writtenAt: number;
  status?: ListStatus;
};

// Rewriting an unchanged list's file at most this often keeps its age honest after a restart, to within
// this margin, without a disk write per page request.
const REWRITE_UNCHANGED_MS = 60_000;
const fileSchema = z.object({ savedAt: z.number().finite(), body: z.object({ data: z.array(z.unknown()) }) });

// On globalThis: the proxy, the pages and the health routes are bundled separately but share the process.
const ENTRIES = Symbol.for('school-site.menu.snapshots');
type GlobalWithEntries = typeof globalThis & { [ENTRIES]?: Map<string, Entry> };

function entries(): Map<string, Entry> {
  const global = globalThis as GlobalWithEntries;
  return (global[ENTRIES] ??= new Map<string, Entry>());
}

export type SnapshotKey = { list: string; apiUrl: string; siteKey: string; dir: string | undefined };

function entryFor(key: SnapshotKey): Entry {
  const id = `${key.list} ${key.apiUrl} ${key.siteKey} ${key.dir ?? ''}`;
  let entry = entries().get(id);
  if (!entry) entries().set(id, (entry = { fileChecked: false, writtenAt: 0 }));
  return entry;
}

function fileOf(key: SnapshotKey): string {
  const source = createHash('sha256').update(`${key.apiUrl}\n${key.siteKey}`).digest('hex').slice(0, 16);
  return join(
    key.dir ?? join(tmpdir(), 'school-site-cms-snapshots'),
    `${key.list.replace(/\W+/g, '-')}-${source}.json`,
  );
}

/** Records a list that loaded and validated; writes its file when it changed or has aged. */
export async function remember<T>(key: SnapshotKey, items: T[]): Promise<void> {
  const entry = entryFor(key);
  // When the list was saved, for its age in the log and /readyz, never a page's output.
  // eslint-disable-next-line no-restricted-syntax
  const savedAt = Date.now();
  entry.good = { items, savedAt };
  entry.status = 'ok';
  // In the spec's envelope, which every version of the site reads: a rollback keeps the files.
  const body = { status: 'success', data: items };
  const json = JSON.stringify(body);
  if (json === entry.writtenJson && savedAt - entry.writtenAt < REWRITE_UNCHANGED_MS) return;
  entry.writtenJson = json;
  entry.writtenAt = savedAt;
  const file = fileOf(key);
  try {
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(`${file}.${process.pid}.saving`, JSON.stringify({ savedAt, body }));
    await rename(`${file}.${process.pid}.saving`, file);
  } catch (error) {
    log.warn(`[cms] could not keep the last good ${key.list} in ${file}: ${(error as Error).message}`, {
      list: key.list,
      file,
    });
  }
}

/** The last good list known to this process, or read once from its file after a restart. */
export async function lastGood<T>(
  key: SnapshotKey,
  parse: (data: readonly unknown[]) => Parsed<T>,
): Promise<Snapshot<T> | undefined> {
  const entry = entryFor(key);
  if (!entry.good && !entry.fileChecked) {
    entry.fileChecked = true;
    const file = fileOf(key);
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      // No file yet: nothing was ever kept for this source.
    }
    if (text !== undefined) {
      try {
        const saved = fileSchema.parse(JSON.parse(text));
        entry.good ??= { items: parse(saved.body.data).items, savedAt: saved.savedAt };
      } catch {
        log.warn(`[cms] ignored the unreadable last good ${key.list} in ${file}`, { list: key.list, file });
      }
    }
  }
  return entry.good as Snapshot<T> | undefined;
}

export function setStatus(key: SnapshotKey, status: ListStatus): void {
  entryFor(key).status = status;
}

/** What /readyz reports: each list's last result and the age of the newest good load. */
export function listStatus(keys: SnapshotKey[]): {
  lists: Record<string, ListStatus | 'unknown'>;
  lastSuccessAgeSeconds: number | null;
} {
  const lists: Record<string, ListStatus | 'unknown'> = {};
  let newest = 0;
  for (const key of keys) {
    const entry = entryFor(key);
    lists[key.list] = entry.status ?? 'unknown';
    if (entry.good) newest = Math.max(newest, entry.good.savedAt);
  }
  // eslint-disable-next-line no-restricted-syntax -- /readyz's answer, never cached
  return { lists, lastSuccessAgeSeconds: newest ? Math.round((Date.now() - newest) / 1000) : null };
}

import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { ContentError } from './errors.ts';
import { log } from '../log.ts';

/**
 * Reads the school's content files with a cheap freshness check: a file is parsed again only when its
 * modification time, size or inode changes, so an edit shows on the next request and an unchanged file
 * costs one stat. When an edit breaks a file, readers keep its last valid content and the problem is
 * logged once per bad version, not once per request.
 */

// Files larger than this are no hand-written content; refusing them keeps a page render bounded.
export const MAX_CONTENT_BYTES = 1024 * 1024;

type Entry = { version?: string; value?: unknown; badVersion?: string };

// On globalThis: the proxy, the pages and the start-up check are bundled separately but share the process,
// so a file validated at start-up, or by the proxy, is not parsed again by the page.
const CACHE = Symbol.for('school-site.content-files');
type GlobalWithCache = typeof globalThis & { [CACHE]?: Map<string, Entry> };

function cache(): Map<string, Entry> {
  const global = globalThis as GlobalWithCache;
  return (global[CACHE] ??= new Map());
}

/** How a file is named in messages: relative to the working directory when inside it (`content/school.yaml`). */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : path;
}

export type ParseFile<T> = (text: string, file: string) => T;

function versionOf(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseNow<T>(path: string, parse: ParseFile<T>): T {
  const text = readFileSync(path, 'utf8');
  if (Buffer.byteLength(text) > MAX_CONTENT_BYTES) {
    throw new ContentError(`${displayPath(path)}: the file is larger than ${MAX_CONTENT_BYTES / 1024} kB`);
  }
  return parse(text, displayPath(path));
}

/**
 * Parses `path` strictly, throwing a ContentError for a missing or invalid file (the start-up check),
 * and remembers the result as the file's last valid content.
 */
export function loadFileOrThrow<T>(path: string, parse: ParseFile<T>): T {
  const version = versionOf(path);
  if (version === undefined) throw new ContentError(`${displayPath(path)}: file not found`);
  const value = parseNow(path, parse);
  cache().set(path, { version, value });
  return value;
}

/**
 * Reads `path` at request time: its current valid content, its last valid one after a bad edit, or
 * nothing. Never throws for bad content, and logs each bad version once. A missing optional file (a page)
 * is no error; a missing required one is treated like a bad edit.
 */
export function readFile<T>(path: string, parse: ParseFile<T>, { optional = false } = {}): T | undefined {
  const entries = cache();
  const entry = entries.get(path) ?? {};
  entries.set(path, entry);
  let version: string | undefined;
  try {
    version = versionOf(path) ?? (optional ? undefined : 'missing');
  } catch (error) {
    version = `unreadable: ${(error as Error).message}`;
  }
  if (version === undefined) {
    entries.delete(path);
    return undefined;
  }
  if (version === entry.version || version === entry.badVersion) return entry.value as T | undefined;
  try {
    if (version === 'missing') throw new ContentError(`${displayPath(path)}: file not found`);
    entry.value = parseNow(path, parse);
    entry.version = version;
    entry.badVersion = undefined;
  } catch (error) {
    entry.badVersion = version;
    const problem = error instanceof ContentError ? error.message : `${displayPath(path)}: ${(error as Error).message}`;
    const fallback = entry.value === undefined ? 'nothing valid to serve' : 'serving its last valid version';
    log.error(`[content] ${problem} (${fallback})`, { file: displayPath(path) });
  }
  return entry.value as T | undefined;
}

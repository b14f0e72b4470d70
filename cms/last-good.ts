import { LRUCache } from 'lru-cache';
import { log } from '../lib/log.ts';
import { requestSchool } from '../lib/server-bridge.ts';
import { estimatedBytes, readCacheShares } from './kept-size.ts';

// What a read could not validate (data changed behind the CMS's back): the last good value this process
// served stands in, with one log line per bad version, rather than a broken page. A few values a school
// (its facts, alert and disclosure, in each language, some 13 kB of JSON), the least recently used schools'
// going first once their share of READ_CACHE_MB is full (cms/kept-size.ts).
const LAST_GOOD = Symbol.for('school-site.school-content.last-good');
type Kept = { value: unknown; badVersion?: string };
const lastGood = ((globalThis as { [LAST_GOOD]?: LRUCache<string, Kept> })[LAST_GOOD] ??= new LRUCache<string, Kept>({
  maxSize: readCacheShares().lastGood,
  sizeCalculation: (kept) => estimatedBytes(kept.value),
}));

/** `parse()`'s value for `what` at `version`, or the last good one (logged once per bad version). */
export function validOrLast<T>(what: string, version: string, parse: () => T): T {
  // Each school's last good value is its own: school 2's disclosure never stands in for school 1's.
  const key = `${requestSchool()?.id ?? ''} ${what}`;
  const kept = lastGood.get(key);
  try {
    const value = parse();
    lastGood.set(key, { value });
    return value;
  } catch (error) {
    if (kept?.badVersion !== version)
      log.error(`[cms] ${what} (saved ${version}) is not valid: ${(error as Error).message.split('\n')[0]}`, {
        item: what,
      });
    if (!kept) throw error;
    lastGood.set(key, { ...kept, badVersion: version });
    return kept.value as T;
  }
}

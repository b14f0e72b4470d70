import { getSettings } from '../lib/settings';

/**
 * READ_CACHE_MB, shared by the two lists a process keeps of what it read: the reads kept between edits
 * (cms/change-stamp.ts) and, a quarter, the last good values (cms/last-good.ts). Each school's are its
 * own, so both are bounded in bytes, not in entries: with many schools, a bound by count would let memory
 * grow with every school a crawler visits.
 */
export function readCacheShares(): { keptReads: number; lastGood: number } {
  const bytes = getSettings().readCacheBytes;
  const lastGood = Math.max(1, Math.floor(bytes / 4));
  return { keptReads: Math.max(1, bytes - lastGood), lastGood };
}

// The heap holds a value's parsed objects, not its JSON: about 2.8 times the JSON's length, measured on
// the 200-school bench's heap snapshots (5.7 MiB more heap from 150 schools to 200, which kept some 2 MB
// more of JSON).
const HEAP_BYTES_PER_JSON_BYTE = 3;

/** The memory a kept value takes, estimated from its JSON's length once a version. */
export function estimatedBytes(value: unknown): number {
  try {
    return Math.max(1, (JSON.stringify(value)?.length ?? 1) * HEAP_BYTES_PER_JSON_BYTE);
  } catch {
    return 1;
  }
}

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

/** A kept value's size as its JSON's length: a rough measure of what it holds, taken once a version. */
export function estimatedBytes(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}

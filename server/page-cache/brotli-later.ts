import { brotliCompress, constants } from 'node:zlib';
import { ownCopy, type PageEntry } from './page-entry.ts';

/**
 * Brotli at its best level, for the kept pages that visitors ask for again. It costs some 150 ms of CPU for
 * a 90 kB page (gzip -9 costs 3 ms, and is made as the page is kept), so it is made off the request path:
 * in zlib's thread, one page at a time, for a page's first hit, never its miss. A flood of one-off addresses
 * then costs none, and never fills the thread pool that file reads and the database share.
 */
type Job = { entry: PageEntry; stillKept: () => boolean };

// A page waiting longer than this many others is let go: a hit after it comes back asks again.
const MOST_WAITING = 64;
const waiting: Job[] = [];
const asked = new WeakSet<PageEntry>();
let running = false;

function next(): void {
  const job = waiting.shift();
  if (!job) {
    running = false;
    return;
  }
  running = true;
  const { entry, stillKept } = job;
  if (!entry.same || !stillKept()) {
    asked.delete(entry);
    next();
    return;
  }
  const body = entry.page.parts[0] as Buffer;
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
  };
  brotliCompress(body, { params }, (error, compressed) => {
    if (!error && entry.same) entry.same.br = ownCopy(compressed);
    next();
  });
}

/**
 * The smallest window that holds the whole page (Brotli's window is 2^bits − 16 bytes), which compresses it
 * exactly as well as the default 4 MB one. At the best level the encoder's memory grows with its window
 * (some 40 MB at the default), and those freed blocks stayed in the C library's per-thread arenas: a server
 * that made Brotli for 800 pages held 250 MB more than one that made it for 4.
 */
function windowBitsFor(bytes: number): number {
  const bits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/** Makes the page's Brotli soon, unless it has it or is waiting for it; `stillKept` says if it is still worth it. */
export function brotliLater(entry: PageEntry, stillKept: () => boolean): void {
  if (!entry.same || entry.same.br || asked.has(entry)) return;
  asked.add(entry);
  waiting.push({ entry, stillKept });
  if (waiting.length > MOST_WAITING) asked.delete(waiting.shift()!.entry);
  if (!running) next();
}

import type { IncomingMessage } from 'node:http';
import { now } from './fresh-call';

/**
 * When a request arrived, stamped by the HTTP server (scripts/request-guards.ts) over any header of that
 * name the visitor sent, and passed on by the proxy: the page cache's version check, the proxy's CMS calls
 * and the page's reads all start from it, so they share one call (see fresh-call.ts).
 */
export const REQUEST_START_HEADER = 'x-request-start';

export function stampRequestStart(request: IncomingMessage): void {
  request.headers[REQUEST_START_HEADER] = String(now());
}

/** The stamp's time; a missing or odd one can only make a read start afresh, never reach back over a minute. */
export function requestStartOf(stamp: string | string[] | null | undefined): number {
  const at = Number(stamp);
  const current = now();
  return Number.isFinite(at) && at <= current && at > current - 60_000 ? at : current;
}

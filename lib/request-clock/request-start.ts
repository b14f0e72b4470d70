import { now } from './fresh-call';

/**
 * When a request arrived, from the stamp the HTTP server set (lib/server-bridge.ts): a missing or odd one
 * can only make a read start afresh, never reach back over a minute.
 */
export function requestStartOf(stamp: string | string[] | null | undefined): number {
  const at = Number(stamp);
  const current = now();
  return Number.isFinite(at) && at <= current && at > current - 60_000 ? at : current;
}

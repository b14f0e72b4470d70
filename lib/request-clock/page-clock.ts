import 'server-only';
import { istDay, nextIstMidnight, type Day } from '../dates';
import { reportChangeAt } from '../server-bridge';
import { requestStart } from './server';

/**
 * What a page shows because of the time rather than an edit, read with the time it next stops being true.
 * `changesAt` undefined: this reading never changes with time. Components read the clock only through
 * this (ESLint refuses `Date.now()` and `new Date()` in pages), so a cached page is kept no longer than
 * what it shows holds.
 */
export type ClockReading<T> = { value: T; changesAt: number | undefined };

/** `read` at this request's time (when it arrived), its next change reported to the page cache. */
export async function readClock<T>(read: (now: number) => ClockReading<T>): Promise<T> {
  const now = await requestStart();
  const { value, changesAt } = read(now);
  if (changesAt !== undefined) reportChangeAt(changesAt);
  return value;
}

/** Today in IST; pages showing it change at midnight IST. */
export function istToday(): Promise<Day> {
  return readClock((now) => ({ value: istDay(now), changesAt: nextIstMidnight(now) }));
}

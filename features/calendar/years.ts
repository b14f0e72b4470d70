import { academicYearOf } from '../../lib/academic-year.ts';
import type { Day } from '../../lib/dates.ts';

export const CALENDAR_PATH = '/calendar';
export const CALENDAR_FEED_PATH = '/calendar.ics';

export type YearView = {
  /** The academic year shown (named by the year it starts in). */
  year: number;
  /** Whether it is the year today is in. */
  current: boolean;
  previous?: number;
  next?: number;
};

/**
 * Which academic year `/calendar?year=…` shows. Years run from the one before the first with events (or
 * before this one) to the one after the last (or after this one), so the previous/next links end and a
 * crawler never walks a thousand empty years. Anything else (no year, `abc`, 1850, 2026-27) shows this year.
 */
export function yearView(
  param: string | string[] | undefined,
  today: Day,
  yearsWithEvents: readonly number[],
): YearView {
  const thisYear = academicYearOf(today);
  const first = Math.min(thisYear, ...yearsWithEvents) - 1;
  const last = Math.max(thisYear, ...yearsWithEvents) + 1;
  const asked = typeof param === 'string' && /^\d{4}$/.test(param) ? Number(param) : Number.NaN;
  const year = asked >= first && asked <= last ? asked : thisYear;
  return {
    year,
    current: year === thisYear,
    ...(year > first && { previous: year - 1 }),
    ...(year < last && { next: year + 1 }),
  };
}

/** The address of a year's calendar: this year's is plain /calendar. */
export function yearHref(year: number, thisYear: number): string {
  return year === thisYear ? CALENDAR_PATH : `${CALENDAR_PATH}?year=${year}`;
}

import { istDay, type Day } from './dates.ts';

/**
 * The academic year, April to March, in the three forms the site uses: a number (the year it starts in,
 * 2026, for arithmetic), a name (`2026-27`, as CBSE writes it, the database stores it and addresses carry
 * it) and a label (`2026–27`, with an en dash, as people read it).
 */

/** The stored name of an academic year: `2026-27`. */
const ACADEMIC_YEAR = /^(\d{4})-(\d{2})$/;

/** The academic year a day belongs to, as the year it starts in: April 2026 to March 2027 is 2026. */
export function academicYearOf(day: Day): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
}

/** The academic year of an instant, read on India's clock: 2027-02-10 → 2026. */
export const academicYearOfInstant = (instant: Date | string | number): number => academicYearOf(istDay(instant));

/** 2026 → `2026-27`. */
export function academicYearName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** `2026-27` → 2026; anything else (`2026-28`, `2026`) → undefined. */
export function parseAcademicYearName(value: unknown): number | undefined {
  const match = typeof value === 'string' ? ACADEMIC_YEAR.exec(value) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  return academicYearName(year) === value ? year : undefined;
}

export function isAcademicYear(value: unknown): value is string {
  return parseAcademicYearName(value) !== undefined;
}

/** 2026 → `2026–27`, as people write it. */
export function academicYearLabel(startYear: number): string {
  return `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** A stored `2026-27` → `2026–27`. */
export const academicYearNameLabel = (name: string): string => academicYearLabel(Number(name.slice(0, 4)));

/** The twelve months of an academic year, April first, as `2026-04`. */
export function academicYearMonths(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    return `${index < 9 ? year : year + 1}-${String(month).padStart(2, '0')}`;
  });
}

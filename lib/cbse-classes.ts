/** The classes a CBSE school may run, in order, as the school writes them. */
export const CLASSES = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

export type SchoolClass = (typeof CLASSES)[number];

/** An academic year as CBSE writes it, April to March: `2026-27`. */
export const ACADEMIC_YEAR = /^(\d{4})-(\d{2})$/;

export function isAcademicYear(value: unknown): value is string {
  const match = typeof value === 'string' ? ACADEMIC_YEAR.exec(value) : null;
  return Boolean(match && (Number(match[1]) + 1) % 100 === Number(match[2]));
}

/** The academic year starting in April of `startYear`, as stored: 2025 → `2025-26`. */
export function academicYearName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

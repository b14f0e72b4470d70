import { isDay } from '../../lib/dates';

/** `2014-06-15` as a date input sends it, or `15/06/2014` / `15-06-2014` as typed where there is no date picker. */
export function parseDayInput(value: string): string | undefined {
  const trimmed = value.trim();
  if (isDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const day = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isDay(day) ? day : undefined;
}

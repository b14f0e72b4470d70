import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

/**
 * Calendar dates as the school lives them: in India's time, Asia/Kolkata (IST, UTC+05:30, no daylight
 * saving). Every day and month is read on IST's wall clock through Intl, never through
 * the server's own zone (`Date#getDate`), so a server running in UTC or anywhere else shows the same days.
 */

export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day, `2026-08-15`. */
export type Day = string;

export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The IST wall clock at `instant`: its day and its time (`17:30`). */
export function istClock(instant: Date | string | number): { day: Day; time: string } {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function istDay(instant: Date | string | number): Day {
  return istClock(instant).day;
}

/** The instant the IST day after `instant`'s begins. */
export function nextIstMidnight(instant: Date | string | number): number {
  return Date.parse(`${addDays(istDay(instant), 1)}T00:00:00+05:30`);
}

/**
 * Orders ISO days or instants written alike (`2026-11-20`, `2026-11-20T06:30:00.000Z`) as text, which is
 * their order in time: a plain comparison, many times faster than localeCompare over thousands of rows.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether `value` is a real calendar day (no 31 April). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` (UTC arithmetic on a date alone: no zone, no daylight saving). */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant an all-day event is stored at: noon IST of its day. Any instant of the day would do for the
 * site (it reads the day in IST); noon is also that day on the UTC clock the database and the REST API
 * show, and the admin's own date-only pickers pin a day to midday as well.
 */
export function storedInstantOfDay(day: Day): string {
  return new Date(`${day}T12:00:00+05:30`).toISOString();
}

/** The instant of an IST wall-clock time, `2026-12-12` + `17:00`. */
export function istInstant(day: Day, time: string): string {
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

/**
 * Dates as Indians write them in each language, digits 0–9 in both: English "Sat, 15 Aug 2026", Hindi
 * "शनि, 15 अगस्त 2026" (Hindi's short month names, "अग॰", read as abbreviations nobody writes by hand).
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };
const MONTH_OF_DATE: Record<Locale, 'short' | 'long'> = { en: 'short', hi: 'long' };

function formats(locale: Locale) {
  const tag = INTL_LOCALE[locale];
  const month = MONTH_OF_DATE[locale];
  return {
    day: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }),
    dayShort: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month, timeZone: 'UTC' }),
    date: new Intl.DateTimeFormat(tag, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    longDate: new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SCHOOL_TIME_ZONE,
    }),
  };
}
const FORMATS: Record<Locale, ReturnType<typeof formats>> = { en: formats('en'), hi: formats('hi') };

/** "Sat, 15 Aug 2026" (`withYear`) or "Sat, 15 Aug". A day has no zone: it is formatted on UTC's clock as itself. */
export function formatDay(day: Day, withYear = true, locale: Locale = DEFAULT_LOCALE): string {
  const { day: full, dayShort } = FORMATS[locale];
  return (withYear ? full : dayShort).format(new Date(`${day}T00:00:00Z`));
}

/** "31 Mar 2026" ("31 मार्च 2026"): a day as certificates and notices date themselves, without the weekday. */
export function formatDate(day: Day, locale: Locale = DEFAULT_LOCALE): string {
  return FORMATS[locale].date.format(new Date(`${day}T00:00:00Z`));
}

/** "26 November 2026" ("26 नवंबर 2026"): an instant's day in IST, the month in full (a notice's date of issue). */
export function formatLongDate(instant: Date | string | number, locale: Locale = DEFAULT_LOCALE): string {
  return FORMATS[locale].longDate.format(new Date(instant));
}

/** "August 2026" ("अगस्त 2026") for `2026-08`. */
export function formatMonth(month: string, locale: Locale = DEFAULT_LOCALE): string {
  return FORMATS[locale].month.format(new Date(`${month}-01T00:00:00Z`));
}

/** "5:30 pm" for `17:30`; in Hindi the part of the day as it is said: "शाम 5:30 बजे". */
export function formatTime(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`;
  if (locale === 'hi') return `${hindiDayPart(hours)} ${clock} बजे`;
  return `${clock} ${hours < 12 ? 'am' : 'pm'}`;
}

function hindiDayPart(hours: number): string {
  if (hours < 4) return 'रात';
  if (hours < 12) return 'सुबह';
  if (hours < 16) return 'दोपहर';
  if (hours < 19) return 'शाम';
  return 'रात';
}

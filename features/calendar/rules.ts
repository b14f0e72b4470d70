import { z } from 'zod';
import type { FellBack } from '../../cms/localized.ts';
import { academicYearOf } from '../../lib/academic-year.ts';
import { compareIso, istClock, nextIstMidnight, type Day } from '../../lib/dates.ts';

export const CATEGORIES = ['holiday', 'examination', 'ptm', 'event', 'activity'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  holiday: 'Holiday',
  examination: 'Examination',
  ptm: 'Parent–teacher meeting',
  event: 'Event',
  activity: 'Activity',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export const LIMITS = { title: 120, location: 120, classes: 40, description: 1000 } as const;

/** An event of the school's calendar as the pages and the feed use it. Days and times are IST's. */
export type CalendarEvent = {
  id: string;
  title: string;
  category: Category;
  allDay: boolean;
  /** The instants it starts and ends (ISO 8601, UTC). */
  start: string;
  end: string;
  startDay: Day;
  /** The last day it takes place on (inclusive). */
  endDay: Day;
  /** `17:30` for a timed event. */
  startTime?: string;
  endTime?: string;
  location?: string;
  description?: string;
  classes?: string;
  createdAt: string;
  updatedAt: string;
  /** The fields shown in English on a Hindi page, which has no Hindi for them yet (cms/localized.ts). */
  fellBack?: FellBack;
};

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

const instant = z.union([z.string(), z.date()]).transform((value, context) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: 'custom', message: 'expected a date' });
    return z.NEVER;
  }
  return date.toISOString();
});

/** What an editor saves in `events`, checked by the CMS on save and by the site when it reads. */
export const eventSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    title: z.string().trim().min(1).max(LIMITS.title),
    category: z.enum(CATEGORIES, { error: `expected one of ${CATEGORIES.join(', ')}` }),
    allDay: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
    start: instant,
    end: instant.nullish(),
    location: optionalText(LIMITS.location),
    description: optionalText(LIMITS.description),
    classes: optionalText(LIMITS.classes),
    createdAt: instant.optional(),
    updatedAt: instant.optional(),
  })
  .transform(({ end, ...event }) => ({ ...event, end: end ?? event.start }))
  .refine(({ allDay, start, end }) => (allDay ? istClock(end).day >= istClock(start).day : end >= start), {
    message: 'must not be before the start',
    path: ['end'],
  });

/** A saved event in the site's shape (its dates read on IST's clock). */
export function toCalendarEvent(saved: z.output<typeof eventSchema>): CalendarEvent {
  const start = istClock(saved.start);
  const end = istClock(saved.end);
  const now = new Date(0).toISOString();
  return {
    id: saved.id ?? '',
    title: saved.title,
    category: saved.category,
    allDay: saved.allDay,
    start: saved.start,
    end: saved.end,
    startDay: start.day,
    endDay: end.day,
    ...(saved.allDay ? {} : { startTime: start.time, endTime: end.time }),
    ...(saved.location && { location: saved.location }),
    ...(saved.description && { description: saved.description }),
    ...(saved.classes && { classes: saved.classes }),
    createdAt: saved.createdAt ?? now,
    updatedAt: saved.updatedAt ?? saved.createdAt ?? now,
  };
}

// By day; on a day, all-day events before timed ones (as calendar apps list them), then by time.
const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  compareIso(a.startDay, b.startDay) ||
  Number(b.allDay) - Number(a.allDay) ||
  compareIso(a.start, b.start) ||
  a.title.localeCompare(b.title);

/** The events of academic year `year` (by the day they start), in order. */
export function eventsOfYear(events: readonly CalendarEvent[], year: number): CalendarEvent[] {
  return events.filter((event) => academicYearOf(event.startDay) === year).sort(byStart);
}

/** The next `count` events that have not ended by `now`: one under way counts. */
export function upcomingEvents(events: readonly CalendarEvent[], now: Date, count: number): CalendarEvent[] {
  const today = istClock(now).day;
  return events
    .filter((event) => (event.allDay ? event.endDay >= today : new Date(event.end) >= now))
    .sort(byStart)
    .slice(0, count);
}

/** When `upcomingEvents` may next change without an edit: the day turning in IST, or a timed event ending. */
export function upcomingEventsChange(events: readonly CalendarEvent[], now: Date): number {
  const ends = events.filter((event) => !event.allDay).map((event) => Date.parse(event.end));
  return Math.min(nextIstMidnight(now), ...ends.filter((end) => end >= now.getTime()).map((end) => end + 1));
}

/** The academic years that have events, first to last. */
export function yearsWithEvents(events: readonly CalendarEvent[]): number[] {
  return [...new Set(events.map((event) => academicYearOf(event.startDay)))].sort((a, b) => a - b);
}

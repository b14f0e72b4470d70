import { TZDate } from '@date-fns/tz';
import ical, { escape, foldLines, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { fellBackAt } from '../../cms/localized.ts';
import { addDays, SCHOOL_TIME_ZONE } from '../../lib/dates.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../lib/i18n/locales.ts';
import { CATEGORY_LABELS, type CalendarEvent, type Category } from './rules.ts';

// India has kept +05:30 without daylight saving since 1945: one STANDARD rule describes every event here.
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHOOL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type FeedOptions = {
  /** The site's public origin (`https://school.example`): the links, and the host in every UID. */
  baseUrl: string;
  /** The calendar's name in a subscriber's app. */
  name: string;
  /** When the feed is made (DTSTAMP). */
  now: Date;
  /** The feed's language: its events' titles are read in it; its words and link follow (English by default). */
  locale?: Locale;
  categoryLabel?: (category: Category) => string;
  forClasses?: (classes: string) => string;
};

/** A stable identity for an event in subscribers' calendars: its id and the site's host, never its content. */
function eventUid(id: string, baseUrl: string): string {
  return `event-${id}@${new URL(baseUrl).hostname}`;
}

/** Whole seconds between creation and the last edit: grows with every edit, so an edited event replaces the old. */
function sequenceOf(event: CalendarEvent): number {
  return Math.max(0, Math.floor((Date.parse(event.updatedAt) - Date.parse(event.createdAt)) / 1000));
}

/**
 * The school's calendar as iCalendar (RFC 5545) for subscription, written by ical-generator (escaping,
 * line folding at 75 octets, CRLF). All-day events are dates with an exclusive end (the day after the last
 * day); timed events are wall-clock times in Asia/Kolkata with its VTIMEZONE. Dates are given to the
 * library as values that carry their zone (a day as UTC midnight with no TZID; a time as a TZDate in
 * Kolkata), so what it writes never depends on the server's zone.
 */
export function calendarFeed(events: readonly CalendarEvent[], options: FeedOptions): string {
  const { baseUrl, name, now, locale = DEFAULT_LOCALE } = options;
  const categoryLabel = options.categoryLabel ?? ((category: Category) => CATEGORY_LABELS[category]);
  const forClasses = options.forClasses ?? ((classes: string) => `For classes ${classes}.`);
  const host = new URL(baseUrl).hostname;
  const calendarUrl = `${baseUrl}${localePath(locale, '/calendar')}`;
  const calendar = ical({
    prodId: { company: host, product: 'School calendar', language: locale.toUpperCase() },
    // ical-generator writes the calendar's name as given.
    name: escape(name, false),
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    url: calendarUrl,
    ttl: 6 * 60 * 60,
    // A generator without a calendar-wide zone: VTIMEZONE for the events' zone, DTSTAMP stays in UTC.
    timezone: { name: null, generator: (zone) => (zone === SCHOOL_TIME_ZONE ? KOLKATA_VTIMEZONE : null) },
  });
  for (const event of events) {
    const timing = event.allDay
      ? {
          allDay: true,
          start: new Date(`${event.startDay}T00:00:00Z`),
          end: new Date(`${addDays(event.endDay, 1)}T00:00:00Z`),
          transparency: ICalEventTransparency.TRANSPARENT,
        }
      : {
          timezone: SCHOOL_TIME_ZONE,
          start: new TZDate(event.start, SCHOOL_TIME_ZONE),
          end: new TZDate(event.end, SCHOOL_TIME_ZONE),
        };
    const details = [event.classes && forClasses(event.classes), event.description].filter(Boolean).join('\n\n');
    calendar.createEvent({
      id: eventUid(event.id, baseUrl),
      sequence: sequenceOf(event),
      stamp: now,
      created: new Date(event.createdAt),
      lastModified: new Date(event.updatedAt),
      summary: event.title,
      categories: [{ name: categoryLabel(event.category) }],
      ...(event.location && { location: event.location }),
      ...(details && { description: details }),
      url: calendarUrl,
      ...timing,
    });
  }
  return locale === DEFAULT_LOCALE ? calendar.toString() : markEnglish(calendar.toString(), events);
}

// The event properties RFC 5545 lets say their language (3.2.10 LANGUAGE): SUMMARY, DESCRIPTION, LOCATION.
const TEXT_FIELDS = { SUMMARY: 'title', DESCRIPTION: 'description', LOCATION: 'location' } as const;

/**
 * A feed in another language with `;LANGUAGE=en` on each event's SUMMARY, DESCRIPTION and LOCATION whose
 * text is English (no Hindi written yet, `fellBack`), so a phone's screen reader reads them as English.
 * ical-generator writes no parameters on these: its lines are unfolded, marked, and folded again. A
 * description that joins the feed's "For classes …" to an English text is left unmarked: one property has
 * one language, and the sentence before it is in the feed's.
 */
function markEnglish(feed: string, events: readonly CalendarEvent[]): string {
  let index = -1;
  const lines = feed
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      if (line === 'BEGIN:VEVENT') index += 1;
      const event = events[index];
      const name = /^(SUMMARY|DESCRIPTION|LOCATION):/.exec(line)?.[1] as keyof typeof TEXT_FIELDS | undefined;
      if (!event || !name || !fellBackAt(event.fellBack, TEXT_FIELDS[name])) return line;
      if (name === 'DESCRIPTION' && event.classes) return line;
      return `${name};LANGUAGE=en:${line.slice(name.length + 1)}`;
    });
  return foldLines(lines.join('\r\n'));
}

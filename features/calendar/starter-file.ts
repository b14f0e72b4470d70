import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isDay, istInstant, storedInstantOfDay } from '../../lib/dates.ts';
import { text } from '../../lib/rules/fields.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';
import { CATEGORIES, LIMITS } from './rules.ts';

export const CALENDAR_FILE = 'calendar.yaml';

const WHEN_HELP = 'expected a day such as 2026-08-15, or a day and an Indian time such as 2026-08-15 09:30';

// A day, or a day and a time on India's clock, as a school writes them.
const when = z
  .string({ error: WHEN_HELP })
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, { error: WHEN_HELP })
  .refine(
    (value) => isDay(value.slice(0, 10)) && (value.length === 10 || /^([01]\d|2[0-3]):[0-5]\d$/.test(value.slice(11))),
    {
      error: WHEN_HELP,
    },
  );

const instantOf = (value: string) =>
  value.length === 10 ? storedInstantOfDay(value) : istInstant(value.slice(0, 10), value.slice(11));

const starterEvent = z
  .strictObject({
    title: text.max(LIMITS.title),
    category: z.enum(CATEGORIES, { error: `expected one of ${CATEGORIES.join(', ')}` }),
    start: when,
    end: when.optional(),
    location: text.max(LIMITS.location).optional(),
    classes: text.max(LIMITS.classes).optional(),
    description: text.max(LIMITS.description).optional(),
  })
  .refine(({ start, end }) => end === undefined || end.length === start.length, {
    error: 'give both the start and the end as days, or both with a time',
    path: ['end'],
  })
  .transform(({ start, end, ...event }) => ({
    ...event,
    allDay: start.length === 10,
    start: instantOf(start),
    end: instantOf(end ?? start),
  }))
  .refine(({ start, end }) => end >= start, { error: 'must not be before the start', path: ['end'] });

const calendarFileSchema = z.strictObject({ events: z.array(starterEvent) });

export type StarterEvent = z.output<typeof starterEvent>;

/** The starter calendar (`content/calendar.yaml`), as the CMS's events; none when the file is absent. */
export function readStarterCalendar(contentDir: string): StarterEvent[] {
  const path = join(contentDir, CALENDAR_FILE);
  if (!existsSync(path)) return [];
  return parseYamlFile(calendarFileSchema, readFileSync(path, 'utf8'), `content/${CALENDAR_FILE}`).events;
}

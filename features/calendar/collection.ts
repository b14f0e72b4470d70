import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { academicYearOfInstant } from '../../lib/academic-year.ts';
import { SCHOOL_TIME_ZONE, istDay, storedInstantOfDay } from '../../lib/dates.ts';
import { check } from '../../lib/rules/checked.ts';
import { plainText, searchable } from '../search/indexing.ts';
import { CATEGORIES, CATEGORY_LABELS, eventSchema, LIMITS } from './rules.ts';
import { CALENDAR_PATH } from './years.ts';

// An event is found by its title, place, classes and description, on its academic year's calendar.
const search = searchable({
  collection: 'events',
  kind: 'event',
  drafts: false,
  mainText: 'description',
  entry: (doc) => {
    if (typeof doc.start !== 'string') return undefined;
    return {
      title: plainText(doc.title),
      texts: [doc.location, doc.classes, doc.description],
      href: `${CALENDAR_PATH}?year=${academicYearOfInstant(doc.start)}`,
      date: istDay(doc.start),
    };
  },
});

// The admin shows and enters both dates in India's time whatever the editor's computer says (the one
// time zone offered, so Payload hides its picker and keeps it beside each date as `start_tz`).
const IST = {
  defaultTimezone: SCHOOL_TIME_ZONE,
  supportedTimezones: [{ label: 'India (IST)', value: SCHOOL_TIME_ZONE }],
};

/**
 * Checked by the site's own rules (features/calendar/rules.ts), then stored so the site reads it the same on
 * any server: an event without an end ends when it starts, and an all-day event's days are kept at noon
 * IST of the days the editor picked (the time in the picker is ignored).
 */
const checkAndNormalise: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
  const result = check(eventSchema, merged);
  if (!result.ok)
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: result.path, message: result.message }] },
      req.t,
    );
  const allDay = merged.allDay !== false;
  const start = String(merged.start);
  const end = merged.end ? String(merged.end) : start;
  return {
    ...data,
    allDay,
    start: allDay ? storedInstantOfDay(istDay(start)) : new Date(start).toISOString(),
    end: allDay ? storedInstantOfDay(istDay(end)) : new Date(end).toISOString(),
  };
};

export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Calendar events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'start', 'end', 'updatedAt'],
    description:
      'The academic calendar: holidays, examinations, parent–teacher meetings, events and activities. Shown on /calendar, the next three on the home page, and in the calendar parents subscribe to on their phones.',
    group: 'Content',
  },
  defaultSort: '-start',
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  custom: search.custom,
  hooks: { beforeChange: [checkAndNormalise], afterChange: [search.afterChange], afterDelete: [search.afterDelete] },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: LIMITS.title,
      admin: { description: 'What parents see, e.g. "Half-yearly examinations" or "Diwali".' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'event',
      options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      admin: {
        description:
          'Holidays are also listed on their own, and parents can subscribe to one kind only (e.g. holidays).',
      },
    },
    {
      name: 'allDay',
      type: 'checkbox',
      defaultValue: true,
      label: 'All day',
      admin: {
        description:
          'Ticked: only the days count (the times in the pickers are ignored). Unticked: the event starts and ends at the times given.',
      },
    },
    {
      name: 'start',
      type: 'date',
      required: true,
      timezone: IST,
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
        description: 'The first day (and, unless all day, the time), in India’s time.',
      },
    },
    {
      name: 'end',
      type: 'date',
      timezone: IST,
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
        description:
          'The last day (and, unless all day, the time it ends). Left empty: the same as the start. It cannot be before the start.',
      },
    },
    {
      name: 'location',
      type: 'text',
      localized: true,
      maxLength: LIMITS.location,
      admin: { description: 'Optional, e.g. "School auditorium".' },
    },
    {
      name: 'classes',
      type: 'text',
      maxLength: LIMITS.classes,
      admin: {
        description: 'Optional: the classes it is for, e.g. "VI–VIII" or "X and XII". Empty: the whole school.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: LIMITS.description,
      admin: { description: 'Optional, plain text (at most 1000 characters): what parents should know or bring.' },
    },
  ],
};

import type { Where } from 'payload';
import * as qs from 'qs-esm';
import { addDays, istDay, type Day } from '../../lib/dates.ts';

/**
 * Messages from parents waiting too long, for the "Needs attention" list: an admission enquiry still new more
 * than 3 working days after it came, and a grievance not resolved more than 30 days after it came. Working
 * days are the office's, Monday to Saturday, as the contact page gives its hours; Sunday does not count,
 * nor does the day the message came. The list shows how many and since when, never who.
 */

const ENQUIRY_WORKING_DAYS = 3;
const GRIEVANCE_DAYS = 30;

const isSunday = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** The `count`th working day after `day`. */
export function addWorkingDays(day: Day, count: number): Day {
  let next = day;
  for (let left = count; left > 0;) {
    next = addDays(next, 1);
    if (!isSunday(next)) left -= 1;
  }
  return next;
}

/** The instant India's `day` begins. */
const istMidnight = (day: Day) => new Date(`${day}T00:00:00+05:30`).toISOString();

/**
 * At `now`, an enquiry sent before `enquiry` and a grievance sent before `grievance` have waited too long: the
 * first day whose messages are still in time, at its IST midnight.
 */
export function lateBefore(now: Date | number): { enquiry: string; grievance: string } {
  const today = istDay(now);
  // The latest day an enquiry may have come and be late today: its third working day after is over.
  let day = addDays(today, -1);
  while (addWorkingDays(day, ENQUIRY_WORKING_DAYS) >= today) day = addDays(day, -1);
  return { enquiry: istMidnight(addDays(day, 1)), grievance: istMidnight(addDays(today, -GRIEVANCE_DAYS)) };
}

/** The messages each item counts, as the admin's list filters them (its own `or` of `and`s). */
export function lateWhere(now: Date | number): { enquiry: Where; grievance: Where } {
  const before = lateBefore(now);
  return {
    enquiry: {
      or: [
        {
          and: [
            { form: { equals: 'enquiry' } },
            { status: { equals: 'new' } },
            { createdAt: { less_than: before.enquiry } },
          ],
        },
      ],
    },
    grievance: {
      or: [
        {
          and: [
            { form: { equals: 'grievance' } },
            { status: { not_equals: 'resolved' } },
            { createdAt: { less_than: before.grievance } },
          ],
        },
      ],
    },
  };
}

/** The admin's list of messages filtered by `where`, oldest first. */
const listOf = (where: Where) =>
  `/admin/collections/messages${qs.stringify({ where, sort: 'createdAt' }, { addQueryPrefix: true })}`;

/** What the reader found: how many waited too long and when the oldest came (an instant); never who. */
export type LateMessages = { count: number; oldest?: string | null | undefined };
export type MessageFacts = { enquiries: LateMessages; grievances: LateMessages };

type Item = {
  key: string;
  subject: string;
  state: string;
  day: Day;
  urgency: 'overdue';
  href: string;
  action: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The list's items for `facts` read at `now`: none for an account that may not read messages (no facts). */
export function messageItems(facts: MessageFacts | undefined, now: Date | number): Item[] {
  if (!facts) return [];
  const where = lateWhere(now);
  const items: Item[] = [];
  const { enquiries, grievances } = facts;
  if (enquiries.count > 0 && enquiries.oldest)
    items.push({
      key: 'messages:enquiries',
      subject: plural(enquiries.count, 'admission enquiry', 'admission enquiries'),
      state: `still new after ${ENQUIRY_WORKING_DAYS} working days; the oldest came on`,
      day: istDay(enquiries.oldest),
      urgency: 'overdue',
      href: listOf(where.enquiry),
      action: enquiries.count === 1 ? 'Open the enquiry' : 'Open the enquiries',
    });
  if (grievances.count > 0 && grievances.oldest)
    items.push({
      key: 'messages:grievances',
      subject: plural(grievances.count, 'grievance', 'grievances'),
      state: `not resolved after ${GRIEVANCE_DAYS} days; the oldest came on`,
      day: istDay(grievances.oldest),
      urgency: 'overdue',
      href: listOf(where.grievance),
      action: grievances.count === 1 ? 'Open the grievance' : 'Open the grievances',
    });
  return items;
}

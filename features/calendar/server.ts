import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { log } from '../../lib/log.ts';
import { requestStart } from '../../lib/request-clock/server';
import { eventSchema, toCalendarEvent, type CalendarEvent } from './rules.ts';

// A school's calendar is a few hundred rows a decade: all of them are read at once, reused until an
// editor changes one (change-stamp.ts), and checked once per read. What depends on the time (this year,
// the next three) is picked per request from that list.

async function readEvents(): Promise<CalendarEvent[]> {
  const { docs } = await (
    await getCms()
  ).find({ collection: 'events', pagination: false, sort: 'start', depth: 0, overrideAccess: false });
  return docs.flatMap((doc) => {
    const result = eventSchema.safeParse(doc);
    if (result.success) return [toCalendarEvent(result.data)];
    // Saved behind the CMS's back: left out, never a broken page.
    const issue = result.error.issues[0];
    log.error(
      `[cms] event ${doc.id} is not valid and is left out: ${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}`,
      { item: `event ${doc.id}` },
    );
    return [];
  });
}

/** Every event, as of `notBefore` (a route handler passes its own start time). */
export function eventsAt(notBefore: number): Promise<CalendarEvent[]> {
  return readUnlessUnchanged('events', notBefore, readEvents);
}

/** Every event, for this page request. */
export const getEvents = cache(async (): Promise<CalendarEvent[]> => {
  await connection();
  return eventsAt(await requestStart());
});

import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { readLocalizedDocs } from '../../cms/localized.ts';
import { getSiteLocale } from '../../lib/i18n/locale';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { requestStart } from '../../lib/request-clock/server';
import { eventSchema, toCalendarEvent, type CalendarEvent } from './rules.ts';

// A school's calendar is a few hundred rows a decade: all of them are read at once, reused until an
// editor changes one (change-stamp.ts), and checked once per read. What depends on the time (this year,
// the next three) is picked per request from that list.

async function readEvents(locale: Locale): Promise<CalendarEvent[]> {
  const cms = await getCms();
  const docs = await readLocalizedDocs(locale, async (inLocale) => {
    const found = await cms.find({
      collection: 'events',
      pagination: false,
      sort: 'start',
      depth: 0,
      overrideAccess: false,
      ...inLocale,
    });
    return found.docs;
  });
  return docs.flatMap(({ value: doc, fellBack }) => {
    const result = eventSchema.safeParse(doc);
    if (result.success) return [{ ...toCalendarEvent(result.data), fellBack }];
    // Saved behind the CMS's back: left out, never a broken page.
    const issue = result.error.issues[0];
    log.error(
      `[cms] event ${doc.id} is not valid and is left out: ${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}`,
      { item: `event ${doc.id}` },
    );
    return [];
  });
}

/** Every event in `locale`, as of `notBefore` (a route handler passes its own start time). */
export function eventsAt(notBefore: number, locale: Locale = DEFAULT_LOCALE): Promise<CalendarEvent[]> {
  return readUnlessUnchanged(`events ${locale}`, notBefore, () => readEvents(locale));
}

/** Every event, for this page request, in its language. */
export const getEvents = cache(async (): Promise<CalendarEvent[]> => {
  await connection();
  return eventsAt(await requestStart(), await getSiteLocale());
});

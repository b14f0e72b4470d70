import type { Payload } from 'payload';
import { saving, type Created } from '../../cms/starter-import.ts';
import { SCHOOL_TIME_ZONE } from '../../lib/dates.ts';
import { CALENDAR_FILE, readStarterCalendar } from './starter-file.ts';

/** `content/calendar.yaml`: an event each, on India's clock. */
export async function importCalendar(payload: Payload, contentDir: string, created: Created): Promise<void> {
  for (const event of readStarterCalendar(contentDir)) {
    const doc = await saving(`content/${CALENDAR_FILE}`, () =>
      payload.create({
        collection: 'events',
        data: { ...event, start_tz: SCHOOL_TIME_ZONE, end_tz: SCHOOL_TIME_ZONE },
      }),
    );
    created.push({ collection: 'events', id: doc.id });
  }
}

import { upcomingEvents, upcomingEventsChange } from '@/features/calendar/rules';
import { getEvents } from '@/features/calendar/server';
import { CALENDAR_PATH } from '@/features/calendar/years';
import { readClock } from '@/lib/request-clock/page-clock';
import styles from './calendar.module.css';
import { EventItem } from './event-item';

/** The home page's next three events (under way or to come, as of this request), with a link to the calendar. */
export async function UpcomingEvents() {
  const all = await getEvents();
  const events = await readClock((now) => ({
    value: upcomingEvents(all, new Date(now), 3),
    changesAt: upcomingEventsChange(all, new Date(now)),
  }));
  return (
    <section className="container section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Coming up</h2>
      {events.length > 0 ? (
        <ul className={`${styles.events} ${styles.upcoming}`}>
          {events.map((event) => (
            <EventItem key={event.id} event={event} withYear />
          ))}
        </ul>
      ) : (
        <p>Nothing is on the calendar for the coming days.</p>
      )}
      <p>
        <a href={CALENDAR_PATH}>The academic calendar: holidays, examinations and events</a>
      </p>
    </section>
  );
}

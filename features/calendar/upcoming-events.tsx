import { getTranslations } from 'next-intl/server';
import { upcomingEvents, upcomingEventsChange } from '@/features/calendar/rules';
import { getEvents } from '@/features/calendar/server';
import { CALENDAR_PATH } from '@/features/calendar/years';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { readClock } from '@/lib/request-clock/page-clock';
import styles from './calendar.module.css';
import { EventItem } from './event-item';

/** The home page's next three events (under way or to come, as of this request), with a link to the calendar. */
export async function UpcomingEvents() {
  const [all, t, locale] = await Promise.all([getEvents(), getTranslations('calendar'), getSiteLocale()]);
  const events = await readClock((now) => ({
    value: upcomingEvents(all, new Date(now), 3),
    changesAt: upcomingEventsChange(all, new Date(now)),
  }));
  return (
    <section className="container section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">{t('upcoming')}</h2>
      {events.length > 0 ? (
        <ul className={`${styles.events} ${styles.upcoming}`}>
          {events.map((event) => (
            <EventItem key={event.id} event={event} withYear />
          ))}
        </ul>
      ) : (
        <p>{t('noUpcoming')}</p>
      )}
      <p>
        <a href={localePath(locale, CALENDAR_PATH)}>{t('calendarLink')}</a>
      </p>
    </section>
  );
}

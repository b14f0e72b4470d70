import { getTranslations } from 'next-intl/server';
import { langOf } from '@/cms/localized';
import type { CalendarEvent } from '@/features/calendar/rules';
import { formatDay, formatTime } from '@/lib/dates';
import { getSiteLocale } from '@/lib/i18n/locale';
import styles from './calendar.module.css';

const IST_OFFSET = '+05:30';

/** When an event takes place, with each day or time in a `<time>`: "Mon, 16 Nov – Fri, 20 Nov", "Sat, 12 Dec, 5:00 pm – 8:00 pm". */
export async function EventWhen({ event, withYear }: { event: CalendarEvent; withYear: boolean }) {
  const locale = await getSiteLocale();
  const day = (value: string) => formatDay(value, withYear, locale);
  const time = (value: string) => formatTime(value, locale);
  const { startDay, endDay, startTime, endTime } = event;
  if (startTime === undefined || endTime === undefined) {
    const first = <time dateTime={startDay}>{day(startDay)}</time>;
    if (endDay === startDay) return first;
    return (
      <>
        {first} – <time dateTime={endDay}>{day(endDay)}</time>
      </>
    );
  }
  const start = (
    <time dateTime={`${startDay}T${startTime}${IST_OFFSET}`}>
      {day(startDay)}, {time(startTime)}
    </time>
  );
  if (endDay === startDay && endTime === startTime) return start;
  return (
    <>
      {start} –{' '}
      <time dateTime={`${endDay}T${endTime}${IST_OFFSET}`}>
        {endDay === startDay ? time(endTime) : `${day(endDay)}, ${time(endTime)}`}
      </time>
    </>
  );
}

/** One event in a list: when, what, its kind, for whom and where, and what parents should know. */
export async function EventItem({ event, withYear = false }: { event: CalendarEvent; withYear?: boolean }) {
  const t = await getTranslations('calendar');
  const lang = (field: string) => langOf(event.fellBack, field);
  const classes = event.classes && t('classes', { classes: event.classes });
  // The kind's class once: the kind "event" has the item's own class (`class="event event"` is refused).
  const className = [...new Set([styles.event, styles[event.category]])].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <p className={styles.when}>
        <EventWhen event={event} withYear={withYear} />
      </p>
      <p className={styles.title}>
        <strong lang={lang('title')}>{event.title}</strong>{' '}
        <span className={styles.category}>{t(`categories.${event.category}`)}</span>
      </p>
      {(classes || event.location) && (
        <p className={styles.details}>
          {classes}
          {classes && event.location && ' · '}
          {event.location && (lang('location') ? <span lang="en">{event.location}</span> : event.location)}
        </p>
      )}
      {event.description && (
        <p className={styles.description} lang={lang('description')}>
          {event.description}
        </p>
      )}
    </li>
  );
}

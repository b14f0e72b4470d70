import { CATEGORY_LABELS, type CalendarEvent } from '@/features/calendar/rules';
import { formatDay, formatTime } from '@/lib/dates';
import styles from './calendar.module.css';

const IST_OFFSET = '+05:30';

/** When an event takes place, with each day or time in a `<time>`: "Mon, 16 Nov – Fri, 20 Nov", "Sat, 12 Dec, 5:00 pm – 8:00 pm". */
export function EventWhen({ event, withYear }: { event: CalendarEvent; withYear: boolean }) {
  const { startDay, endDay, startTime, endTime } = event;
  if (startTime === undefined || endTime === undefined) {
    const first = <time dateTime={startDay}>{formatDay(startDay, withYear)}</time>;
    if (endDay === startDay) return first;
    return (
      <>
        {first} – <time dateTime={endDay}>{formatDay(endDay, withYear)}</time>
      </>
    );
  }
  const start = (
    <time dateTime={`${startDay}T${startTime}${IST_OFFSET}`}>
      {formatDay(startDay, withYear)}, {formatTime(startTime)}
    </time>
  );
  if (endDay === startDay && endTime === startTime) return start;
  return (
    <>
      {start} –{' '}
      <time dateTime={`${endDay}T${endTime}${IST_OFFSET}`}>
        {endDay === startDay ? formatTime(endTime) : `${formatDay(endDay, withYear)}, ${formatTime(endTime)}`}
      </time>
    </>
  );
}

/** One event in a list: when, what, its kind, for whom and where, and what parents should know. */
export function EventItem({ event, withYear = false }: { event: CalendarEvent; withYear?: boolean }) {
  const details = [event.classes && `Classes ${event.classes}`, event.location].filter(Boolean).join(' · ');
  return (
    <li className={`${styles.event} ${styles[event.category] ?? ''}`}>
      <p className={styles.when}>
        <EventWhen event={event} withYear={withYear} />
      </p>
      <p className={styles.title}>
        <strong>{event.title}</strong> <span className={styles.category}>{CATEGORY_LABELS[event.category]}</span>
      </p>
      {details && <p className={styles.details}>{details}</p>}
      {event.description && <p className={styles.description}>{event.description}</p>}
    </li>
  );
}

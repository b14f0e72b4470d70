import type { CalendarEvent } from '@/features/calendar/rules';
import { yearHref, type YearView } from '@/features/calendar/years';
import { academicYearLabel, academicYearMonths } from '@/lib/academic-year';
import { formatMonth } from '@/lib/dates';
import styles from './calendar.module.css';
import { EventItem, EventWhen } from './event-item';
import { Subscribe } from './subscribe';

type CalendarPageProps = {
  schoolName: string;
  view: YearView;
  thisYear: number;
  events: CalendarEvent[];
  baseUrl: string;
};

/**
 * One academic year, April to March, as lists rather than a grid: it reads the same on a 390 px phone,
 * in a screen reader and on paper. Holidays first, then each month, then how to subscribe.
 */
export function CalendarPage({ schoolName, view, thisYear, events, baseUrl }: CalendarPageProps) {
  const { year, previous, next } = view;
  const holidays = events.filter((event) => event.category === 'holiday');
  return (
    <article className={`container section ${styles.calendar}`} aria-labelledby="page-title">
      <h1 id="page-title">Academic calendar {academicYearLabel(year)}</h1>
      <p className="lead">
        {schoolName}, April {year} to March {year + 1}. Times are Indian Standard Time.
      </p>
      <p className={styles.jump}>
        <a href="#subscribe">Add the calendar to your phone</a>
      </p>
      {(previous !== undefined || next !== undefined) && (
        <nav aria-label="Other academic years" className={styles.years}>
          <ul>
            {previous !== undefined && (
              <li>
                <a href={yearHref(previous, thisYear)} rel="prev">
                  Previous year: {academicYearLabel(previous)}
                </a>
              </li>
            )}
            {next !== undefined && (
              <li>
                <a href={yearHref(next, thisYear)} rel="next">
                  Next year: {academicYearLabel(next)}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}

      <section className={styles.block}>
        <h2>Holidays</h2>
        {holidays.length > 0 ? (
          <ul className={styles.holidays}>
            {holidays.map((event) => (
              <li key={event.id}>
                <span className={styles.when}>
                  <EventWhen event={event} withYear />
                </span>{' '}
                {event.title}
              </li>
            ))}
          </ul>
        ) : (
          <p>No holidays are on the calendar for {academicYearLabel(year)} yet.</p>
        )}
      </section>

      <section className={styles.block}>
        <h2>Month by month</h2>
        {academicYearMonths(year).map((month) => {
          const inMonth = events.filter((event) => event.startDay.startsWith(month));
          return (
            <section key={month} className={styles.month}>
              <h3>{formatMonth(month)}</h3>
              {inMonth.length > 0 ? (
                <ul className={styles.events}>
                  {inMonth.map((event) => (
                    <EventItem key={event.id} event={event} />
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>Nothing on the calendar.</p>
              )}
            </section>
          );
        })}
      </section>

      <Subscribe baseUrl={baseUrl} />
    </article>
  );
}

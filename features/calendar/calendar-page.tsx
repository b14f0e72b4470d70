import { getTranslations } from 'next-intl/server';
import { langOf } from '@/cms/localized';
import type { CalendarEvent } from '@/features/calendar/rules';
import { yearHref, type YearView } from '@/features/calendar/years';
import { academicYearLabel, academicYearMonths } from '@/lib/academic-year';
import { formatMonth } from '@/lib/dates';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
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
export async function CalendarPage({ schoolName, view, thisYear, events, baseUrl }: CalendarPageProps) {
  const [t, locale] = await Promise.all([getTranslations('calendar'), getSiteLocale()]);
  const { year, previous, next } = view;
  const label = academicYearLabel(year);
  const holidays = events.filter((event) => event.category === 'holiday');
  return (
    <article className={`container section ${styles.calendar}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('title', { year: label })}</h1>
      <p className="lead">{t('lead', { school: schoolName, start: year, end: year + 1 })}</p>
      <p className={styles.jump}>
        <a href="#subscribe">{t('jump')}</a>
      </p>
      {(previous !== undefined || next !== undefined) && (
        <nav aria-label={t('otherYears')} className={styles.years}>
          <ul>
            {previous !== undefined && (
              <li>
                <a href={localePath(locale, yearHref(previous, thisYear))} rel="prev">
                  {t('previousYear', { year: academicYearLabel(previous) })}
                </a>
              </li>
            )}
            {next !== undefined && (
              <li>
                <a href={localePath(locale, yearHref(next, thisYear))} rel="next">
                  {t('nextYear', { year: academicYearLabel(next) })}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}

      <section className={styles.block}>
        <h2>{t('holidays')}</h2>
        {holidays.length > 0 ? (
          <ul className={styles.holidays}>
            {holidays.map((event) => (
              <li key={event.id}>
                <span className={styles.when}>
                  <EventWhen event={event} withYear />
                </span>{' '}
                {langOf(event.fellBack, 'title') ? <span lang="en">{event.title}</span> : event.title}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noHolidays', { year: label })}</p>
        )}
      </section>

      <section className={styles.block}>
        <h2>{t('byMonth')}</h2>
        {academicYearMonths(year).map((month) => {
          const inMonth = events.filter((event) => event.startDay.startsWith(month));
          return (
            <section key={month} className={styles.month}>
              <h3>{formatMonth(month, locale)}</h3>
              {inMonth.length > 0 ? (
                <ul className={styles.events}>
                  {inMonth.map((event) => (
                    <EventItem key={event.id} event={event} />
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>{t('nothing')}</p>
              )}
            </section>
          );
        })}
      </section>

      <Subscribe baseUrl={baseUrl} />
    </article>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { eventsOfYear, yearsWithEvents } from '@/features/calendar/rules';
import { getEvents } from '@/features/calendar/server';
import { CALENDAR_FEED_PATH, yearHref, yearView } from '@/features/calendar/years';
import { getSchool } from '@/features/school/server';
import { academicYearLabel, academicYearOf } from '@/lib/academic-year';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { istToday } from '@/lib/request-clock/page-clock';
import { pageMetadata } from '@/lib/seo';
import { reportShown } from '@/lib/shown-page';

// A fixed route like the disclosure (CBSE asks for the academic calendar): no menu data, so it renders
// through an outage of the menu API. "This year" is today's, in IST, on every request.

type CalendarRouteProps = { searchParams: Promise<{ year?: string | string[] }> };

async function shownYear(searchParams: CalendarRouteProps['searchParams']) {
  const [{ year }, events, today] = await Promise.all([searchParams, getEvents(), istToday()]);
  return { view: yearView(year, today, yearsWithEvents(events)), thisYear: academicYearOf(today), events };
}

export async function generateMetadata({ searchParams }: CalendarRouteProps): Promise<Metadata> {
  const [{ view, thisYear }, baseUrl, school, t, locale] = await Promise.all([
    shownYear(searchParams),
    getBaseUrl(),
    getSchool(),
    getTranslations('calendar'),
    getSiteLocale(),
  ]);
  const label = academicYearLabel(view.year);
  const metadata = pageMetadata(baseUrl, yearHref(view.year, thisYear), school, {
    title: t('title', { year: label }),
    description: t('metaDescription', { school: school.name, year: label }),
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'text/calendar': `${baseUrl}${localePath(locale, CALENDAR_FEED_PATH)}` },
    },
  };
}

export default async function Calendar({ searchParams }: CalendarRouteProps) {
  const [{ view, thisYear, events }, baseUrl, school] = await Promise.all([
    shownYear(searchParams),
    getBaseUrl(),
    getSchool(),
  ]);
  await reportShown(yearHref(view.year, thisYear));
  return (
    <CalendarPage
      schoolName={school.name}
      view={view}
      thisYear={thisYear}
      events={eventsOfYear(events, view.year)}
      baseUrl={baseUrl}
    />
  );
}

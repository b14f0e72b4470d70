import type { Metadata } from 'next';
import { BookListPage } from '@/features/book-lists/book-list-page';
import { bookListHref, bookListView } from '@/features/book-lists/rules';
import { getBookLists } from '@/features/book-lists/server';
import { getSchool } from '@/features/school/server';
import { academicYearNameLabel } from '@/lib/academic-year';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { istToday } from '@/lib/request-clock/page-clock';
import { pageMetadata } from '@/lib/seo';
import { reportShown } from '@/lib/shown-page';

// A fixed route like the disclosure (CBSE asks for it, bye-law 2.4.7.1): no menu data, so it renders through
// an outage of the menu API. "This year" is today's, in IST, on every request; an unknown ?year= shows
// the default year with its canonical address, like /calendar.

type BookListRouteProps = { searchParams: Promise<{ year?: string | string[] }> };

async function shownYear(searchParams: BookListRouteProps['searchParams']) {
  const [{ year }, lists, today] = await Promise.all([searchParams, getBookLists(), istToday()]);
  return bookListView(year, today, lists);
}

export async function generateMetadata({ searchParams }: BookListRouteProps): Promise<Metadata> {
  const [view, baseUrl, school] = await Promise.all([shownYear(searchParams), getBaseUrl(), getSchool()]);
  const label = academicYearNameLabel(view.year);
  return pageMetadata(
    baseUrl,
    bookListHref(view.year, view.defaultYear),
    school,
    {
      title: `Book list ${label}`,
      description: `The books prescribed for each class of ${school.name} for ${label}, NCERT and others, with the declaration signed by the Manager and the Principal.`,
    },
    await getSiteLocale(),
  );
}

export default async function BookList({ searchParams }: BookListRouteProps) {
  const [view, school] = await Promise.all([shownYear(searchParams), getSchool()]);
  await reportShown(bookListHref(view.year, view.defaultYear));
  return <BookListPage schoolName={school.name} view={view} />;
}

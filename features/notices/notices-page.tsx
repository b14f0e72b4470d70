import type { NoticesView } from '@/features/notices/query';
import { NOTICE_CATEGORIES, NOTICES_FEED_PATH, type NoticeFilter } from '@/features/notices/rules';
import { academicYearLabel } from '@/lib/academic-year';
import { NoticeFilters } from './notice-filters';
import { NoticeList } from './notice-list';
import { NoticePagination } from './notice-pagination';

/** "Current notices", "Circulars of 2025–26", … */
export function listTitle(filter: NoticeFilter): string {
  const kind = NOTICE_CATEGORIES.find(({ value }) => value === filter.category)?.plural ?? 'Notices';
  if (filter.year !== undefined) return `${kind} of ${academicYearLabel(filter.year)}`;
  return filter.category ? `Current ${kind.toLowerCase()}` : 'Current notices';
}

export function NoticesPage({ view, years, now }: { view: NoticesView; years: readonly number[]; now: number }) {
  const { filter, page, pages, notices } = view;
  return (
    <div className="container section notices">
      <h1>Notices and circulars</h1>
      <p>
        Circulars, notices, news and results from the school, newest first. An expired notice stays listed under its
        academic year.{' '}
        <a href={NOTICES_FEED_PATH} type="application/atom+xml">
          Follow them in a feed reader (Atom feed)
        </a>
      </p>
      <NoticeFilters filter={filter} years={years} />
      <h2>
        {listTitle(filter)}
        {pages > 1 && (
          <span className="notice-page-count">
            , page {page} of {pages}
          </span>
        )}
      </h2>
      {notices.length > 0 ? (
        <NoticeList notices={notices} now={now} headingLevel={3} />
      ) : (
        <p>There are no notices here yet.</p>
      )}
      <NoticePagination filter={filter} page={page} pages={pages} />
    </div>
  );
}

import { academicYearName, parseAcademicYearName } from '../../lib/academic-year.ts';
import {
  academicYears,
  NOTICE_CATEGORIES,
  NOTICES_PATH,
  NOTICES_PER_PAGE,
  pageCount,
  selectNotices,
  type NoticeCategory,
  type NoticeFilter,
  type NoticeSummary,
} from './rules.ts';

export type NoticesView = {
  filter: NoticeFilter;
  page: number;
  pages: number;
  total: number;
  notices: NoticeSummary[];
};

type Params = { get(name: string): string | null };

/**
 * What `/notices?category=…&year=…&page=…` shows, or undefined when that list does not exist: an unknown
 * category, a year without notices, a page past the last. The proxy answers those with the 404 page, and
 * the page itself agrees.
 */
export function resolveNoticesView(
  params: Params,
  all: readonly NoticeSummary[],
  now: number,
): NoticesView | undefined {
  const filter: NoticeFilter = {};
  const category = params.get('category');
  if (category !== null) {
    if (!NOTICE_CATEGORIES.some(({ value }) => value === category)) return undefined;
    filter.category = category as NoticeCategory;
  }
  const year = params.get('year');
  if (year !== null) {
    const parsed = parseAcademicYearName(year);
    if (parsed === undefined || !academicYears(all).includes(parsed)) return undefined;
    filter.year = parsed;
  }
  const pageParam = params.get('page');
  if (pageParam !== null && !/^[1-9]\d{0,5}$/.test(pageParam)) return undefined;
  const page = pageParam === null ? 1 : Number(pageParam);
  const selected = selectNotices(all, filter, now);
  const pages = pageCount(selected.length);
  if (page > pages) return undefined;
  const start = (page - 1) * NOTICES_PER_PAGE;
  return { filter, page, pages, total: selected.length, notices: selected.slice(start, start + NOTICES_PER_PAGE) };
}

/** The address of a list: its filters and page in one order, page 1 without `page`. */
export function noticesHref(filter: NoticeFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.year !== undefined) params.set('year', academicYearName(filter.year));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${NOTICES_PATH}?${query}` : NOTICES_PATH;
}

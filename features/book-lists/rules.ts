import { z } from 'zod';
import { langOf, type FellBack } from '../../cms/localized.ts';
import { academicYearName, academicYearOf, isAcademicYear } from '../../lib/academic-year.ts';
import { CLASSES, type SchoolClass } from '../../lib/cbse-classes.ts';
import type { Day } from '../../lib/dates.ts';
import { documentLink, type DocumentLink } from '../../lib/document-links.ts';

export const BOOK_LIST_PATH = '/book-list';

/** `titleLang`: "en" where a Hindi page shows the English title, the book having no Hindi one yet. */
type Book = { title: string; titleLang?: 'en'; publisher: string; ncert: boolean };

/** One class's books for one academic year (`2026-27`), with the signed declaration when it has one. */
export type ClassBookList = {
  class: SchoolClass;
  academicYear: string;
  books: Book[];
  declaration?: DocumentLink;
  updatedAt: string;
};

export type AnnualReport = {
  academicYear: string;
  report: DocumentLink;
  summary?: string;
  /** "en" where a Hindi page shows the English summary (cms/localized.ts). */
  summaryLang?: 'en';
  updatedAt: string;
};

const academicYear = z.string().refine(isAcademicYear);
const bookSchema = z.object({
  title: z.string().trim().min(1),
  publisher: z.string().trim().min(1),
  ncert: z.boolean().nullish(),
});
const bookListSchema = z.object({
  class: z.enum(CLASSES),
  academicYear,
  books: z.array(bookSchema).nullish(),
  declaration: z.unknown(),
  updatedAt: z.string(),
});
const annualReportSchema = z.object({
  academicYear,
  report: z.unknown(),
  summary: z.string().nullish(),
  updatedAt: z.string(),
});

/**
 * A book-lists document (its declaration populated) in the site's shape, each title marked where it fell
 * back to English; undefined when it cannot be shown.
 */
export function bookListFromCms(doc: unknown, fellBack: FellBack = []): ClassBookList | undefined {
  const parsed = bookListSchema.safeParse(doc);
  if (!parsed.success) return undefined;
  const { books, declaration, ...list } = parsed.data;
  return {
    ...list,
    books: (books ?? []).map(({ title, publisher, ncert }, index) => ({
      title: title.trim(),
      ...(langOf(fellBack, `books.${index}.title`) && { titleLang: 'en' as const }),
      publisher: publisher.trim(),
      ncert: ncert === true,
    })),
    declaration: documentLink(declaration),
  };
}

/** An annual-reports document (its report populated); undefined when it has no readable report to link. */
export function annualReportFromCms(doc: unknown, fellBack: FellBack = []): AnnualReport | undefined {
  const parsed = annualReportSchema.safeParse(doc);
  const report = parsed.success ? documentLink(parsed.data.report) : undefined;
  if (!parsed.success || !report) return undefined;
  const { academicYear: year, summary, updatedAt } = parsed.data;
  const summaryLang = langOf(fellBack, 'summary');
  return {
    academicYear: year,
    report,
    summary: summary?.trim() || undefined,
    ...(summaryLang && { summaryLang }),
    updatedAt,
  };
}

export type BookListView = {
  /** The year shown, `2026-27`. */
  year: string;
  /** This academic year (IST), which has no lists when it is not the year shown by default. */
  current: string;
  /** The year plain /book-list shows: this year, or else the latest with lists. */
  defaultYear: string;
  /** The shown year's lists, in CLASSES order. */
  lists: ClassBookList[];
  /** Every year with lists, newest first. */
  years: string[];
};

/**
 * Which year `/book-list?year=…` shows. Plain /book-list shows this academic year, or the latest with lists
 * when this one has none yet (before the school publishes in April). A year without lists, or anything
 * else in `year`, shows that same default: the page never answers 404 for a query, like /calendar.
 */
export function bookListView(
  param: string | string[] | undefined,
  today: Day,
  all: readonly ClassBookList[],
): BookListView {
  const current = academicYearName(academicYearOf(today));
  const years = [...new Set(all.map((list) => list.academicYear))].sort().reverse();
  const defaultYear = years.includes(current) ? current : (years[0] ?? current);
  const year = typeof param === 'string' && years.includes(param) ? param : defaultYear;
  const lists = all
    .filter((list) => list.academicYear === year)
    .sort((a, b) => CLASSES.indexOf(a.class) - CLASSES.indexOf(b.class));
  return { year, current, defaultYear, lists, years };
}

/** The address of a year's lists: the default year's is plain /book-list. */
export function bookListHref(year: string, defaultYear: string): string {
  return year === defaultYear ? BOOK_LIST_PATH : `${BOOK_LIST_PATH}?year=${year}`;
}

/** The signed declarations of a year's lists, each once (one document usually serves every class). */
export function declarationsOf(lists: readonly ClassBookList[]): DocumentLink[] {
  const byHref = new Map(
    lists.flatMap((list) => (list.declaration ? [[list.declaration.href, list.declaration] as const] : [])),
  );
  return [...byHref.values()];
}

/** /book-list for the sitemap, last modified when its latest list was. */
export function bookListSitemapEntry(baseUrl: string, lists: readonly ClassBookList[]) {
  const latest = lists
    .map((list) => list.updatedAt)
    .sort()
    .at(-1);
  return {
    url: `${baseUrl}${BOOK_LIST_PATH}`,
    ...(latest ? { lastModified: latest } : {}),
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  };
}

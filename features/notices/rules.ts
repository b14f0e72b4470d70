import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { z } from 'zod';
import type { FellBack } from '../../cms/localized.ts';
import { academicYearOfInstant } from '../../lib/academic-year.ts';
import { compareIso, istDay } from '../../lib/dates.ts';
import type { DocumentLink } from '../../lib/document-links.ts';
import { richTextWords } from '../../lib/rich-text-words.ts';
import { SLUG } from '../../lib/slug.ts';

export const NOTICES_PATH = '/notices';
export const NOTICES_FEED_PATH = '/notices/feed.xml';
export const NOTICES_PER_PAGE = 20;
/** How many the feed carries: the latest by date of issue, expired ones included (a feed is what was issued). */
export const FEED_SIZE = 50;
const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export const NOTICE_CATEGORIES = [
  { value: 'circular', label: 'Circular', plural: 'Circulars' },
  { value: 'notice', label: 'Notice', plural: 'Notices' },
  { value: 'news', label: 'News', plural: 'News' },
  { value: 'result', label: 'Result', plural: 'Results' },
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number]['value'];
const CATEGORY_VALUES = NOTICE_CATEGORIES.map(({ value }) => value) as [NoticeCategory, ...NoticeCategory[]];

export function categoryLabel(category: NoticeCategory): string {
  return NOTICE_CATEGORIES.find(({ value }) => value === category)?.label ?? category;
}

/** A notice as the site lists it (no body): what /notices, /home, the feed and the sitemap need. */
export type NoticeSummary = {
  id: string;
  slug: string;
  title: string;
  /** Date of issue, ISO 8601. */
  date: string;
  number?: string;
  category: NoticeCategory;
  pinned: boolean;
  expiresAt?: string;
  updatedAt: string;
  /** The body's first words, as plain text: the meta description and the feed's summary. */
  summary: string;
  /** The fields shown in English on a Hindi page, which has no Hindi for them yet (cms/localized.ts). */
  fellBack?: FellBack;
};

export type Notice = NoticeSummary & {
  body: SerializedEditorState | undefined;
  attachments: (DocumentLink & { title: string; lang: 'en' | undefined })[];
};

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

export const noticeSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  slug: z.string().regex(SLUG).max(120),
  title: z.string().trim().min(1).max(160),
  date: isoDate,
  number: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || undefined),
  category: z.enum(CATEGORY_VALUES),
  pinned: z.boolean().nullish().transform(Boolean),
  expiresAt: isoDate.nullish().transform((value) => value ?? undefined),
  updatedAt: isoDate,
});

/** What a save must hold for the site to list the notice: the summary's rules, less what Payload sets itself. */
export const noticeSaveSchema = noticeSummarySchema.omit({ id: true, updatedAt: true });

/** The plain text of a rich-text body, cut at a word near `max` characters. */
export function plainSummary(body: unknown, max = 200): string {
  const text = richTextWords(body, { tables: false }).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${cut || text.slice(0, max)}…`;
}

// A date of issue is stored as IST midnight of its day: a notice dated today is up to 5.5 h "ahead" of UTC.
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date of an instant in India (`2026-11-20`): a date of issue is a day in IST. */
export const indianDate = istDay;

export const isExpired = (notice: Pick<NoticeSummary, 'expiresAt'>, now: number) =>
  notice.expiresAt !== undefined && Date.parse(notice.expiresAt) <= now;

/** Issued in the last 7 days (and not dated in the future). */
export function isNew(notice: Pick<NoticeSummary, 'date'>, now: number): boolean {
  const age = now - Date.parse(notice.date);
  return age >= -IST_OFFSET_MS && age < NEW_FOR_MS;
}

/** The first instant after `now` at which a notice expires or its "New" label comes or goes; undefined: none will. */
export function nextNoticeChange(
  notices: readonly Pick<NoticeSummary, 'date' | 'expiresAt'>[],
  now: number,
): number | undefined {
  const boundaries = notices.flatMap((notice) => {
    const issued = Date.parse(notice.date);
    return [issued - IST_OFFSET_MS, issued + NEW_FOR_MS, ...(notice.expiresAt ? [Date.parse(notice.expiresAt)] : [])];
  });
  const later = boundaries.filter((instant) => instant > now);
  return later.length > 0 ? Math.min(...later) : undefined;
}

/** Newest first by date of issue; the latest change breaks a tie. */
export function byDate(a: NoticeSummary, b: NoticeSummary): number {
  return compareIso(b.date, a.date) || compareIso(b.updatedAt, a.updatedAt);
}

/** Pinned ones first (an expired one is no longer pinned), each part newest first. */
function pinnedFirst(notices: readonly NoticeSummary[], now: number): NoticeSummary[] {
  // Decided once per notice, not in each of the sort's comparisons (hundreds of notices at a big school).
  const pinned = new Set(notices.filter((notice) => notice.pinned && !isExpired(notice, now)));
  return [...notices].sort((a, b) => Number(pinned.has(b)) - Number(pinned.has(a)) || byDate(a, b));
}

export type NoticeFilter = { category?: NoticeCategory; year?: number };

/**
 * What a list shows: the main list leaves expired notices out; a year lists all of that year's, since
 * parents look circulars up later.
 */
export function selectNotices(all: readonly NoticeSummary[], filter: NoticeFilter, now: number): NoticeSummary[] {
  const chosen = all.filter(
    (notice) =>
      (filter.category === undefined || notice.category === filter.category) &&
      (filter.year === undefined ? !isExpired(notice, now) : academicYearOfInstant(notice.date) === filter.year),
  );
  return pinnedFirst(chosen, now);
}

/** The academic years (April to March) of the notices' dates of issue, newest first. */
export function academicYears(all: readonly NoticeSummary[]): number[] {
  return [...new Set(all.map((notice) => academicYearOfInstant(notice.date)))].sort((a, b) => b - a);
}

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / NOTICES_PER_PAGE));

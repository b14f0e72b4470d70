import 'server-only';
import { cache } from 'react';
import { fellBackAt } from '../../cms/localized';
import { istDay } from '../../lib/dates';
import { getSiteLocale } from '../../lib/i18n/locale';
import { localePath } from '../../lib/i18n/locales';
import type { NoticeSummary } from '../notices/rules';
import { noticePath } from '../notices/seo';
import { getNoticeSummaries } from '../notices/server';

// A stand-in until the search index (i37-engine) merges: the published notices' titles and first words,
// matched word by word in memory. The types and `searchSite` are the contract the page is built on.

/** @public The search index's contract (i37-engine), read by the bench. */
export type SearchKind = 'page' | 'notice' | 'event' | 'document' | 'album';
export type SnippetPart = { text: string; mark: boolean };
export type SearchResult = {
  kind: SearchKind;
  title: string;
  /** Already in the page's language: localePath(locale, englishPath). */
  href: string;
  /** 'YYYY-MM-DD' (IST day) where the thing has a date. */
  date?: string;
  /** Plain text parts, the query's words marked; never HTML. */
  snippet: SnippetPart[];
  /** Set when the title or snippet fell back to English on a Hindi page. */
  lang?: 'en';
};
export type SearchAnswer = { query: string; total: number; page: number; pageCount: number; results: SearchResult[] };

/** @public The search index's contract: results a page. */
export const PAGE_SIZE = 20;
const MAX_QUERY = 200;
const MAX_WORDS = 12;

const words = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}\p{Co}]+/u)
    .filter(Boolean);

/** `text` cut into parts, each occurrence of one of `terms` marked. */
function marked(text: string, terms: readonly string[]): SnippetPart[] {
  const lower = text.toLowerCase();
  const parts: SnippetPart[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let length = 0;
    for (const term of terms) {
      const found = lower.indexOf(term, from);
      if (found !== -1 && (at === -1 || found < at)) [at, length] = [found, term.length];
    }
    if (at === -1) break;
    if (at > from) parts.push({ text: text.slice(from, at), mark: false });
    parts.push({ text: text.slice(at, at + length), mark: true });
    from = at + length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mark: false });
  return parts;
}

function noticeResult(notice: NoticeSummary, terms: readonly string[], locale: 'en' | 'hi'): SearchResult {
  const english = fellBackAt(notice.fellBack, 'title');
  return {
    kind: 'notice',
    title: notice.title,
    href: localePath(locale, noticePath(notice)),
    date: istDay(notice.date),
    snippet: marked(notice.summary, terms),
    ...(english ? { lang: 'en' as const } : {}),
  };
}

/** In the request's language; query '' gives total 0; never throws for any input. */
export const searchSite = cache(async (q: string, page: number): Promise<SearchAnswer> => {
  const query = q.trim().slice(0, MAX_QUERY);
  const terms = words(query).slice(0, MAX_WORDS);
  const empty = { query, total: 0, page: 1, pageCount: 0, results: [] };
  if (terms.length === 0) return empty;
  const [locale, notices] = await Promise.all([getSiteLocale(), getNoticeSummaries()]);
  const found = notices.filter((notice) => {
    const text = words(`${notice.title} ${notice.number ?? ''} ${notice.summary}`);
    return terms.every((term) => text.some((word) => word.startsWith(term)));
  });
  const pageCount = Math.ceil(found.length / PAGE_SIZE);
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));
  const results = found
    .slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)
    .map((notice) => noticeResult(notice, terms, locale));
  return { query, total: found.length, page: shown, pageCount, results };
});

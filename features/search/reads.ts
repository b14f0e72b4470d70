import type { Payload } from 'payload';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { querySearch, searchDb, type SearchKind } from './engine.ts';
import { parseQuery } from './query.ts';
import { snippetOf, type SnippetPart } from './snippet.ts';

export type { SearchKind } from './engine.ts';
export type { SnippetPart } from './snippet.ts';

export type SearchResult = {
  kind: SearchKind;
  title: string;
  /** Already in the page's language: localePath(locale, englishPath). */
  href: string;
  /** 'YYYY-MM-DD' (IST day) where the thing has a date. */
  date?: string;
  /** Plain text parts, the query's words marked; never HTML. */
  snippet: SnippetPart[];
  /** Set when the title/snippet fell back to English on a Hindi page. */
  lang?: 'en';
};
export type SearchAnswer = { query: string; total: number; page: number; pageCount: number; results: SearchResult[] };

export const PAGE_SIZE = 20;
// Past this a page number is junk: 20 000 results is more than the site holds.
const MAX_PAGE = 1000;

/**
 * One page of results for `q` in `locale`, read from the index as it is now (the index is written with the
 * content, so nothing here can be staler than the request). Never throws for what a visitor types.
 */
export async function searchAt(
  payload: Payload,
  { q, locale, page }: { q: string; locale: Locale; page: number },
): Promise<SearchAnswer> {
  const query = parseQuery(q);
  const shown = Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
  if (query.terms.length === 0) return { query: query.text, total: 0, page: 1, pageCount: 0, results: [] };
  const { total, hits } = await querySearch(await searchDb(payload), query, locale, {
    limit: PAGE_SIZE,
    offset: (shown - 1) * PAGE_SIZE,
  });
  return {
    query: query.text,
    total,
    page: shown,
    pageCount: Math.ceil(total / PAGE_SIZE),
    results: hits.map((hit) => ({
      kind: hit.kind,
      title: hit.title,
      href: localePath(locale, hit.href),
      ...(hit.date ? { date: hit.date } : {}),
      snippet: snippetOf(hit.body, query),
      ...(hit.english && locale !== 'en' ? { lang: 'en' as const } : {}),
    })),
  };
}

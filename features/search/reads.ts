import type { Payload } from 'payload';
import { querySearch, searchDb, type SearchKind } from '../../cms/search/engine.ts';
import { parseQuery } from '../../cms/search/query.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { snippetOf, type SnippetPart } from './snippet.ts';

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

const PAGE_SIZE = 20;
// Past this a page number is junk: 20 000 results is more than the site holds.
const MAX_PAGE = 1000;

/**
 * One page of results for `q` in `locale` (with `pages`, the English paths at which pages of the CMS show:
 * a page no menu entry links is not found), read from the index as it is now (the index is written with the
 * content, so nothing here can be staler than the request). Never throws for what a visitor types.
 */
export async function searchAt(
  payload: Payload,
  {
    q,
    locale,
    page,
    pages,
    school,
  }: { q: string; locale: Locale; page: number; pages?: readonly string[]; school: number },
): Promise<SearchAnswer> {
  const query = parseQuery(q);
  const asked = Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
  if (query.terms.length === 0) return { query: query.text, total: 0, page: 1, pageCount: 0, results: [] };
  const db = await searchDb(payload);
  const pageAt = (at: number) =>
    querySearch(db, query, locale, {
      limit: PAGE_SIZE,
      offset: (at - 1) * PAGE_SIZE,
      school,
      ...(pages ? { pages } : {}),
    });
  let shown = asked;
  let { total, hits } = await pageAt(shown);
  // A page past the last (an old link, after results went) shows the last, as /notices does.
  if (hits.length === 0 && total > 0) {
    shown = Math.ceil(total / PAGE_SIZE);
    ({ total, hits } = await pageAt(shown));
  }
  return {
    query: query.text,
    total,
    page: shown,
    pageCount: Math.ceil(total / PAGE_SIZE),
    results: hits.map((hit) => ({
      kind: hit.kind,
      title: hit.title,
      // A document is a file with one address in both languages (/documents/…).
      href: hit.kind === 'document' ? hit.href : localePath(locale, hit.href),
      ...(hit.date ? { date: hit.date } : {}),
      snippet: snippetOf(hit.body, query),
      ...(hit.english && locale !== 'en' ? { lang: 'en' as const } : {}),
    })),
  };
}

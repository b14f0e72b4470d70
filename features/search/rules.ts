/** The search page's English address; `/hi/search` is the same page in Hindi. */
export const SEARCH_PATH = '/search';
/** The OpenSearch description, one per language (`/hi/opensearch.xml`). */
export const OPEN_SEARCH_PATH = '/opensearch.xml';

/** The search page's address for a query and page (page 1 left out): `/search?q=admission&page=2`. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** The page number asked for: a whole number from 1, anything else page 1. */
export function pageNumber(value: string | undefined): number {
  const number = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return Math.max(1, number);
}

/** The longest query searched (cms/search/query.ts cuts there too). */
const MAX_QUERY_CHARS = 200;

/**
 * A query as it is searched, written one way: white space collapsed and trimmed, lower case (the index
 * holds words in lower case, cms/search/tokens.ts), at most 200 characters. `Sports  ` and `sports` find
 * the same results, so they are one page at one address.
 */
function canonicalQuery(q: string): string {
  return q.replace(/\s+/gu, ' ').trim().toLowerCase().slice(0, MAX_QUERY_CHARS).trim();
}

/**
 * The one address of the search page a query asks for (`q` and `page` are all it reads, lib/page-query.ts):
 * the query canonical, the page a whole number from 2 without leading zeros (page 1 and no query leave it
 * out), nothing else. `path` is the page's path in its language (`/hi/search`).
 */
export function canonicalSearchAddress(path: string, params: URLSearchParams): string {
  const q = canonicalQuery(params.get('q') ?? '');
  if (!q) return path;
  const href = searchHref(q, pageNumber(params.get('page') ?? undefined));
  return `${path}${href.slice(SEARCH_PATH.length)}`;
}

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

/**
 * The query parameters each page reads (app/(site)/…/page.tsx), by its English path. The page cache keys a
 * page on these alone (server/page-cache/requests.ts), so random query strings cannot fill it with copies
 * of one page; the language link keeps these alone, so a kept page never links another visitor's query.
 */
const PAGE_QUERY: Record<string, readonly string[]> = {
  '/notices': ['category', 'year', 'page'],
  '/calendar': ['year'],
  '/book-list': ['year'],
  '/search': ['q', 'page'],
};

/** The query parameters the page at `path` (an English path) reads. */
export function pageQueryNames(path: string): readonly string[] {
  return PAGE_QUERY[path.replace(/\/+$/, '')] ?? [];
}

/** `search` with only the parameters the page at `path` reads, in their order: `?year=2026` or ''. */
export function pageQuery(path: string, search: URLSearchParams): string {
  const names = pageQueryNames(path);
  const kept = new URLSearchParams([...search].filter(([name]) => names.includes(name)));
  const query = kept.toString();
  return query ? `?${query}` : '';
}

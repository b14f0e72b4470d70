import type { Limit } from '../../cms/rate-limit';

/**
 * Renders of search results per visitor (cms/rate-limit.ts): a query the page cache has kept costs nothing
 * (the proxy is never asked), each one rendered takes a point. Past SEARCH_RENDERS_PER_MINUTE, 429 until
 * the minute ends: a few visitors' random queries cannot keep the server rendering.
 */
export const searchRenderLimit = (perMinute: number): Limit => ({
  table: 'search_renders',
  points: perMinute,
  seconds: 60,
});

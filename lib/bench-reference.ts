/**
 * The benchmark's reference page, /bench-reference: the cheapest dynamic page this build can serve,
 * so `npm run bench` can report the site's cost as a ratio. Only with BENCH_REFERENCE_ROUTE=1.
 */
export const BENCH_REFERENCE_PATH = '/bench-reference';

import type { RouteGuard } from './route-guard';
import { getSettings } from './settings';

/**
 * The benchmark's reference page, /bench-reference: the cheapest dynamic page this build can serve,
 * so `npm run bench` can report the site's cost as a ratio. Only with BENCH_REFERENCE_ROUTE=1.
 */
const BENCH_REFERENCE_PATH = '/bench-reference';

/** Off, the page is not there; on, it is served at once: it shows neither the menu nor the social links. */
export const benchReferenceGuard: RouteGuard = {
  decide({ pathname }) {
    if (pathname !== BENCH_REFERENCE_PATH) return undefined;
    return getSettings().benchReferenceRoute ? { kind: 'page' } : { kind: 'not-found' };
  },
};

import type { RouteGuard } from '../../lib/route-guard';
import { noticesRouteExists } from './reads';

/**
 * A notice that is not published, or a list page past the last (or with a filter that matches no list):
 * the 404 page, like a menu route. A read that fails decides nothing: the page reads again.
 */
export const noticesGuard: RouteGuard = {
  async decide({ request, pathname, locale, requestStart, showsPage }) {
    // A POST shows no notice: nothing to read.
    if (!showsPage) return undefined;
    const exists = await noticesRouteExists(pathname, request.nextUrl.searchParams, requestStart, locale).catch(
      () => undefined,
    );
    return exists === false ? { kind: 'not-found' } : undefined;
  },
};

import type { RouteGuard } from '../../lib/route-guard';
import { noticesRouteExists } from './reads';

/**
 * A notice that is not published, or a list page past the last (or with a filter that matches no list):
 * the 404 page, like a menu route. A read that fails decides nothing: the page reads again.
 */
export const noticesGuard: RouteGuard = {
  async decide({ request, pathname, requestStart }) {
    const exists = await noticesRouteExists(pathname, request.nextUrl.searchParams, requestStart).catch(
      () => undefined,
    );
    return exists === false ? { kind: 'not-found' } : undefined;
  },
};

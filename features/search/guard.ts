import { getCms } from '../../cms/client';
import { take, visitorKey } from '../../cms/rate-limit';
import { log } from '../../lib/log';
import type { RouteGuard } from '../../lib/route-guard';
import { requestClientAddress } from '../../lib/server-bridge';
import { getSettings } from '../../lib/settings';
import { searchRenderLimit } from './rate-limit';
import { canonicalSearchAddress, SEARCH_PATH } from './rules';

const SEARCH_PAGE = new RegExp(`^${SEARCH_PATH}/?$`);

/**
 * The search page at one address per query (308 to it from any other spelling: a crawler and the page
 * cache then know one page, and the visitor sees the query as searched), and a limit on how many searches
 * one visitor makes the server render. Asked only on a miss of the page cache: a kept page never counts.
 */
export const searchGuard: RouteGuard = {
  async decide({ request, pathname, showsPage }) {
    if (!showsPage || !SEARCH_PAGE.test(pathname)) return undefined;
    const { pathname: asked, searchParams } = request.nextUrl;
    const canonical = canonicalSearchAddress(asked.replace(/\/+$/, ''), searchParams);
    const given = new URLSearchParams([...searchParams].filter(([name]) => name === 'q' || name === 'page'));
    const query = given.toString();
    if (`${asked}${query ? `?${query}` : ''}` !== canonical) return { kind: 'moved', location: canonical };
    // The form alone costs next to nothing: only a search is counted.
    if (!searchParams.has('q')) return undefined;
    const address = requestClientAddress();
    try {
      const taken = await take(
        await getCms(),
        searchRenderLimit(getSettings().searchRendersPerMinute),
        visitorKey(address),
      );
      // Nothing is given back: a search the server renders is what the limit counts.
      return taken.ok ? undefined : { kind: 'too-many-requests', retryAfterSeconds: taken.retryAfter };
    } catch (error) {
      // A count that cannot be taken (the database down) stops no visitor; the page meets the same failure.
      log.error(`[search] the search limit could not be counted: ${(error as Error).message}`);
      return undefined;
    }
  },
};

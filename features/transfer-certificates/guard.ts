import type { RouteGuard } from '../../lib/route-guard';
import { answerTcLookup, refuseCrossSiteLookup, TC_HEADERS } from './proxy-lookup';
import { TC_PATH } from './rules';
import { TC_LOOKUP_ANSWER_HEADER } from './tc-lookup-answer';

/**
 * The verification page shows the answer to a POSTed form (no JavaScript needed), looked up here, with its
 * own status: 200 or 429; a form another site's page sent is refused whole (403).
 */
export const transferCertificateGuard: RouteGuard = {
  internalHeaders: [TC_LOOKUP_ANSWER_HEADER],
  async decide({ request, pathname, headers, forwarded }) {
    if (pathname !== TC_PATH) return undefined;
    for (const [name, value] of Object.entries(TC_HEADERS)) headers.set(name, value);
    if (request.method !== 'POST') return undefined;
    const refused = refuseCrossSiteLookup(request, headers);
    if (refused) return { kind: 'response', response: refused };
    const answered = await answerTcLookup(request, forwarded, headers).catch(() => undefined);
    return answered ? { kind: 'page', status: answered.status } : { kind: 'unavailable' };
  },
};

import { PRIVATE } from '../../lib/refusal-page';
import type { RouteGuard } from '../../lib/route-guard';
import { TC_PATH } from './rules';

/** The verification page, which may show a TC that matched: never indexed, never kept by any cache. */
export const transferCertificateGuard: RouteGuard = {
  decide({ pathname, headers }) {
    if (pathname === TC_PATH) for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
    return undefined;
  },
};

import { PRIVATE } from '../../lib/refusal-page.ts';
import type { RouteGuard } from '../../lib/route-guard.ts';
import { STATUS_PATH, WITHDRAW_PATH } from './rules.ts';

const LOOKUP_PATHS = new Set([WITHDRAW_PATH, STATUS_PATH]);

const withoutSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** A withdrawal or a grievance's status is about one person's message: never indexed, never kept by any cache. */
export const messagesGuard: RouteGuard = {
  decide({ pathname, headers }) {
    if (LOOKUP_PATHS.has(withoutSlash(pathname)))
      for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
    return undefined;
  },
};

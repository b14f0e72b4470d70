import type { RouteGuard } from '../../lib/route-guard';
import { UPCOMING_ALERT_HEADER } from './window';

// The page the worker keeps for when the visitor is offline (app/sw.ts).
const OFFLINE_PATH = '/~offline';

/** Only the offline page, which the worker keeps for later, carries an alert that has not started yet. */
export const alertGuard: RouteGuard = {
  internalHeaders: [UPCOMING_ALERT_HEADER],
  decide({ pathname, forwarded }) {
    if (pathname === OFFLINE_PATH) forwarded.set(UPCOMING_ALERT_HEADER, '1');
    return undefined;
  },
};

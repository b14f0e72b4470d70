import { requestContext } from '../server-bridge';
import { now } from './fresh-call';

/**
 * When the request being handled arrived, as the HTTP server saw it (its request context); outside a
 * request (a job, a test), now.
 */
export function requestArrivedAt(): number {
  return requestContext()?.arrivedAt ?? now();
}

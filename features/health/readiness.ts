/** Liveness and readiness for load balancers and orchestrators. */
import { isDraining } from '../../lib/server-bridge';
import { menuReadiness } from '../menu/load';

export const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * 503 only while the server drains before it stops (SIGTERM), so the load balancer sends elsewhere.
 * A CMS outage never fails readiness: pages still render, and a failing probe would take every
 * replica out of the load balancer at once. The CMS part is there for an operator to read.
 */
export function readiness(): { status: number; body: object } {
  if (isDraining()) return { status: 503, body: { status: 'draining', cms: menuReadiness() } };
  return { status: 200, body: { status: 'ok', cms: menuReadiness() } };
}

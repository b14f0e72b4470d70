/** Liveness and readiness for load balancers and orchestrators. */
import { cmsReadiness } from './cms/load';

export const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * A CMS outage never fails readiness: pages still render, and a failing probe would take every
 * replica out of the load balancer at once. The CMS part is there for an operator to read.
 */
export function readiness(): { status: number; body: object } {
  return { status: 200, body: { status: 'ok', cms: cmsReadiness() } };
}

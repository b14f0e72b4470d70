/**
 * Liveness and readiness for load balancers and orchestrators. The server entry (server.js) marks the
 * process as draining on SIGTERM; /readyz then answers 503 so traffic moves away before it stops.
 */
import { cmsReadiness } from './cms/load';

const DRAINING = Symbol.for('school-site.draining');
type GlobalWithDraining = typeof globalThis & { [DRAINING]?: boolean };

export const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export function isDraining(): boolean {
  return (globalThis as GlobalWithDraining)[DRAINING] === true;
}

/**
 * A CMS outage never fails readiness: pages still render, and a failing probe would take every
 * replica out of the load balancer at once. The CMS part is there for an operator to read.
 */
export function readiness(): { status: number; body: object } {
  const cms = cmsReadiness();
  return isDraining() ? { status: 503, body: { status: 'draining', cms } } : { status: 200, body: { status: 'ok', cms } };
}

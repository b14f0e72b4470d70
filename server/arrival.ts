import type { IncomingMessage } from 'node:http';
import { now } from '../lib/request-clock/fresh-call.ts';
import { REQUEST_START_HEADER } from '../lib/server-bridge.ts';

/**
 * Stamps when the request arrived, over any header of that name the visitor sent: the page cache's
 * version check, the proxy's CMS calls and the page's reads all start from it, so they share one call.
 */
export function stampArrival(request: IncomingMessage): void {
  request.headers[REQUEST_START_HEADER] = String(now());
}

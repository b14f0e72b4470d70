/**
 * Part of the production server's preload (scripts/server-preload.ts), and preloaded alone into `next dev`
 * by `npm start --dev`: what the HTTP server does with every request before the app sees it. A request
 * whose body is too large is answered 413 unread (lib/request-body-limit.ts); every request carries the
 * client's address as the server saw it (lib/client-address.ts) and the time it arrived
 * (lib/request-clock/request-start.ts), whatever headers it came with; every
 * response leaves Next's internal headers out (lib/internal-headers.ts).
 */
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { stampClientAddress } from '../lib/client-address.ts';
import { hideInternalHeaders } from '../lib/internal-headers.ts';
import { refuseUnreadBody } from '../lib/request-body-limit.ts';
import { stampRequestStart } from '../lib/request-clock/request-start.ts';
import { markRequestGuards } from '../lib/request-guards.ts';

// Called below with the server as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    stampClientAddress(request);
    stampRequestStart(request);
    hideInternalHeaders(response);
    if (refuseUnreadBody(request, response)) return true;
  }
  return (emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
} as Server['emit'];

markRequestGuards();

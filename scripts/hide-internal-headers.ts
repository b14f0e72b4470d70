/**
 * Part of the production server's preload (scripts/server-preload.ts), and preloaded alone into `next dev`
 * by `npm start --dev`: every response of the process leaves Next's internal headers out (see
 * lib/internal-headers.ts), and every request carries the client's address as the server saw it
 * (lib/client-address.ts), whatever header the request came with.
 */
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { stampClientAddress } from '../lib/client-address.ts';
import { hideInternalHeaders } from '../lib/internal-headers.ts';

const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    stampClientAddress(args[0] as IncomingMessage);
    hideInternalHeaders(args[1] as ServerResponse);
  }
  return (emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
} as Server['emit'];

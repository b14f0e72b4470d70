/**
 * Part of the production server's preload (scripts/server-preload.ts), and preloaded alone into `next dev`
 * by `npm start --dev`: every response of the process leaves Next's internal headers out (see
 * lib/internal-headers.ts).
 */
import { Server, type ServerResponse } from 'node:http';
import { hideInternalHeaders } from '../lib/internal-headers.ts';

const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'request') hideInternalHeaders(args[1] as ServerResponse);
  return (emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
} as Server['emit'];

/**
 * Answers given before a request's body was read. The connection they came on cannot carry another
 * request until the rest of that body has arrived: kept open (`keep-alive`), a client that reused it
 * for its next request got ECONNRESET when the server gave up on the body. So such an answer says
 * `Connection: close`, whatever its status and whoever gives it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { API_CONTENT_SECURITY_POLICY, NOINDEX, SECURITY_HEADERS } from '../lib/security-headers.ts';

/** Whether the request's body (if it has one) has not all arrived yet. */
const bodyUnread = (request: IncomingMessage) => !request.complete;

/**
 * Makes the response close its connection when its head goes out before the request's body has all
 * arrived (Payload or a route answering early). Wraps writeHead, through which every way of sending a head
 * goes, as server/internal-headers.ts does.
 */
export function closeIfAnsweredUnread(request: IncomingMessage, response: ServerResponse): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied below with the response as `this`
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (bodyUnread(request)) {
      this.setHeader('Connection', 'close');
      const last = args[args.length - 1];
      if (last && typeof last === 'object' && !Array.isArray(last)) {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
          if (name.toLowerCase() !== 'connection') headers[name] = value;
        args[args.length - 1] = headers;
      }
    }
    return writeHead.apply(this, args);
  };
}

// A client still sending when the connection closes gets a reset, perhaps before it has read the answer
// (EPIPE, not the 413). So the answer goes out whole at once (its length declared, a client reads it while
// still sending), the rest of the body is read and dropped for up to this long (a web server's "lingering
// close"), and only then does the response end and Node close the connection: 2 s cut off a 25 MB upload's
// refusal on a loaded machine in a clean test run.
const LINGER_MS = 30_000;

/** The server's own refusal of a request by its headers, its body unread: a JSON error, then the connection closes. */
export function refuseUnread(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
): void {
  const body = JSON.stringify({ errors: [{ message }] });
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Robots-Tag': NOINDEX,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.write(body);
  const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
  timer.unref();
  response.once('close', () => clearTimeout(timer));
  // Read and dropped; ended once it has all arrived (at once, for a body already here or none).
  request.once('end', () => response.end());
  request.resume();
}

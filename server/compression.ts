import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Whatever the server hands to Next is compressed here, by the HTTP server, and not by Next
 * (`compress: false` in next.config.mjs): the page cache sits between Next and the socket and lets a
 * render it will not keep through to Next's writer. Compression started above the cache's wrappers, once
 * Next's writer waited on the response's `drain`, never woke it: a miss that set a cookie stopped
 * part-way, gzip or not. Installed before the cache's wrappers and before Next writes, the middleware is
 * below them and sees every `drain` listener as it is added.
 *
 * Gzip, as Next sent: the middleware would choose Brotli where a browser offers it, whose encoder per
 * response doubled the server's memory under load (bench: 577 → 1,034 MiB on today's path).
 */
const compress = compression();
const noop = () => {};

export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  const gzip = new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip';
  // What the middleware reads of a request: its method, and what it accepts.
  const asked = { method: request.method, headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } };
  compress(asked as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], noop);
  // A client gone mid-response leaves the middleware's zlib stream open, and it then outlives the response
  // (Next's own release-compression-stream.ts does the same): the stream is the one `drain` is handed to.
  response.once('close', () => {
    if (response.writableFinished) return;
    const stream: unknown = response.on('drain', noop);
    response.off('drain', noop);
    if (stream !== response && stream instanceof Duplex) stream.destroy();
  });
}

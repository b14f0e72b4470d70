import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';

/**
 * Every response is compressed here, in the server's preload, and not by Next (`compress: false` in
 * next.config.mjs): the page cache sits between Next and the socket, and hands a render it will not keep
 * back to Next's writer. Compression that Next started would sit above the cache's hooks, and one started
 * there once Next's writer was waiting on the response's `drain` never woke it: a miss that set a cookie
 * stopped part-way, gzip or not. Installed before anything writes, the middleware is below every hook, and
 * sees every `drain` listener as it is added. A response that says its own encoding (a cache hit's gzip)
 * passes as it is.
 */
const compress = compression();
const noop = () => {};

export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], noop);
  // A client gone mid-response leaves the middleware's zlib stream open, and it then outlives the response
  // (Next's own release-compression-stream.ts does the same): the stream is the one `drain` is handed to.
  response.once('close', () => {
    if (response.writableFinished) return;
    const stream: unknown = response.on('drain', noop);
    response.off('drain', noop);
    if (stream !== response && stream instanceof Duplex) stream.destroy();
  });
}

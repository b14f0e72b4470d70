/**
 * The server owns SIGTERM and SIGINT. Next's own handler closes the listener at once and exits 143, so a
 * load balancer still sending to the replica gets refused connections. Here: /readyz answers 503 for
 * SHUTDOWN_DELAY_MS while pages are still served, then the listener closes, requests in flight get up to
 * SHUTDOWN_TIMEOUT_MS, and the process exits 0.
 *
 * Every response that ends after the drain began closes its connection, and says so (`Connection: close`):
 * a proxy that reuses an idle keep-alive connection at the instant the server closes it gets nothing back,
 * and cannot retry a POST on another replica (nginx answers 502: an editor's save lost in a rolling restart).
 * So the only idle connections closed by the server are those idle just after the listener closes, which a
 * proxy whose idle timeout is shorter than SHUTDOWN_DELAY_MS has already closed itself.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { log } from '../lib/log.ts';
import { isDraining, startDraining } from '../lib/server-bridge.ts';

const inFlight = new Set<ServerResponse>();

/** Ends the response's connection after it, and tells the client so while it still can. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  // Headers already sent said keep-alive; closing right after the last byte leaves the client no moment to reuse it.
  else response.once('finish', () => response.socket?.end());
}

/** Counts the response as in flight until it closes; once draining, its connection closes after it. */
export function trackForShutdown(response: ServerResponse): void {
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  if (isDraining()) closeAfter(response);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Time for the requests on connections accepted just before the listener closed to be read.
const ACCEPTED_READ_MS = 100;

async function shutDown(server: Server, signal: NodeJS.Signals, delayMs: number, timeoutMs: number): Promise<void> {
  if (isDraining()) return;
  startDraining();
  inFlight.forEach(closeAfter);
  log.info(`${signal}: /readyz answers 503; the server stops accepting connections in ${delayMs} ms`, {
    signal,
    delayMs,
  });
  await sleep(delayMs);
  // Stop accepting, without http's close(), which would also close at once every connection Node counts
  // as idle: one accepted a moment ago whose request is not read yet counts so, and closing it resets the
  // request (nginx: 502 for a POST). While draining, every response closes its connection, so a proxy
  // opens a new one per request, and two runs out of three of a rolling restart under load lost an
  // editor's save so. Those get a moment to be read; the connections still idle after it are closed.
  const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
  await sleep(ACCEPTED_READ_MS);
  server.closeIdleConnections();
  const finished = await Promise.race([closed.then(() => true), sleep(timeoutMs).then(() => false)]);
  if (!finished) {
    if (inFlight.size > 0)
      log.warn(
        `${inFlight.size} request(s) still in flight after SHUTDOWN_TIMEOUT_MS=${timeoutMs}: closing their connections`,
        { inFlight: inFlight.size, timeoutMs },
      );
    server.closeAllConnections();
  }
  log.info('Server stopped');
  process.exit(0);
}

/** On SIGTERM or SIGINT: drain for `delayMs`, close, give requests in flight up to `timeoutMs`, exit 0. */
export function shutDownOnSignals(server: Server, delayMs: number, timeoutMs: number): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void shutDown(server, signal, delayMs, timeoutMs));
}

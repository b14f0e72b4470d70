/**
 * Preloaded into the production server (`node --import`), it owns SIGTERM and SIGINT. Next's own handler
 * closes the listener at once and exits 143, so a load balancer still sending to the replica gets refused
 * connections. Here: /readyz answers 503 for SHUTDOWN_DELAY_MS while pages are still served, then the
 * listener closes, requests in flight get up to SHUTDOWN_TIMEOUT_MS, and the process exits 0.
 *
 * Every response that ends after the drain began closes its connection, and says so (`Connection: close`):
 * a proxy that reuses an idle keep-alive connection at the instant the server closes it gets nothing back,
 * and cannot retry a POST on another replica (nginx answers 502: an editor's save lost in a rolling restart).
 * So the only idle connections closed by the server are those idle when the listener closes, which a proxy
 * whose idle timeout is shorter than SHUTDOWN_DELAY_MS has already closed itself.
 */
import { Server, type ServerResponse } from 'node:http';
import { isDraining, startDraining } from '../lib/draining.ts';
import { log } from '../lib/log.ts';
import { parseSettings, SettingsError, type Settings } from '../lib/settings.ts';

function readSettingsOrExit(): Settings {
  try {
    return parseSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

const { shutdownDelayMs, shutdownTimeoutMs } = readSettingsOrExit();

// Next's start-server (`next start` and the standalone server.js) installs its handlers unless this is set.
process.env.NEXT_MANUAL_SIG_HANDLE = '1';

const servers = new Set<Server>();
const inFlight = new Set<ServerResponse>();

/** Ends the response's connection after it, and tells the client so while it still can. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  // Headers already sent said keep-alive; closing right after the last byte leaves the client no moment to reuse it.
  else response.once('finish', () => response.socket?.end());
}

// Called below with the server as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'listening') servers.add(this);
  if (event === 'request') {
    const response = args[1] as ServerResponse;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (isDraining()) closeAfter(response);
  }
  return (emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
} as Server['emit'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isDraining()) return;
  startDraining();
  inFlight.forEach(closeAfter);
  log.info(`${signal}: /readyz answers 503; the server stops accepting connections in ${shutdownDelayMs} ms`, {
    signal,
    delayMs: shutdownDelayMs,
  });
  await sleep(shutdownDelayMs);
  // close() also closes the connections idle now; the busy ones close after their responses (closeAfter).
  const closed = Promise.all([...servers].map((server) => new Promise((resolve) => server.close(resolve))));
  const finished = await Promise.race([closed.then(() => true), sleep(shutdownTimeoutMs).then(() => false)]);
  if (!finished) {
    log.warn(
      `${inFlight.size} request(s) still in flight after SHUTDOWN_TIMEOUT_MS=${shutdownTimeoutMs}: closing their connections`,
      { inFlight: inFlight.size, timeoutMs: shutdownTimeoutMs },
    );
    servers.forEach((server) => server.closeAllConnections());
  }
  log.info('Server stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal));

/**
 * Preloaded into the production server (`node --import`), it owns SIGTERM and SIGINT. Next's own handler
 * closes the listener at once and exits 143, so a load balancer still sending to the replica gets refused
 * connections. Here: /readyz answers 503 for SHUTDOWN_DELAY_MS while pages are still served, then the
 * listener closes, requests in flight get up to SHUTDOWN_TIMEOUT_MS, idle keep-alive connections close,
 * and the process exits 0.
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
let inFlight = 0;

// Called below with the server as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'listening') servers.add(this);
  if (event === 'request') {
    const response = args[1] as ServerResponse;
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
    // A connection reused after the drain began would be cut once the listener closes.
    if (isDraining()) response.setHeader('Connection', 'close');
  }
  return (emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
} as Server['emit'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isDraining()) return;
  startDraining();
  log.info(`${signal}: /readyz answers 503; the server stops accepting connections in ${shutdownDelayMs} ms`, {
    signal,
    delayMs: shutdownDelayMs,
  });
  await sleep(shutdownDelayMs);
  const closed = Promise.all([...servers].map((server) => new Promise((resolve) => server.close(resolve))));
  // A keep-alive connection becomes idle when its last response ends: close those as they come.
  const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
  closeIdle();
  const sweeper = setInterval(closeIdle, 50);
  const finished = await Promise.race([closed.then(() => true), sleep(shutdownTimeoutMs).then(() => false)]);
  clearInterval(sweeper);
  if (!finished) {
    log.warn(
      `${inFlight} request(s) still in flight after SHUTDOWN_TIMEOUT_MS=${shutdownTimeoutMs}: closing their connections`,
      { inFlight, timeoutMs: shutdownTimeoutMs },
    );
    servers.forEach((server) => server.closeAllConnections());
  }
  log.info('Server stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal));

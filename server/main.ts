/**
 * The site's HTTP server: `node server.js` in the build (this file, bundled by scripts/build.ts over the
 * file of that name `next build` writes), started by `npm start`, the container image and deploy/; with
 * --dev, `npm run dev`'s, over `next dev`. A request, top to bottom: a page the cache keeps for everyone
 * sent by the short path (a hit: socket, arrival, and at the end of the event loop's turn version, key,
 * bytes); otherwise counted for the graceful shutdown, refused unread if its body is too large (an
 * upload: if its sender may not upload, then if too large), `/`, `/hi` and `/hi/` sent home (308), given
 * its request context (when it arrived, the client's address: lib/server-bridge.ts), then answered by the
 * page cache or handed to Next's request handler within that context. An answer given before the body
 * has arrived closes the connection.
 *
 * Why Next's programmatic API (`next()`, `app.getRequestHandler()`, as Next's examples/custom-server) over
 * the standalone build, rather than the server.js Next generates: that file only calls Next's own
 * start-server, which makes the http.Server itself and gives no place between the socket and Next. What
 * had to run there (the body limit, the stamps no visitor may forge, the page cache, the drain) was a
 * preload that patched http.Server.prototype.emit, three times, stacked by import order. Here each is a
 * plain call. The standalone output still does the rest: the traced node_modules, and the build's config
 * in .next/required-server-files.json, which Next's generated file embeds and this one reads.
 *
 * Response methods: the page cache and the compression wrap the response's writeHead, write and end
 * before Next is handed it, as Node middleware does, and never swap them afterwards; nothing is patched
 * on a prototype.
 */
// First: nothing logged by the rest may start the broken-pipe loop it ends.
import './drop-unwritable-logs.ts';
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from '../lib/log.ts';
import { now } from '../lib/request-clock/fresh-call.ts';
import {
  isDraining,
  markServerRunning,
  markStartupWork,
  runWithRequestContext,
  schoolLookupProvided,
  type RequestContext,
} from '../lib/server-bridge.ts';
import { getSettings, SettingsError, type Settings } from '../lib/settings.ts';
import { refuseUnreadBody, uploadRequest } from './body-limit.ts';
import { clientAddressOf } from './client-address.ts';
import { reportWorkerReady, runPrimary, STARTUP_WORKER_VARIABLE } from './cluster.ts';
import { shutDownOnSignals, trackForShutdown } from './graceful-shutdown.ts';
import { redirectFrontDoor } from './home-redirect.ts';
import { hideInternalHeaders } from './internal-headers.ts';
import { sendIfKept, servePage, startPageCache } from './page-cache/page-cache.ts';
import { refuseWithoutSchool, schoolOfRequest } from './school-of-request.ts';
import { closeIfAnsweredUnread } from './unread-body.ts';
import { refuseUploadUnread } from './upload-access.ts';

const dev = process.argv.includes('--dev');

/** Whether the request says it has a body (one to read or refuse: server/body-limit.ts). */
const hasBody = (request: IncomingMessage) =>
  request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;

function readSettingsOrExit(): Settings {
  try {
    return getSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

// The build's folder (this file's), or the project's for `next dev`.
const dir = dev ? process.cwd() : fileURLToPath(new URL('.', import.meta.url));
// What Next reads of the environment is set for it; everything the site reads is its settings.
// eslint-disable-next-line no-restricted-properties -- a variable Next reads, set for Next
if (!dev) Object.assign(process.env, { NODE_ENV: 'production' });
// Parsed here, before the move to the build's folder, so DATA_DIR=data is the operator's data/.
const settings = readSettingsOrExit();
const { hostname, port } = settings;
// SERVER_PROCESSES > 1: this process only forks and watches the workers (server/cluster.ts), each of which
// runs the rest of this file. Before the move to the build's folder: the workers start in this one's, so
// they resolve the settings' relative paths as it did. `next dev` is always one process.
if (!dev && cluster.isPrimary && settings.serverProcesses > 1)
  runPrimary(settings.serverProcesses, settings.shutdownDelayMs, settings.shutdownTimeoutMs);
else await serve();

async function serve(): Promise<void> {
  if (!dev) {
    // As Next's standalone server does: run in the build's folder, with its config.
    process.chdir(dir);
    const { config } = JSON.parse(readFileSync(join(dir, '.next', 'required-server-files.json'), 'utf8')) as {
      config: unknown;
    };
    // eslint-disable-next-line no-restricted-properties -- a variable Next reads, set for Next
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  }

  // Before Next loads: the app refuses to start under any other server (instrumentation.ts).
  markServerRunning();
  // eslint-disable-next-line no-restricted-properties -- set by the primary for its worker, not a setting
  if (cluster.isWorker) markStartupWork(process.env[STARTUP_WORKER_VARIABLE] === '1');
  const { default: next } = await import('next');
  // Next is told the wildcard address whatever the server listens on. Told a specific one (127.0.0.1,
  // behind nginx on the same machine), Next 16 took the proxy's rewrites for another origin's and sent them
  // back to this server over HTTP: a Hindi page answered as its English page's kept copy, a 404 as 200.
  const app = next({ dev, dir, hostname: '0.0.0.0', port });
  startPageCache({
    enabled: !dev && settings.pageCache,
    bytes: settings.pageCacheBytes,
    siteUrlSet: !!settings.siteUrl,
  });

  const handleWithNext = app.getRequestHandler();

  /** Next's handler; a failure answers 500, as Next's own server does. */
  async function toNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await handleWithNext(request, response);
    } catch (error) {
      log.error(`Failed to handle ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end('Internal Server Error');
      } else response.destroy();
    }
  }

  /** Every request but a hit: all the server does before the page cache or Next answers it. */
  function answerWhole(request: IncomingMessage, response: ServerResponse, arrivedAt: number): void {
    trackForShutdown(response);
    closeIfAnsweredUnread(request, response);
    // An upload's limit is told only to who may upload: its sender is checked first, below.
    if (!uploadRequest(request.method ?? 'GET', request.url ?? '/') && refuseUnreadBody(request, response)) return;
    if (redirectFrontDoor(request, response)) return;
    hideInternalHeaders(response);
    void answer(request, response, { arrivedAt, clientAddress: clientAddressOf(request) });
  }

  const server = createServer((request, response) => {
    const arrivedAt = now();
    // A page kept for everyone, sent by the short path: nothing in the whole path has anything to do for
    // it. Not while draining, whose answers close their connections, nor for a request with a body, which
    // the body limit reads.
    if (dev || isDraining() || hasBody(request)) answerWhole(request, response, arrivedAt);
    else sendIfKept(request, response, arrivedAt, answerWhole);
  });

  /** Finds the request's school, then lets the page cache or Next answer within the request's context. */
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    { arrivedAt, clientAddress }: Pick<RequestContext, 'arrivedAt' | 'clientAddress'>,
  ): Promise<void> {
    let school;
    try {
      await schoolLookupProvided();
      school = (await schoolOfRequest(request, arrivedAt)) ?? undefined;
    } catch (error) {
      // The lookup logged why; the page's own reads would meet the same failure.
      log.error(`[schools] no school for ${request.headers.host ?? 'a request without a host'}: ${String(error)}`);
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
      response.end('Service Unavailable');
      return;
    }
    if (refuseWithoutSchool(request, response, school)) return;
    const context: RequestContext = { arrivedAt, clientAddress, school };
    await runWithRequestContext(context, async () => {
      if (await refuseUploadUnread(request, response)) return;
      await (dev ? toNext(request, response) : servePage(request, response, context, toNext));
    });
  }

  // `next dev` stops at once, as Next's own dev server does: no load balancer to warn, nothing to finish.
  shutDownOnSignals(server, dev ? 0 : settings.shutdownDelayMs, dev ? 0 : settings.shutdownTimeoutMs);

  // Listening only once Next is ready (its instrumentation has migrated and handed the server its lookups),
  // not at once as Next's own server does: a replica restarting behind a load balancer then refuses
  // connections, which the balancer sends to another replica, instead of keeping each request waiting for
  // its boot (one took over 10 s in a rolling restart under CI's load).
  const startedAt = performance.now();
  await app.prepare().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

  if (cluster.isWorker) server.once('listening', reportWorkerReady);
  server.listen(port, hostname, () => {
    const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
    // What Next's own server tells the app its origin is (a server action forwarded to another worker).
    // eslint-disable-next-line no-restricted-properties -- a variable Next reads, set for Next
    process.env.__NEXT_PRIVATE_ORIGIN = origin;
    const { version } = createRequire(import.meta.url)('next/package.json') as { version: string };
    console.log(`▲ Next.js ${version}${dev ? ' (dev)' : ''}\n- Local: ${origin}`);
    // Said once it listens: whoever waits for this line (a test, an operator) can connect.
    console.log(`✓ Ready in ${Math.round(performance.now() - startedAt)}ms`);
  });
}

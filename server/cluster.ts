/**
 * SERVER_PROCESSES > 1: this process (the primary) loads no Next and serves nothing; it forks that many
 * workers, each the whole server of server/main.ts (Next, the page cache, the drain) on the one shared port,
 * which node:cluster hands connections to in turn. What must still happen once, or be one count:
 * - The start-up work (migrations, the starter import) and the CMS's job runner run in the first worker
 *   alone (instrumentation.ts asks lib/server-bridge.ts): N workers migrating at once would race for the
 *   same tables, and N job runners would run each due job (a parent's mail) N times. The other workers are
 *   forked only once the first is ready, so none serves a database not yet migrated.
 * - The rate limits and the used-once answers with SQLite count in this process's memory
 *   (RateLimiterClusterMaster; each worker's RateLimiterCluster asks it, cms/rate-limit.ts): counted in
 *   each worker, every limit would be N times the one the school set.
 * - SIGTERM/SIGINT: each worker drains as a lone server does (server/graceful-shutdown.ts: /readyz 503, its
 *   requests in flight finished), and this process exits 0 once all have, so the supervisor sees one stop.
 * - A worker that dies unexpectedly is replaced, with one line; after MAX_RAPID_DEATHS within
 *   RAPID_DEATHS_MS something is wrong with every start (the database, the disk), so rather than fork in a
 *   loop this process stops the rest and exits 1.
 * The content version needs nothing here: each worker checks the database after a request arrives
 * (cms/change-stamp.ts), so an edit saved through any worker shows at the next request in all of them.
 */
import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { log } from '../lib/log.ts';

/** The variable the primary sets for a worker: `1` in the one that does the start-up work and the jobs. */
export const STARTUP_WORKER_VARIABLE = 'SCHOOL_SITE_STARTUP_WORKER';
const READY_MESSAGE = 'school-site:worker-ready';

const MAX_RAPID_DEATHS = 5;
const RAPID_DEATHS_MS = 60_000;
/** Past the workers' own drain (delay + timeout): a worker that has still not exited is killed. */
const EXIT_GRACE_MS = 5000;

/** In a worker, once it serves: tells the primary (the first worker's ready lets the others start). */
export function reportWorkerReady(): void {
  console.log(`✓ worker ${process.pid} ready`);
  process.send?.({ type: READY_MESSAGE });
}

const isReady = (message: unknown) => (message as { type?: unknown } | null)?.type === READY_MESSAGE;

/** The primary: forks `processes` workers and keeps them running until SIGTERM/SIGINT. */
export function runPrimary(processes: number, shutdownDelayMs: number, shutdownTimeoutMs: number): void {
  // Before any worker: a worker's limiter waits for this process's answer to its first message.
  new RateLimiterClusterMaster();
  const startupWorkers = new Set<Worker>();
  const ready = new Set<Worker>();
  const deaths: number[] = [];
  let stopping = false;
  let failed = false;

  const fork = (startup: boolean): Worker => {
    const worker = cluster.fork({ [STARTUP_WORKER_VARIABLE]: startup ? '1' : '0' });
    if (startup) startupWorkers.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isReady(message) || ready.has(worker)) return;
      const first = ready.size === 0;
      ready.add(worker);
      if (first && !stopping) for (let i = 1; i < processes; i++) fork(false);
    });
    return worker;
  };

  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers()) worker.process.kill(signal);
    // The workers drain themselves; this only catches one that hangs past its own timeout.
    setTimeout(
      () => {
        const left = workers();
        log.error(`${left.length} worker(s) still running after the drain: killing them`, { workers: left.length });
        for (const worker of left) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      shutdownDelayMs + shutdownTimeoutMs + EXIT_GRACE_MS,
    ).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const startup = startupWorkers.delete(worker);
    const wasReady = ready.delete(worker);
    if (stopping) {
      // A worker that did not drain cleanly; one replaced earlier does not count, nor one still starting
      // (forked after the first was ready), which the signal ends before it has anything to drain.
      if (code !== 0 && (wasReady || signal === null)) failed = true;
      if (workers().length === 0) {
        if (!failed) log.info('Server stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // The first worker failing before it served: the start itself fails (it logged why); no other started.
    if (startup && !wasReady && ready.size === 0) {
      log.error(`Cannot start: the first server process exited (${how}) before it was ready`);
      stopping = true;
      failed = true;
      if (workers().length === 0) process.exit(1);
      for (const other of workers()) other.process.kill('SIGTERM');
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0]! < now - RAPID_DEATHS_MS) deaths.shift();
    if (deaths.length >= MAX_RAPID_DEATHS) {
      log.error(
        `Server process ${worker.process.pid} exited (${how}); ${deaths.length} within ${RAPID_DEATHS_MS / 1000} s: stopping`,
        { pid: worker.process.pid, deaths: deaths.length },
      );
      failed = true;
      stop('SIGTERM');
      if (workers().length === 0) process.exit(1);
      return;
    }
    log.error(`Server process ${worker.process.pid} exited unexpectedly (${how}): starting another`, {
      pid: worker.process.pid,
    });
    fork(startup);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      log.info(`${signal}: stopping ${workers().length} server processes, each after its drain`, { signal });
      stop(signal);
    });

  console.log(`▲ ${processes} server processes (primary ${process.pid})`);
  fork(true);
}

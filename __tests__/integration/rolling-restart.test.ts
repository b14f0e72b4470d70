import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONTENT_FILE, startDemoMenuApi, type DemoMenuApi } from '@/scripts/lib/demo-menu-api';
import { startNginx, type Nginx } from '../utils/nginx';
import { freePort, startSite, type Site } from '../utils/production-server';

const CLIENTS = 16;
// The load goes on this long before the first restart, between the two, and after the second.
const GAP_MS = 3000;
const PATHS = ['/home', '/about-us'];
// nginx does not read /readyz, so the drain delay only has to be short; the in-flight requests matter.
const REPLICA_ENV = { SHUTDOWN_DELAY_MS: '500' };

type Counts = { requests: number; failed: number; failures: Record<string, number>; slowestMs: number };

/** `CLIENTS` visitors, each asking for the next page as soon as the last one arrived, while `going()`. */
async function load(url: string, going: () => boolean): Promise<Counts> {
  const counts: Counts = { requests: 0, failed: 0, failures: {}, slowestMs: 0 };
  const fail = (reason: string) => {
    counts.failed += 1;
    counts.failures[reason] = (counts.failures[reason] ?? 0) + 1;
  };
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; going(); i += 1) {
        counts.requests += 1;
        const sentAt = Date.now();
        try {
          const response = await fetch(`${url}${PATHS[i % PATHS.length]}`, { signal: AbortSignal.timeout(10_000) });
          const body = await response.text();
          if (response.status !== 200) fail(`HTTP ${response.status}`);
          else if (!body.includes('</html>')) fail('truncated page');
        } catch (error) {
          fail((error as Error).cause ? String((error as Error).cause) : String(error));
        }
        counts.slowestMs = Math.max(counts.slowestMs, Date.now() - sentAt);
      }
    }),
  );
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let menuApi: DemoMenuApi;
let contentFile: string;
const replicas: Site[] = [];
let nginx: Nginx | undefined;

beforeAll(async () => {
  contentFile = join(await mkdtemp(join(tmpdir(), 'school-menu-api-')), 'content.json');
  await copyFile(DEFAULT_CONTENT_FILE, contentFile);
  menuApi = await startDemoMenuApi({ contentFile });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await menuApi?.close();
});

/**
 * Stops a replica as an orchestrator does (SIGTERM, wait for it to exit) and starts it again on its port,
 * with its data folder, as a restarted server keeps its disk.
 */
async function restart(index: number): Promise<number | null> {
  const old = replicas[index] as Site;
  process.kill(old.pid, 'SIGTERM');
  const code = await old.exited;
  await old.stop();
  replicas[index] = await startSite(
    { ...REPLICA_ENV, DATA_DIR: old.dataDir },
    { menuApi, contentFile },
    Number(new URL(old.url).port),
  );
  return code;
}

describe('rolling restart behind nginx', () => {
  it(`loses no request of ${CLIENTS} clients loading pages while replica A and then replica B restart`, async () => {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) replicas.push(await startSite(REPLICA_ENV, { menuApi, contentFile }, port));
    nginx = await startNginx(ports);

    const started = Date.now();
    let stopAt = Infinity;
    const running = load(nginx.url, () => Date.now() < stopAt);
    await sleep(GAP_MS);
    const codeA = await restart(0);
    await sleep(GAP_MS);
    const codeB = await restart(1);
    const restartsDoneAfter = Date.now() - started;
    stopAt = Date.now() + GAP_MS;
    const counts = await running;

    console.log(
      `rolling restart behind nginx: ${counts.requests} requests from ${CLIENTS} clients in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${counts.failed} failed${counts.failed ? ` ${JSON.stringify(counts.failures)}` : ''}, the slowest in ${counts.slowestMs} ms; ` +
        `A and B restarted (exit codes ${codeA}, ${codeB}) by ${(restartsDoneAfter / 1000).toFixed(1)} s`,
    );
    expect([codeA, codeB]).toEqual([0, 0]);
    expect(counts.requests).toBeGreaterThan(CLIENTS * 20);
    expect(counts.failures).toEqual({});
    // No visitor waits for a replica's boot: a restarted one takes connections only once it is ready, and
    // until then nginx sends them to the other (4.7 s here, and a 10 s time-out on CI, when it did not).
    expect(counts.slowestMs).toBeLessThan(3000);
    for (const replica of replicas) expect((await fetch(`${replica.url}/readyz`)).status).toBe(200);
  });
});

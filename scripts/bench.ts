/**
 * `npm run bench`: builds once, then measures the site on loopback only and prints one table (also written
 * to bench/latest.json). Figures are ratios where they can be: this machine is shared and noisy.
 *
 * Four pages (/home, /about-us, /notices and /home in Hindi, /hi/home), each served by the same build three ways: as page-cache hits
 * (the defaults), as misses (PAGE_CACHE_MB=0.01: no page fits, so every request goes through the cache and
 * renders) and as today's path (PAGE_CACHE=0); first on the demo's content (1×), then on 100 times it
 * (bench/seed.ts). Against two floors: a bare force-dynamic page of the same build (the reference) and
 * nginx serving a saved copy of /home as a static file (nginx-static, what this machine can serve at all).
 *
 * Site search (`/search?q=`, scripts/lib/search-bench.ts): searches one after another on a server without a
 * page cache, at 1× and 100× (where each notice has a PDF), and the search index's size on disk at 100×.
 *
 * BENCH_SECONDS (default 5) is a load round's length; BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse and
 * BENCH_BUILD=0 reuses the last build, to iterate quickly.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  boundRun,
  freePort,
  median,
  medianLoad,
  runNode,
  sleep,
  startChild,
  step,
  stopEverything,
  stopOnExit,
  tempDir,
  treeRssMiB,
  waitForPage,
} from './lib/bench-kit.ts';
import { startDemoMenuApi } from './lib/demo-menu-api.ts';
import { fontBytes, measurePageWeight } from './lib/first-load-js.ts';
import { nginxHasBrotli, startNginxStatic, type NginxStatic, type StaticPage } from './lib/nginx-static.ts';
import type { SavedPage } from './lib/plain-node-server.ts';
import { measureSearches, searchIndexSize, type IndexSize, type SearchMeasure } from './lib/search-bench.ts';
import { linkAssets, serverArgs, serverEnv, standaloneDir } from './lib/standalone.ts';
import { ensureSystemDeps, SYSTEM_DEPS } from './lib/system-deps.ts';
import { runWrk, type Load } from './lib/wrk.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOAD_ROUNDS = 3;
const CONNECTIONS = 50;
const CMS_DELAY_MS = 20;
const WARM_UP_SECONDS = 3;
// After a load round the server still answers the requests wrk left in flight (up to a second of
// CPU at 50 connections): the next round waits for that, so it does not pay for the one before.
const SETTLE_MS = 1000;
// Lighthouse varies from run to run on a shared machine; its docs advise the median of several runs.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BUILD = process.env.BENCH_BUILD !== '0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The reference page shares the root layout's client chunks, so the JS budget is stated, not measured.
const JS_BUDGET_KB = 172;
// Sent with every request, as browsers do: the site's server and nginx then both answer gzip.
const HEADERS = { 'accept-encoding': 'gzip, br' };
const VERSION_SAMPLES = 200;
const TIME_BOUND_MINUTES = 30;

// /hi/home is /home in Hindi: the same route, the same cache, its own text (and its font).
const PAGES = ['/home', '/about-us', '/notices', '/hi/home'] as const;
type Page = (typeof PAGES)[number];
const REFERENCE = '/bench-reference';

const CORES = cpus().length;
// hits: one server process (SERVER_PROCESSES=1); hitsAllCores: one a core. Misses and today's path run
// one process, as every bench before did, so their figures compare with the previous run's.
type Mode = 'hits' | 'hitsAllCores' | 'misses' | 'today';
const MODES: Mode[] = ['hits', 'hitsAllCores', 'misses', 'today'];
// The page cache's own settings and the processes; anything else is the defaults, whatever the shell
// running the bench set.
const MODE_ENV: Record<Mode, Record<string, string>> = {
  hits: { SERVER_PROCESSES: '1' },
  hitsAllCores: { SERVER_PROCESSES: String(CORES) },
  misses: { SERVER_PROCESSES: '1', PAGE_CACHE_MB: '0.01' },
  today: { SERVER_PROCESSES: '1', PAGE_CACHE: '0' },
};
// The same bytes served without the site: nginx with one worker and with one a core, a plain Node server
// with one process and with one a core.
type Floor = 'nginx1' | 'nginxAuto' | 'plainNode' | 'plainNodeAllCores';
const FLOORS: Floor[] = ['nginx1', 'nginxAuto', 'plainNode', 'plainNodeAllCores'];
const MODE_NAMES: Record<Mode, string> = {
  hits: 'hits, SERVER_PROCESSES=1',
  hitsAllCores: `hits, SERVER_PROCESSES=${CORES}`,
  misses: 'misses',
  today: 'today’s path',
};
const FLOOR_NAMES: Record<Floor, string> = {
  nginx1: 'nginx, 1 worker',
  nginxAuto: 'nginx, auto',
  plainNode: 'plain Node server, 1 process',
  plainNodeAllCores: `plain Node server, ${CORES} processes`,
};
const PLAIN_NODE_SERVER = fileURLToPath(new URL('./lib/plain-node-server.ts', import.meta.url));
type Scale = '1x' | '100x';

async function load(url: string, options: { connections: number; duration: number }): Promise<Load> {
  // wrk stops the clock at its end; what it left in flight is still being answered.
  const result = await runWrk(
    url,
    { connections: options.connections, seconds: options.duration, headers: HEADERS },
    stopOnExit,
  );
  await sleep(SETTLE_MS);
  return result;
}

type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/** One answer as it came on the wire: fetch() would undo its compression. */
function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

// Headers of one connection or one answer, which a server sets itself.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** `page` as the site's server sends it: gzip (for nginx's files), Brotli if it sends Brotli, and what it sends a browser. */
async function savePage(base: string, page: Page): Promise<{ file: StaticPage; asSent: RawResponse }> {
  const gzip = await getRaw(`${base}${page}`, { 'accept-encoding': 'gzip' });
  if (gzip.status !== 200 || gzip.headers['content-encoding'] !== 'gzip')
    throw new Error(`${page} answered ${gzip.status} ${gzip.headers['content-encoding'] ?? 'uncompressed'} to gzip`);
  // The server makes a kept page's Brotli in the background after its first hit (brotli-later.ts): the
  // plain Node server is given the bytes our hits send once it has, not the gzip sent before.
  let brotli = await getRaw(`${base}${page}`, { 'accept-encoding': 'br' });
  for (let tries = 0; brotli.headers['content-encoding'] !== 'br' && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    brotli = await getRaw(`${base}${page}`, { 'accept-encoding': 'br' });
  }
  const asSent = await getRaw(`${base}${page}`, HEADERS);
  return {
    file: {
      path: page,
      identity: gunzipSync(gzip.body),
      gzip: gzip.body,
      brotli: brotli.headers['content-encoding'] === 'br' ? brotli.body : undefined,
    },
    asSent,
  };
}

type CompressedSizes = { contentEncoding: string; sentBytes: number; gzip9Bytes: number };

/** `page` as our server sends it to `Accept-Encoding: br`, and gzip -9 of its identity bytes. */
async function compressedSizes(base: string, page: Page): Promise<CompressedSizes> {
  const sent = await getRaw(`${base}${page}`, { 'accept-encoding': 'br' });
  const identity = await getRaw(`${base}${page}`, { 'accept-encoding': 'identity' });
  return {
    contentEncoding: sent.headers['content-encoding'] ?? 'identity',
    sentBytes: sent.body.length,
    gzip9Bytes: gzipSync(identity.body, { level: 9 }).length,
  };
}

/** The plain Node server (scripts/lib/plain-node-server.ts, a process of its own) sending `pages` as they were sent. */
async function startPlainNode(pages: Record<string, RawResponse>, processes: number): Promise<Server> {
  const dir = tempDir('school-bench-plain-');
  const saved: Record<string, SavedPage> = {};
  Object.entries(pages).forEach(([path, response], index) => {
    writeFileSync(join(dir, `${index}.body`), response.body);
    const headers = Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
    );
    saved[path] = { body: `${index}.body`, headers };
  });
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(saved));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One after another, each up before the next: all of them listen on the port when the load starts.
  const started: { child: ChildProcess; stop: () => void }[] = [];
  for (let index = 0; index < processes; index += 1) {
    // In the site's environment (its memory allocator): what differs is the code on the hit's path.
    const one = startChild(process.execPath, [PLAIN_NODE_SERVER, dir, String(port)], {
      cwd: root,
      env: serverEnv(process.env),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(one);
    await untilListening(one.child);
  }
  return { base, pid: started[0]!.child.pid!, stop: () => started.forEach(({ stop }) => stop()) };
}

/** Waits until the plain Node server `child` prints that it listens (up to 30 s), or throws when it exits first. */
function untilListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the plain Node server did not start')), 30_000).unref();
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the plain Node server exited with ${code} at start`)));
  });
}

// The page cache's metrics in its Server-Timing header: `cache;desc=hit|miss|bypass`, and `version;dur=<ms>`
// when it checked the content's version. Read by name, whatever else the header carries.
const CACHE_METRIC = /(?:^|,)\s*cache\s*;[^,]*\bdesc="?([\w-]+)/;
const VERSION_METRIC = /(?:^|,)\s*version\s*;[^,]*\bdur=([\d.]+)/;

/** One answer's Server-Timing header, or "n/a" without one (a build without the page cache). */
async function serverTiming(url: string): Promise<string> {
  // A server that stopped answering is named, instead of a bare "fetch failed" five minutes later.
  const response = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(30_000) }).catch((error) => {
    throw new Error(`${url} did not answer: ${(error as Error).message}`);
  });
  await response.arrayBuffer();
  return response.headers.get('server-timing') ?? 'n/a';
}

/** The median `version;dur` over VERSION_SAMPLES requests one after another, or undefined when there is none. */
async function versionCheckMs(url: string): Promise<number | undefined> {
  const durations: number[] = [];
  for (let sample = 0; sample < VERSION_SAMPLES; sample += 1) {
    const header = await serverTiming(url);
    // No header at all: a build without the page cache, whose answers will not change.
    if (header === 'n/a') return undefined;
    const dur = VERSION_METRIC.exec(header)?.[1];
    if (dur !== undefined) durations.push(Number(dur));
  }
  return durations.length === 0 ? undefined : +median(durations).toFixed(2);
}

/** `floor`: nginx or the plain Node server, which need no JIT warm-up and leave nothing in flight. */
type Target = { name: string; url: string; floor?: boolean };
type Measured = Load & { serverTiming: string };

/**
 * Each target warmed up at full concurrency (the steady state, not the JIT's first minutes; a cache filled),
 * then the targets take turns, round by round, and each keeps each figure's median (medianLoad) and every
 * error any round met: a burst of noise from the shared machine, or the heap growing through the run, then
 * weighs on all alike. Each one's Server-Timing is read once after its rounds, as they left it. Read after
 * the warm-up, it said miss for /hi/home at 100x with a worker a core in two runs whose rounds were hits: a
 * worker just started can take longer than the warm-up for its first render at 100x (a 3-s warm-up of one
 * finished no request).
 */
async function measure(targets: Target[]): Promise<Record<string, Measured>> {
  for (const { name, url, floor } of targets) {
    const seconds = floor ? 1 : WARM_UP_SECONDS;
    step(`warm up ${name}: ${CONNECTIONS} connections, ${seconds} s`);
    await load(url, { connections: CONNECTIONS, duration: seconds });
  }
  const rounds: Record<string, Load[]> = {};
  for (let round = 1; round <= LOAD_ROUNDS; round += 1) {
    for (const { name, url } of targets) {
      step(`load ${name}: ${CONNECTIONS} connections, ${LOAD_SECONDS} s (round ${round} of ${LOAD_ROUNDS})`);
      (rounds[name] ??= []).push(await load(url, { connections: CONNECTIONS, duration: LOAD_SECONDS }));
    }
  }
  const timing: Record<string, string> = {};
  for (const { name, url } of targets) {
    timing[name] = await serverTiming(url).catch((error: Error) => {
      throw new Error(`${name}: ${error.message}`);
    });
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([name, runs]) => [name, { ...medianLoad(runs), serverTiming: timing[name]! }]),
  );
}

type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** LCP of one run with the network and CPU really slowed down (see Throttling). */
  lcpDevtoolsMs?: number;
  tbtMs: number;
  cls: number;
};

// 'simulate' is Lighthouse's default: it estimates a slow phone from a run over loopback. 'devtools'
// really slows the network and CPU down while the page loads, as a phone on a slow link would see it.
type Throttling = 'simulate' | 'devtools';

async function lighthouseMobile(
  port: number,
  url: string,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no result');
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: +value('cumulative-layout-shift').toFixed(3),
  };
}

/**
 * Lighthouse's default mobile run of each page, LIGHTHOUSE_RUNS times: the run with the median performance
 * score, plus the LCP of one run with devtools throttling.
 */
async function lighthouseMedians(pages: Record<string, string>): Promise<Record<string, LighthouseRun>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const untrack = stopOnExit(() => void chrome.kill());
  try {
    const medians: Record<string, LighthouseRun> = {};
    for (const [name, url] of Object.entries(pages)) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseMobile(chrome.port, url));
      runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      const devtools = await lighthouseMobile(chrome.port, url, 'devtools');
      medians[name] = { ...runs[Math.floor(runs.length / 2)]!, lcpDevtoolsMs: devtools.lcpMs };
    }
    return medians;
  } finally {
    untrack();
    chrome.kill();
  }
}

type Server = { base: string; pid: number; stop: () => void };

/**
 * The build as it is deployed (the build's server.js, as `npm start` runs it) on a copy of
 * `data` (each server writes its own), with the page cache's `env`; with `cmsApiUrl`, its menu from that
 * menu API rather than the site's own CMS.
 */
async function startServer(data: string, env: Record<string, string>, cmsApiUrl?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = tempDir('school-bench-');
  cpSync(data, dataDir, { recursive: true });
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PAGE_CACHE') && name !== 'SERVER_PROCESSES'),
  );
  const { child, stop } = startChild(process.execPath, serverArgs(standaloneDir(root)), {
    cwd: root,
    stdio: 'ignore',
    env: serverEnv({
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '0.0.0.0',
      CMS_API_URL: cmsApiUrl ?? '',
      CONTENT_DIR: `${root}content`,
      DATA_DIR: dataDir,
      BENCH_REFERENCE_ROUTE: '1',
      SHUTDOWN_DELAY_MS: '0',
      // The bench's own searches, one after another, are many more a minute than a visitor's.
      SEARCH_RENDERS_PER_MINUTE: '100000',
      ...env,
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForPage(base, '/home', child);
  return { base, pid: child.pid!, stop };
}

/** The searches' timings, or why they could not be measured (no /search yet): the rest of the bench goes on. */
async function searchesOrWhyNot(base: string): Promise<SearchMeasure | { error: string }> {
  try {
    return await measureSearches(base);
  } catch (error) {
    console.error(`[bench] search not measured: ${(error as Error).message}`);
    return { error: (error as Error).message };
  }
}

const measured = (value: SearchMeasure | { error: string } | undefined) =>
  value && !('error' in value) ? value : undefined;

/** 100× ÷ 1×, median and p99 of all the searches; null unless both were measured. */
function searchRatio(
  search: Partial<Record<Scale, SearchMeasure | { error: string }>>,
  ratio: (value: number, of: number) => number,
): { median: number; p99: number } | null {
  const [one, hundred] = [measured(search['1x']), measured(search['100x'])];
  if (!one || !hundred) return null;
  return { median: ratio(hundred.medianMs, one.medianMs), p99: ratio(hundred.p99Ms, one.p99Ms) };
}

/** The table's rows for search: each scale, the ratio against the issue's targets, the index's size. */
function searchRows(
  search: Partial<Record<Scale, SearchMeasure | { error: string }>>,
  ratio: { median: number; p99: number } | null,
  index: IndexSize | { error: string },
): [string, string][] {
  const rows: [string, string][] = (['1x', '100x'] as const).map((scale) => {
    const value = search[scale];
    const name = `/search, one after another, ${scale === '1x' ? '1×' : '100×'} (median, p99; first page’s results)`;
    if (!value || 'error' in value) return [name, `not measured: ${value?.error ?? 'not run'}`];
    const each = Object.entries(value.searches)
      .map(([what, s]) => `${what} ${s.medianMs}/${s.p99Ms} ms (${s.firstPageResults})`)
      .join('; ');
    return [name, `all ${value.medianMs} ms, p99 ${value.p99Ms} ms over ${value.requests}; ${each}`];
  });
  const hundred = measured(search['100x']);
  rows.push([
    '/search 100× ÷ 1× (targets: median at 100× < 50 ms, ≤ 1.5x)',
    ratio && hundred
      ? `median ${ratio.median}x (${ratio.median <= 1.5 ? 'met' : 'not met'}), p99 ${ratio.p99}x; median at 100× ${hundred.medianMs} ms (${hundred.medianMs < 50 ? 'met' : 'not met'})`
      : 'not measured',
  ]);
  rows.push([
    'search index on disk, 100× (SQLite pages)',
    'error' in index
      ? `not measured: ${index.error}`
      : `${index.kB} kB of a ${index.databaseKB} kB database (${Object.entries(index.tables)
          .map(([name, kB]) => `${name} ${kB} kB`)
          .join(', ')})`,
  ]);
  return rows;
}

type PreviousMisses = {
  date: string;
  loadGenerator: string;
  rps: Partial<Record<Scale, Partial<Record<Page, number>>>>;
};

/** The misses of the run before (bench/latest.json, read before this run replaces it), or undefined without one. */
function previousMisses(): PreviousMisses | undefined {
  const file = `${root}bench/latest.json`;
  if (!existsSync(file)) return undefined;
  try {
    const last = JSON.parse(readFileSync(file, 'utf8')) as {
      date?: string;
      settings?: { loadGenerator?: string };
      pages?: Partial<Record<Scale, { misses?: Partial<Record<Page, { rps?: number }>> }>>;
    };
    const rps = Object.fromEntries(
      (['1x', '100x'] as const).map((scale) => [
        scale,
        Object.fromEntries(PAGES.map((page) => [page, last.pages?.[scale]?.misses?.[page]?.rps])),
      ]),
    );
    // Runs before wrk measured with autocannon and did not say so.
    return { date: last.date ?? 'unknown', loadGenerator: last.settings?.loadGenerator ?? 'autocannon', rps };
  } catch (error) {
    console.error(`[bench] the previous bench/latest.json could not be read: ${(error as Error).message}`);
    return undefined;
  }
}
const finished = boundRun(TIME_BOUND_MINUTES);
const previous = previousMisses();

ensureSystemDeps(
  SYSTEM_DEPS.filter(({ name }) => name === 'nginx' || name === 'wrk' || (name === 'Chromium' && LIGHTHOUSE_RUNS > 0)),
  'npm run bench',
);

let buildSeconds: number | undefined;
if (BUILD) {
  step('npm run build');
  const buildStart = Date.now();
  await runNode([`${root}scripts/build.ts`], {});
  buildSeconds = Math.round((Date.now() - buildStart) / 1000);
}
linkAssets(root);

const menuApi = await startDemoMenuApi({ delayMs: CMS_DELAY_MS });
try {
  // The demo as a fresh install imports it (`npm run migrate`), and a copy with 100 times the content.
  step('data: the demo (npm run migrate), then a copy with 100 times its content (bench/seed.ts)');
  const contentEnv = { CONTENT_DIR: `${root}content` };
  const demoData = tempDir('school-bench-1x-');
  await runNode([`${root}scripts/migrate.ts`], { ...contentEnv, DATA_DIR: demoData });
  const seededData = tempDir('school-bench-100x-');
  cpSync(demoData, seededData, { recursive: true });
  const seedStart = Date.now();
  await runNode([`${root}bench/seed.ts`], { ...contentEnv, DATA_DIR: seededData });
  const seedSeconds = Math.round((Date.now() - seedStart) / 1000);

  const rows: Record<Scale, Partial<Record<Mode, Record<Page, Measured>>>> = { '1x': {}, '100x': {} };
  const floors: Partial<Record<Floor, Record<Page, Measured>>> = {};
  const versionCheck: Partial<Record<Scale, number>> = {};
  const rssAfterLoadMiB: Record<string, number> = {};
  // Page by page, each mode's server in turn.
  const pageTargets = (scale: Scale, servers: Partial<Record<Mode | Floor, { base: string }>>): Target[] =>
    PAGES.flatMap((page) =>
      Object.entries(servers).map(([mode, server]) => ({
        name: `${scale} ${mode} ${page}`,
        url: `${server.base}${page}`,
        floor: (FLOORS as string[]).includes(mode),
      })),
    );
  const pick = (measured: Record<string, Measured>, scale: Scale, mode: Mode | Floor) =>
    Object.fromEntries(PAGES.map((page) => [page, measured[`${scale} ${mode} ${page}`]!])) as Record<Page, Measured>;

  // 1×: the servers are up together, each idle (a tenth of a percent of a core) while another is
  // measured, so their rounds take turns and the machine's noise weighs on every row alike.
  step('1x: servers for hits (1 process and one a core), misses and today’s path');
  const servers1x = Object.fromEntries(
    await Promise.all(MODES.map(async (mode) => [mode, await startServer(demoData, MODE_ENV[mode])] as const)),
  ) as Record<Mode, Server>;
  // Each page's bytes as the site sends them, for nginx to serve as files and the plain Node server to send.
  step('1x: nginx (1 worker, auto) and a plain Node server with the pages’ bytes');
  const saved = await Promise.all(PAGES.map((page) => savePage(servers1x.hits.base, page)));
  const asSent = Object.fromEntries(saved.map(({ file, asSent }) => [file.path, asSent]));
  const floorServers: {
    nginx1: NginxStatic;
    nginxAuto: NginxStatic;
    plainNode: Server;
    plainNodeAllCores: Server;
  } = {
    nginx1: await startNginxStatic(
      saved.map(({ file }) => file),
      await freePort(),
      '1',
      stopOnExit,
    ),
    nginxAuto: await startNginxStatic(
      saved.map(({ file }) => file),
      await freePort(),
      'auto',
      stopOnExit,
    ),
    plainNode: await startPlainNode(asSent, 1),
    plainNodeAllCores: await startPlainNode(asSent, CORES),
  };
  let measured1x: Record<string, Measured>;
  try {
    measured1x = await measure([
      { name: 'reference', url: `${servers1x.today.base}${REFERENCE}` },
      ...pageTargets('1x', { ...floorServers, ...servers1x }),
    ]);
  } finally {
    await floorServers.nginx1.stop();
    await floorServers.nginxAuto.stop();
    floorServers.plainNode.stop();
    floorServers.plainNodeAllCores.stop();
  }
  for (const floor of FLOORS) floors[floor] = pick(measured1x, '1x', floor);
  for (const mode of MODES) {
    rows['1x'][mode] = pick(measured1x, '1x', mode);
    rssAfterLoadMiB[`1x ${mode}`] = treeRssMiB(servers1x[mode].pid);
  }
  step(`1x: the version check's time (${VERSION_SAMPLES} requests to /home, one after another)`);
  versionCheck['1x'] = await versionCheckMs(`${servers1x.hits.base}/home`);
  step('1x: searches, one after another (no page cache)');
  const search: Partial<Record<Scale, SearchMeasure | { error: string }>> = {};
  search['1x'] = await searchesOrWhyNot(servers1x.today.base);

  step('sizes');
  const weight = await measurePageWeight(servers1x.hits.base, '/home');
  const kB = (bytes: number) => +(bytes / 1000).toFixed(1);
  const hindiWeight = await measurePageWeight(servers1x.hits.base, '/hi/home');
  const sizes = {
    home: {
      jsGzipKb: kB(weight.jsGzipBytes),
      htmlKb: kB(weight.htmlBytes),
      htmlGzipKb: kB(weight.htmlGzipBytes),
      fontKb: kB(await fontBytes(servers1x.hits.base, '/home')),
    },
    hiHome: {
      jsGzipKb: kB(hindiWeight.jsGzipBytes),
      htmlKb: kB(hindiWeight.htmlBytes),
      htmlGzipKb: kB(hindiWeight.htmlGzipBytes),
      fontKb: kB(await fontBytes(servers1x.hits.base, '/hi/home')),
    },
    // What our server sends a browser that accepts Brotli, beside gzip -9 of the same page (zlib level 9).
    homeCompressed: await compressedSizes(servers1x.hits.base, '/home'),
  };

  let lighthouseScores: Record<string, LighthouseRun> = {};
  if (LIGHTHOUSE_RUNS > 0) {
    step(`Lighthouse (mobile), median of ${LIGHTHOUSE_RUNS} runs a page`);
    // The reference page shows the floor: what Lighthouse gives a bare page of this framework on this machine.
    lighthouseScores = await lighthouseMedians(
      Object.fromEntries(
        [REFERENCE, '/home', '/about-us', '/hi/home'].map((path) => [path, `${servers1x.hits.base}${path}`]),
      ),
    );
  }
  for (const server of Object.values(servers1x)) server.stop();

  step('100x: servers for hits (1 process and one a core) and misses');
  const servers100x = {
    hits: await startServer(seededData, MODE_ENV.hits),
    hitsAllCores: await startServer(seededData, MODE_ENV.hitsAllCores),
    misses: await startServer(seededData, MODE_ENV.misses),
  };
  const measured100x = await measure(pageTargets('100x', servers100x));
  for (const mode of ['hits', 'hitsAllCores', 'misses'] as const) {
    rows['100x'][mode] = pick(measured100x, '100x', mode);
    rssAfterLoadMiB[`100x ${mode}`] = treeRssMiB(servers100x[mode].pid);
  }
  step(`100x: the version check's time (${VERSION_SAMPLES} requests to /home, one after another)`);
  versionCheck['100x'] = await versionCheckMs(`${servers100x.hits.base}/home`);
  for (const server of Object.values(servers100x)) server.stop();
  step('100x: searches, one after another (no page cache), and the search index’s size');
  const searchServer = await startServer(seededData, MODE_ENV.today);
  search['100x'] = await searchesOrWhyNot(searchServer.base);
  searchServer.stop();
  const searchIndex: IndexSize | { error: string } = await searchIndexSize(join(seededData, 'school.db')).then(
    (size) => size ?? { error: 'no search table in the database' },
    (error: unknown) => ({ error: (error as Error).message }),
  );

  // What the menu API (CMS_API_URL, answering in 20 ms) sees per page on today's path: a server reads its menu there.
  step('CMS calls per page, with an external CMS');
  const external = await startServer(demoData, MODE_ENV.today, menuApi.apiUrl);
  const cmsCalls: Record<string, { menu: number; social: number }> = {};
  for (const connections of [1, 50]) {
    const before = menuApi.requests.length;
    const run = await load(`${external.base}/about-us`, { connections, duration: 2 });
    const calls = menuApi.requests.slice(before);
    const per = (path: string) => +(calls.filter((call) => call.path === path).length / run.requests).toFixed(3);
    cmsCalls[`c${connections}`] = { menu: per('/api/menu/findall'), social: per('/api/socialmedia/findall') };
  }
  external.stop();

  const ratio = (value: number, of: number) => +(value / of).toFixed(2);
  const perPage = (compute: (page: Page) => { throughput: number; p99?: number }) =>
    Object.fromEntries(PAGES.map((page) => [page, compute(page)])) as Record<
      Page,
      { throughput: number; p99?: number }
    >;
  const reference = measured1x.reference!;
  const at = (scale: Scale, mode: Mode, page: Page) => rows[scale][mode]![page];
  const floor = (name: Floor, page: Page) => floors[name]![page];
  const ratios = {
    todayToReference: perPage((page) => ({
      throughput: ratio(at('1x', 'today', page).rps, reference.rps),
      p99: ratio(at('1x', 'today', page).p99, reference.p99),
    })),
    // The issue's targets: hits with one process ≥ 0.8x the plain Node server on the same bytes; hits
    // with one process a core ≥ 0.5x nginx `auto`, with p99 ≤ 3x nginx's.
    hitsToPlainNode: perPage((page) => ({
      throughput: ratio(at('1x', 'hits', page).rps, floor('plainNode', page).rps),
      p99: ratio(at('1x', 'hits', page).p99, floor('plainNode', page).p99),
    })),
    hitsAllCoresToNginxAuto: perPage((page) => ({
      throughput: ratio(at('1x', 'hitsAllCores', page).rps, floor('nginxAuto', page).rps),
      p99: ratio(at('1x', 'hitsAllCores', page).p99, floor('nginxAuto', page).p99),
    })),
    // What the same bytes reach from Node itself with one process a core: the floor under the target above.
    hitsAllCoresToPlainNodeAllCores: perPage((page) => ({
      throughput: ratio(at('1x', 'hitsAllCores', page).rps, floor('plainNodeAllCores', page).rps),
      p99: ratio(at('1x', 'hitsAllCores', page).p99, floor('plainNodeAllCores', page).p99),
    })),
    plainNodeAllCoresToNginxAuto: perPage((page) => ({
      throughput: ratio(floor('plainNodeAllCores', page).rps, floor('nginxAuto', page).rps),
      p99: ratio(floor('plainNodeAllCores', page).p99, floor('nginxAuto', page).p99),
    })),
    hitsToNginx1: perPage((page) => ({
      throughput: ratio(at('1x', 'hits', page).rps, floor('nginx1', page).rps),
      p99: ratio(at('1x', 'hits', page).p99, floor('nginx1', page).p99),
    })),
    // Against the previous run's misses; null where it has none.
    missesToPrevious: Object.fromEntries(
      (['1x', '100x'] as const).map((scale) => [
        scale,
        Object.fromEntries(
          PAGES.map((page) => {
            const before = previous?.rps[scale]?.[page];
            return [page, before ? ratio(at(scale, 'misses', page).rps, before) : null];
          }),
        ),
      ]),
    ) as Record<Scale, Record<Page, number | null>>,
    missesToToday: perPage((page) => ({
      throughput: ratio(at('1x', 'misses', page).rps, at('1x', 'today', page).rps),
    })),
    // The same page in Hindi beside English, at each scale and mode: within noise of 1.0x.
    hindiToEnglish: Object.fromEntries(
      (['1x', '100x'] as const).flatMap((scale) =>
        (['hits', 'misses'] as const).map((mode) => [
          `${scale} ${mode}`,
          {
            throughput: ratio(at(scale, mode, '/hi/home').rps, at(scale, mode, '/home').rps),
            p99: ratio(at(scale, mode, '/hi/home').p99, at(scale, mode, '/home').p99),
          },
        ]),
      ),
    ),
    hits100xTo1x: perPage((page) => ({ throughput: ratio(at('100x', 'hits', page).rps, at('1x', 'hits', page).rps) })),
    search100xTo1x: searchRatio(search, ratio),
    misses100xTo1x: perPage((page) => ({
      throughput: ratio(at('100x', 'misses', page).rps, at('1x', 'misses', page).rps),
    })),
  };

  const results = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
    settings: {
      loadSeconds: LOAD_SECONDS,
      loadRounds: LOAD_ROUNDS,
      warmUpSeconds: WARM_UP_SECONDS,
      connections: CONNECTIONS,
      headers: HEADERS,
      cmsDelayMs: CMS_DELAY_MS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      loadGenerator: 'wrk',
      nginxWorkers: ['1', 'auto'],
      nginxBrotli: nginxHasBrotli(),
      modes: MODE_ENV,
    },
    reference,
    floors,
    previousMisses: previous ?? null,
    pages: rows,
    versionCheckMs: { '1x': versionCheck['1x'] ?? null, '100x': versionCheck['100x'] ?? null },
    ratios,
    search: { '1x': search['1x'] ?? null, '100x': search['100x'] ?? null, index100x: searchIndex },
    cmsCallsPerPage: cmsCalls,
    sizes,
    lighthouse: lighthouseScores,
    rssAfterLoadMiB,
    buildSeconds,
    seedSeconds,
  };
  writeFileSync(`${root}bench/latest.json`, `${JSON.stringify(results, null, 2)}\n`);

  const described = (m: Measured, mode?: Mode) => {
    const cache = CACHE_METRIC.exec(m.serverTiming)?.[1];
    // A hits row whose answers are not hits (or a misses row's not misses) measures something else: said
    // in the row, not left to be guessed.
    const expected = mode === 'hits' || mode === 'hitsAllCores' ? 'hit' : mode === 'misses' ? 'miss' : undefined;
    const warning = expected && cache !== undefined && cache !== expected ? ` (NOT A ${expected.toUpperCase()})` : '';
    return `${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors, ${m.kBPerResponse} kB a response; Server-Timing: ${m.serverTiming}${warning}`;
  };
  const scaleName = (scale: Scale) => (scale === '1x' ? '1×' : '100×');
  const versus = (target: number, atLeast: boolean, value: number) =>
    (atLeast ? value >= target : value <= target) ? 'met' : 'not met';
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value} ms`);
  const table: [string, string][] = [
    ['machine', results.machine],
    ['reference (/bench-reference, force-dynamic, today’s path)', described(reference)],
    [
      'nginx and the plain Node server (1×: each page’s bytes as our server sent them)',
      nginxHasBrotli()
        ? 'nginx sends our Brotli bytes (brotli_static) and gzip bytes (gzip_static)'
        : 'this nginx has no Brotli module (Debian 12’s has none): it sends our gzip bytes (gzip_static) to every browser',
    ],
    ...PAGES.flatMap((page) =>
      FLOORS.map<[string, string]>((name) => [`1× ${page} ${FLOOR_NAMES[name]}`, described(floor(name, page))]),
    ),
    ...(['1x', '100x'] as const).flatMap((scale) =>
      PAGES.flatMap((page) =>
        MODES.filter((mode) => rows[scale][mode]).map<[string, string]>((mode) => [
          `${scaleName(scale)} ${page} ${MODE_NAMES[mode]}`,
          described(at(scale, mode, page), mode),
        ]),
      ),
    ),
    [
      `version check (Server-Timing version;dur, median of ${VERSION_SAMPLES} /home hits)`,
      `1×: ${ms(versionCheck['1x'])}, 100×: ${ms(versionCheck['100x'])}`,
    ],
    [
      'today’s path ÷ reference',
      PAGES.map((page) => {
        const r = ratios.todayToReference[page];
        return `${page} ${r.throughput}x, p99 ${r.p99}x`;
      }).join('; '),
    ],
    [
      'hits, 1 process ÷ plain Node server, 1× (target: throughput ≥ 0.8x)',
      PAGES.map((page) => {
        const r = ratios.hitsToPlainNode[page];
        return `${page} ${r.throughput}x (${versus(0.8, true, r.throughput)}), p99 ${r.p99}x`;
      }).join('; '),
    ],
    [
      `hits, SERVER_PROCESSES=${CORES} ÷ nginx auto, 1× (targets: throughput ≥ 0.5x, p99 ≤ 3x)`,
      PAGES.map((page) => {
        const r = ratios.hitsAllCoresToNginxAuto[page];
        return `${page} ${r.throughput}x (${versus(0.5, true, r.throughput)}), p99 ${r.p99}x (${versus(3, false, r.p99!)})`;
      }).join('; '),
    ],
    [
      `hits, SERVER_PROCESSES=${CORES} ÷ plain Node server, ${CORES} processes, 1×`,
      PAGES.map((page) => {
        const r = ratios.hitsAllCoresToPlainNodeAllCores[page];
        return `${page} ${r.throughput}x, p99 ${r.p99}x`;
      }).join('; '),
    ],
    [
      `plain Node server, ${CORES} processes ÷ nginx auto, 1× (the same bytes without the site)`,
      PAGES.map((page) => {
        const r = ratios.plainNodeAllCoresToNginxAuto[page];
        return `${page} ${r.throughput}x, p99 ${r.p99}x`;
      }).join('; '),
    ],
    [
      'hits, 1 process ÷ nginx, 1 worker, 1×',
      PAGES.map((page) => {
        const r = ratios.hitsToNginx1[page];
        return `${page} ${r.throughput}x, p99 ${r.p99}x`;
      }).join('; '),
    ],
    [
      `misses ÷ the previous run’s misses, throughput (${previous ? `${previous.date}, measured with ${previous.loadGenerator}` : 'no previous run'}; target: within noise of 1.0x)`,
      (['1x', '100x'] as const)
        .flatMap((scale) =>
          PAGES.map((page) => `${scaleName(scale)} ${page} ${ratios.missesToPrevious[scale][page] ?? 'n/a'}x`),
        )
        .join('; '),
    ],
    [
      '/home compressed: what our server sends to Accept-Encoding: br, beside gzip -9 (zlib level 9) of its identity bytes (target: Brotli smaller)',
      `${sizes.homeCompressed.sentBytes} B ${sizes.homeCompressed.contentEncoding} vs ${sizes.homeCompressed.gzip9Bytes} B gzip -9 (${
        sizes.homeCompressed.contentEncoding === 'br'
          ? versus(sizes.homeCompressed.gzip9Bytes - 1, false, sizes.homeCompressed.sentBytes)
          : 'not met: no Brotli sent'
      })`,
    ],
    [
      'misses ÷ today’s path, throughput (target ~1.0x or more: met from 0.95x, within this machine’s noise)',
      PAGES.map((page) => {
        const r = ratios.missesToToday[page];
        return `${page} ${r.throughput}x (${versus(0.95, true, r.throughput)})`;
      }).join('; '),
    ],
    [
      'hits at 100× ÷ hits at 1×, throughput (target ≥ 0.9x)',
      PAGES.map((page) => {
        const r = ratios.hits100xTo1x[page];
        return `${page} ${r.throughput}x (${versus(0.9, true, r.throughput)})`;
      }).join('; '),
    ],
    [
      'misses at 100× ÷ misses at 1×, throughput (target for /notices ≥ 0.8x)',
      PAGES.map((page) => {
        const r = ratios.misses100xTo1x[page];
        return `${page} ${r.throughput}x${page === '/notices' ? ` (${versus(0.8, true, r.throughput)})` : ''}`;
      }).join('; '),
    ],
    [
      '/hi/home ÷ /home (throughput, p99; within noise of 1.0x)',
      Object.entries(ratios.hindiToEnglish)
        .map(([name, r]) => `${name} ${r.throughput}x, p99 ${r.p99}x`)
        .join('; '),
    ],
    ...searchRows(search, ratios.search100xTo1x, searchIndex),
    ...Object.entries(cmsCalls).map<[string, string]>(([name, c]) => [
      `CMS calls per page (external CMS, today’s path), ${name === 'c1' ? '1 connection' : '50 connections'}`,
      `menu ${c.menu}, social ${c.social}`,
    ]),
    [
      'first-load JS /home (gzip -9)',
      `${sizes.home.jsGzipKb} kB (budget ${JS_BUDGET_KB} kB: a bare Next 16 page's 132 kB + 40 kB)`,
    ],
    ['HTML /home', `${sizes.home.htmlKb} kB (${sizes.home.htmlGzipKb} kB gzip)`],
    ['HTML /hi/home', `${sizes.hiHome.htmlKb} kB (${sizes.hiHome.htmlGzipKb} kB gzip)`],
    ['first-load JS /hi/home (gzip -9)', `${sizes.hiHome.jsGzipKb} kB`],
    ['font bytes (preloaded fonts)', `/home ${sizes.home.fontKb} kB; /hi/home ${sizes.hiHome.fontKb} kB`],
    ...Object.entries(lighthouseScores).map<[string, string]>(([path, l]) => [
      `Lighthouse mobile ${path}`,
      `perf ${l.performance} / a11y ${l.accessibility} / best ${l.bestPractices} / SEO ${l.seo}; LCP ${l.lcpMs} ms (${l.lcpDevtoolsMs} ms with devtools throttling), TBT ${l.tbtMs} ms, CLS ${l.cls}`,
    ]),
    [
      'server RSS after load (process tree)',
      `1× hits, cache full: ${rssAfterLoadMiB['1x hits']} MiB (SERVER_PROCESSES=${CORES}: ${rssAfterLoadMiB['1x hitsAllCores']} MiB); 1× misses ${rssAfterLoadMiB['1x misses']} MiB; 1× today’s path ${rssAfterLoadMiB['1x today']} MiB; 100× hits ${rssAfterLoadMiB['100x hits']} MiB; 100× misses ${rssAfterLoadMiB['100x misses']} MiB`,
    ],
    [
      'npm run build (as the benchmark ran it)',
      buildSeconds === undefined ? 'skipped (BENCH_BUILD=0)' : `${buildSeconds} s`,
    ],
    ['bench/seed.ts (100× content)', `${seedSeconds} s`],
  ];
  console.log(`\n| measure | result |\n|---|---|\n${table.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`);
  console.log('[bench] written to bench/latest.json');
} finally {
  stopEverything();
  await menuApi.close();
  finished();
}

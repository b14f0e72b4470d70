import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_CONTENT_FILE, startDemoMenuApi, type DemoMenuApi } from '@/scripts/lib/demo-menu-api';
import { freePort } from '../../scripts/lib/free-port';
import { linkAssets, serverArgs, serverEnv, standaloneDir } from '../../scripts/lib/standalone';
import { runTempDir, track } from './children';

const ROOT = join(__dirname, '..', '..');

export type Site = {
  url: string;
  /** The server's process (the build's server.js), for memory readings and signals. */
  pid: number;
  /** The server's exit code once it exits (null if a signal ended it). */
  exited: Promise<number | null>;
  /** The demo menu API; the server reads the menu and social links from it unless CMS_API_URL is ''. */
  menuApi: DemoMenuApi;
  contentFile: string;
  /** The embedded CMS's data folder (database and uploads): fresh for each site unless DATA_DIR is given. */
  dataDir: string;
  /** Everything the server printed, for assertions about its log lines. */
  logs: () => string;
  /** Reads and rewrites the demo menu API's content file, as an editor would. */
  editContent: (edit: (content: { menu: Record<string, unknown>[]; socialmedia: unknown[] }) => void) => Promise<void>;
  stop: () => Promise<void>;
};

// Servers a test file started (or is starting) and has not stopped: a set-up that fails half-way (a
// browser that does not launch next to a server still starting) never reaches the file's own stop, so
// the setup files stop them.
const running = new Set<() => Promise<void>>();

export async function stopAllSites(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

export { freePort };

async function waitUntilUp(url: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${logs()}`);
    try {
      await fetch(`${url}/~offline`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not answer within 30 s:\n${logs()}`);
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

/** Sends `path` exactly as given (fetch would normalise `..` and encodings away). */
export function rawRequest(url: string, path: string, method = 'GET', timeoutMs = 10_000): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${path.slice(0, 80)}`)));
    req.on('error', reject);
    req.end();
  });
}

// Settings that change nothing the first start imports, nor where: a server given only these starts on a
// copy of a data folder that one server of this test worker imported, not on an empty one. Migrating and
// importing the starter content (its photos resized) was most of each start, and only the tests of the
// import itself need it; they give their own DATA_DIR (or another setting), as does anything on Postgres.
const IMPORT_NEUTRAL = new Set([
  'CMS_API_URL',
  'CMS_TIMEOUT_MS',
  'CMS_STALE_IF_ERROR_SECONDS',
  'SHUTDOWN_DELAY_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'TRUSTED_PROXIES',
  'SITE_URL',
]);

let importing: Promise<void> | undefined;

/** A fresh data folder: a copy of the worker's imported one (made on first use), or an empty one. */
async function freshDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = await runTempDir('school-data-');
  // The run's own folder (global-setup.mjs), removed with it; workers do not share one, so none waits.
  const runDir = process.env.SCHOOL_TEST_CHILDREN;
  if (!runDir || !Object.keys(env).every((name) => IMPORT_NEUTRAL.has(name))) return dataDir;
  const imported = join(runDir, `imported-data-${process.pid}`);
  // One import for sites a file starts together (the engines' files start two at once).
  importing ??= (async () => {
    if (existsSync(imported)) return;
    const dir = await mkdtemp(join(runDir, 'importing-data-'));
    // Stopped before it is copied: the database is closed, whole, and nothing is written any more.
    await (await startSite({ DATA_DIR: dir })).stop();
    await rename(dir, imported);
  })().finally(() => (importing = undefined));
  await importing;
  await cp(imported, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the production build (`next build` must have run) with a fresh embedded CMS (its own DATA_DIR,
 * imported from the starter content, or a copy of one so imported: see freshDataDir) and, for the menu
 * and social links, a fresh demo menu API on a copy of its content, or one the caller owns (`reuse`,
 * which stop() leaves running), as a restarted server would be. `CMS_API_URL: ''` serves the lists from the embedded CMS instead, as `npm start` does.
 */
export async function startSite(
  env: Record<string, string> = {},
  reuse?: { menuApi: DemoMenuApi; contentFile: string },
  port?: number,
): Promise<Site> {
  // The build as `npm start` runs it: the site's server.js (server/main.ts: internal headers hidden, the
  // page cache, graceful shutdown), public/ and .next/static linked in.
  linkAssets(ROOT);
  const contentFile = reuse?.contentFile ?? join(await runTempDir('school-menu-api-'), 'content.json');
  if (!reuse) await copyFile(DEFAULT_CONTENT_FILE, contentFile);
  const menuApi = reuse?.menuApi ?? (await startDemoMenuApi({ contentFile }));
  port ??= await freePort();
  const dataDir = env.DATA_DIR ?? (await freshDataDir(env));
  let output = '';
  const child = track(
    spawn(process.execPath, serverArgs(standaloneDir(ROOT)), {
      detached: true,
      cwd: ROOT,
      env: serverEnv({
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        // server.js's listening address, as in the image: the tests' visitors come from 127.0.0.2, … too.
        HOSTNAME: '0.0.0.0',
        NEXT_TELEMETRY_DISABLED: '1',
        CMS_API_URL: menuApi.apiUrl,
        CMS_TIMEOUT_MS: '1500',
        DATA_DIR: dataDir,
        CONTENT_DIR: join(ROOT, 'content'),
        // Each server keeps its own last good lists, so no test sees another's.
        CMS_SNAPSHOT_DIR: await runTempDir('school-snapshots-'),
        // No load balancer to warn: a test's stop() need not wait.
        SHUTDOWN_DELAY_MS: '0',
        // One process, as before SERVER_PROCESSES: what a test counts (reads, logs, limits) is one server's;
        // server-processes.test.ts runs two.
        SERVER_PROCESSES: '1',
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const stopServer = () =>
    (stopping ??= (async () => {
      running.delete(stopServer);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!reuse) await menuApi.close();
    })());
  running.add(stopServer);
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stopServer();
    throw error;
  }
  const site: Site = {
    url,
    pid: child.pid ?? 0,
    exited,
    menuApi,
    contentFile,
    dataDir,
    logs: () => output,
    editContent: async (edit) => {
      const content = JSON.parse(await readFile(contentFile, 'utf8'));
      edit(content);
      // Saved whole, as an editor's save is: a CMS read racing a truncate-and-write would see half a file.
      await writeFile(`${contentFile}.saving`, JSON.stringify(content));
      await rename(`${contentFile}.saving`, contentFile);
    },
    stop: stopServer,
  };
  return site;
}

export type Page = { status: number; html: string; document: Document; location: string | null };

/** Fetches a page as a browser without JavaScript would see it, parsed into a document for role queries. */
export async function getPage(url: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const html = await response.text();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  // No script runs here; JSON-LD data blocks stay for the tests that read them.
  for (const script of parsed.querySelectorAll('script:not([type="application/ld+json"])')) script.remove();
  // jsdom has no viewport: it would apply the inlined stylesheet's phone layout, in which the main menu
  // waits behind its toggle, and hide it from role queries. What is shown at which width is the browser
  // suite's to check.
  for (const style of parsed.querySelectorAll('style')) style.remove();
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return { status: response.status, html, document, location: response.headers.get('location') };
}

/** How many calls of each list the demo menu API received since `from`. */
export function menuApiCallsSince(menuApi: DemoMenuApi, from: number) {
  const calls = menuApi.requests.slice(from);
  return {
    menu: calls.filter((call) => call.path === '/api/menu/findall').length,
    social: calls.filter((call) => call.path === '/api/socialmedia/findall').length,
  };
}

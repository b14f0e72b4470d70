/**
 * The spec's external menu API for the tests and the benchmark (CMS_API_URL): answers the calls of spec §7
 * from one JSON file (read on every request, so an edit shows on the next page load), and fails on demand:
 * HTTP 500 and 401, malformed JSON, wrong shapes, HTML, a huge body, a hang.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { log } from '../../lib/log.ts';

export const DEFAULT_CONTENT_FILE = fileURLToPath(new URL('../../content/navigation.json', import.meta.url));

export type FailureMode =
  | 'none'
  | 'http-500'
  | 'http-401'
  | 'malformed-json'
  | 'wrong-shape'
  | 'invalid-entries'
  | 'wrong-content-type'
  | 'huge-body'
  | 'hang';

type RecordedRequest = { method: string; path: string; siteKey: string | null; authorization: string | null };

export type DemoMenuApiOptions = {
  port?: number;
  host?: string;
  contentFile?: string;
  mode?: FailureMode;
  delayMs?: number;
};

export type DemoMenuApi = {
  /** The API base address, ending in /api, to use as CMS_API_URL. */
  apiUrl: string;
  port: number;
  requests: RecordedRequest[];
  setMode(mode: FailureMode): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
};

type Content = { siteKey: string; menu: unknown[]; socialmedia: unknown[] };

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};
const MAX_RECORDED = 10_000;

function send(res: ServerResponse, status: number, body: string, contentType = 'application/json; charset=utf-8') {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

function failureBody(mode: FailureMode, resource: 'menu' | 'socialmedia'): [number, string, string?] | undefined {
  switch (mode) {
    case 'http-500':
      return [500, JSON.stringify({ status: 'error', message: 'Internal server error' })];
    case 'http-401':
      return [401, JSON.stringify({ status: 'error', message: 'Unauthorized' })];
    case 'malformed-json':
      return [200, '{"status":"success","data":[{"id":'];
    case 'wrong-shape':
      return [200, JSON.stringify({ status: 'success', data: { items: 'not an array' } })];
    case 'invalid-entries':
      return [200, JSON.stringify({ status: 'success', data: invalidEntries[resource] })];
    case 'wrong-content-type':
      return [200, '<!doctype html><title>Maintenance</title><p>Back soon', 'text/html'];
    case 'huge-body':
      return [200, JSON.stringify({ status: 'success', data: [], padding: 'x'.repeat(2 * 1024 * 1024) })];
    default:
      return undefined;
  }
}

// One good entry among hostile ones, so tests see the good one kept and the rest dropped.
const invalidEntries = {
  menu: [
    { id: 'ok', title: 'About Us', url: 'about-us', active: true, position: 1 },
    { id: 'x1', title: 'Evil', url: '//evil.example', active: true, position: 2 },
    { id: 'x2', title: 'Script', url: 'javascript:alert(1)', active: true, position: 3 },
    { id: 'x3', title: '<img src=x onerror=alert(1)>', url: '../etc', active: true, position: 4 },
    { id: 'x4', url: 'no-title', active: true, position: 5 },
    { id: 'x5', title: 'Bad active', url: 'bad-active', active: 'yes', position: 6 },
    'not an object',
  ],
  socialmedia: [
    { title: 'Facebook', url: 'https://www.facebook.com/greenwoodpublicschool' },
    { title: 'Twitter', url: 'javascript:alert(1)' },
    { title: 'Instagram' },
    null,
  ],
};

export async function startDemoMenuApi(options: DemoMenuApiOptions = {}): Promise<DemoMenuApi> {
  const contentFile = options.contentFile ?? DEFAULT_CONTENT_FILE;
  let mode: FailureMode = options.mode ?? 'none';
  let delayMs = options.delayMs ?? 0;
  const requests: RecordedRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://demo-menu-api');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    const match = /^\/api\/(menu|socialmedia)\/findall\/?$/.exec(url.pathname);
    if (!match || req.method !== 'GET') {
      send(res, 404, JSON.stringify({ status: 'error', message: 'Not found' }));
      return;
    }
    const resource = match[1] as 'menu' | 'socialmedia';
    const siteKey = url.searchParams.get('url');
    if (requests.length >= MAX_RECORDED) requests.shift();
    requests.push({
      method: req.method,
      path: url.pathname,
      siteKey,
      authorization: req.headers.authorization ?? null,
    });

    if (mode === 'hang') return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failureBody(mode, resource);
    if (failure) {
      send(res, failure[0], failure[1], failure[2]);
      return;
    }
    const content = JSON.parse(await readFile(contentFile, 'utf8')) as Content;
    if (siteKey !== content.siteKey) {
      send(res, 404, JSON.stringify({ status: 'error', message: `Unknown site "${siteKey ?? ''}"` }));
      return;
    }
    send(res, 200, JSON.stringify({ status: 'success', data: content[resource] }));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error(
        `[demo-menu-api] ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent)
        send(res, 500, JSON.stringify({ status: 'error', message: 'Demo menu API content is unreadable' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://${options.host ?? '127.0.0.1'}:${port}/api`,
    port,
    requests,
    setMode: (next) => void (mode = next),
    setDelay: (ms) => void (delayMs = ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { get, request } from 'node:http';
import { groupAlive } from '../utils/children';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { lookUpTc } from '../utils/parent-forms';
import { startSite, type Site } from '../utils/production-server';

// SERVER_PROCESSES=2 (server/cluster.ts): two workers on one port, each request on a connection of its own
// so the primary hands them out in turn. What a visitor or an operator would notice were the workers
// apart: a limit twice the school's, an edit that shows on one request and not the next, a stop that cuts
// a request off or leaves a process running.
let site: Site;
let editor: CmsSession;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  site = await startSite({ SERVER_PROCESSES: '2', SHUTDOWN_DELAY_MS: '1500' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

const workerPids = () => [...site.logs().matchAll(/^✓ worker (\d+) ready$/gm)].map((match) => Number(match[1]));

/** A GET on a new connection, closed after it: the next request may go to the other worker. */
function getOnNewConnection(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${site.url}${path}`, { agent: false, headers: { Connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('two server processes', () => {
  it('start two workers, each saying so with its pid', async () => {
    const deadline = Date.now() + 60_000;
    while (workerPids().length < 2 && Date.now() < deadline) await sleep(200);
    const pids = workerPids();
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(site.pid);
    for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow();
    expect(site.logs()).toMatch(/^▲ 2 server processes \(primary \d+\)$/m);
  }, 70_000);

  it('run the primary and both workers on jemalloc, which hands freed memory back', () => {
    // serverEnv (scripts/lib/standalone.ts) preloads it where installed, as npm test installs it; the
    // workers inherit it from the primary.
    const pids = workerPids();
    expect(pids).toHaveLength(2);
    for (const pid of [site.pid, ...pids])
      expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toMatch(/\/libjemalloc\.so\.2$/m);
  });

  it('count one address’s TC lookups once across both: 10 misses, then the 11th is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const reply = await lookUpTc(
        site.url,
        { number: `SPEC/2026/W${attempt}`, dateOfBirth: '2010-01-01' },
        '127.0.0.8',
        { Connection: 'close' },
      );
      statuses.push(reply.status);
    }
    // Counted in each worker, 10 a worker: all 11 would be looked up.
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('show an edit saved through the REST API at the next request on every worker', async () => {
    // Both workers keep /home first, so a worker that missed the edit would answer from its cache.
    for (let i = 0; i < 10; i += 1) expect((await getOnNewConnection('/home')).status).toBe(200);
    const message = `Both workers see this ${Date.now()}`;
    const saved = await editor.saveSchoolDoc('alert', {
      message,
      level: 'info',
      link: null,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(saved.status).toBe(200);
    const shown: boolean[] = [];
    for (let i = 0; i < 20; i += 1) shown.push((await getOnNewConnection('/home')).body.includes(message));
    expect(shown).toEqual(Array<boolean>(20).fill(true));
  });

  it('replace a worker that dies, with one line, and keep serving', async () => {
    const [dead] = workerPids();
    process.kill(dead ?? 0, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (workerPids().length < 3 && Date.now() < deadline) await sleep(200);
    expect(site.logs()).toMatch(
      new RegExp(`^Server process ${dead} exited unexpectedly \\(signal SIGKILL\\): starting another$`, 'm'),
    );
    const replies = await Promise.all([0, 1, 2, 3].map(() => getOnNewConnection('/home')));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
  }, 70_000);

  it('on SIGTERM, drain both workers, finish the requests in flight, exit 0 and leave no process behind', async () => {
    const pids = workerPids().slice(-2);
    // Two POSTs whose bodies come after the SIGTERM: in flight on two connections, so on both workers.
    const body = new URLSearchParams({ number: 'SPEC/2026/Q1', dateOfBirth: '2010-01-01' }).toString();
    const inFlight = [0, 1].map(() => {
      const post = request(`${site.url}/forms/transfer-certificate`, {
        method: 'POST',
        agent: false,
        localAddress: '127.0.0.31',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
      });
      post.flushHeaders();
      const answered = new Promise<number>((resolve, reject) => {
        post.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        post.on('error', reject);
      });
      return { post, answered };
    });
    await sleep(300);
    process.kill(site.pid, 'SIGTERM');
    await sleep(300);
    // Both workers drain: /readyz says so on every connection, while pages are still served.
    const readyz = await Promise.all([0, 1, 2, 3].map(() => getOnNewConnection('/readyz')));
    expect(readyz.map((reply) => reply.status)).toEqual([503, 503, 503, 503]);
    expect(readyz[0]?.body).toContain('draining');
    for (const { post } of inFlight) post.end(body);
    const answers = await Promise.all(inFlight.map(({ answered }) => answered));
    expect(answers).toEqual([303, 303]);
    await expect(site.exited).resolves.toBe(0);
    expect(groupAlive(site.pid)).toBe(false);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(site.logs().match(/^SIGTERM: \/readyz answers 503/gm)).toHaveLength(2);
  }, 30_000);
});

import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkAssets, serverArgs, standaloneDir } from '../../scripts/lib/standalone';
import { groupAlive, track } from '../utils/children';
import { freePort, rawRequest } from '../utils/production-server';

const ROOT = join(__dirname, '..', '..');
const SHUTDOWN_DELAY_MS = 300;
const SHUTDOWN_TIMEOUT_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system, ms) used so far by every process of the group `pgid`. */
async function groupCpuMs(pgid: number): Promise<number> {
  const msPerTick = 1000 / 100; // Linux's USER_HZ
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command name in parentheses: state, ppid, pgrp, … utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * msPerTick;
}

const ways: [string, () => string[]][] = [
  ['npm start (scripts/start.ts)', () => [join(ROOT, 'scripts', 'start.ts')]],
  ['server.js (server/main.ts)', () => serverArgs(standaloneDir(ROOT))],
];

describe('a broken stdout and stderr', () => {
  it.each(ways)(
    'never stop %s: pages and /healthz answer, nothing spins, and SIGTERM still drains to exit 0',
    async (_, args) => {
      linkAssets(ROOT);
      // Nothing listens there: every page's CMS loads fail, and each failure logs a line.
      const closedPort = await freePort();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = track(
        spawn(process.execPath, args(), {
          detached: true,
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            PORT: String(port),
            HOSTNAME: '0.0.0.0',
            CMS_API_URL: `http://127.0.0.1:${closedPort}/api`,
            CMS_STALE_IF_ERROR_SECONDS: '0',
            CMS_SNAPSHOT_DIR: await mkdtemp(join(tmpdir(), 'school-snapshots-')),
            CONTENT_DIR: join(ROOT, 'content'),
            DATA_DIR: await mkdtemp(join(tmpdir(), 'school-data-')),
            SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
            SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
            // One process, as Next's own server is: the test compares the two.
            SERVER_PROCESSES: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      const pid = child.pid ?? 0;
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + 30_000;
        while ((await rawRequest(url, '/healthz', 'GET', 1000).catch(() => 0)) !== 200) {
          if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
          await sleep(100);
        }

        // While the pipes work, a failed load logs its line once, as always.
        expect(await rawRequest(url, '/home', 'GET', 5000)).toBe(200);
        while (!output.includes('[cms] menu load failed') && Date.now() < deadline) await sleep(50);
        expect(output.match(/\[cms\] menu load failed/g)).toHaveLength(1);

        child.stdout.destroy();
        child.stderr.destroy();

        for (let i = 0; i < 5; i++) expect(await rawRequest(url, '/home', 'GET', 5000)).toBe(200);
        expect(await rawRequest(url, '/healthz', 'GET', 5000)).toBe(200);
        // A process retrying its failed log lines would use a whole core; an idle server next to none.
        const cpuBefore = await groupCpuMs(pid);
        await sleep(1000);
        expect((await groupCpuMs(pid)) - cpuBefore).toBeLessThan(500);

        const sentAt = Date.now();
        process.kill(pid, 'SIGTERM');
        while (groupAlive(pid) && Date.now() - sentAt < SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS) await sleep(50);
        expect(groupAlive(pid)).toBe(false);
        await expect(exited).resolves.toBe(0);
      } finally {
        if (groupAlive(pid)) {
          process.kill(-pid, 'SIGKILL');
          await exited;
        }
      }
    },
  );
});

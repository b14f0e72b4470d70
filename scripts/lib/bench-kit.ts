/**
 * What each benchmark (scripts/bench.ts, scripts/bench-schools.ts) runs its measures with: progress lines,
 * children stopped whole however the run ends, temp folders, free ports, and medians.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Load } from './wrk.ts';

export { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const started = Date.now();
/** A line of progress, with the minutes and seconds since the start: where the run's time goes. */
export function step(text: string) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[bench ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${text}`);
}

// What the benchmark started, stopped also when it is interrupted or runs out of time (a server, nginx or a
// browser left behind would skew the next run and every other measurement on the machine).
const leftBehind = new Set<() => void>();
const tempDirs: string[] = [];
/** Adds an emergency stop; the function returned takes it back once the thing is stopped. */
export const stopOnExit = (stop: () => void) => {
  leftBehind.add(stop);
  return () => void leftBehind.delete(stop);
};
export function stopEverything() {
  for (const stop of leftBehind) stop();
  leftBehind.clear();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Stops everything the benchmark started when it runs past `minutes`, or is interrupted; the function
 * returned is called once it is done.
 */
export function boundRun(minutes: number): () => void {
  const deadline = setTimeout(() => {
    console.error(`[bench] stopped: it ran past its ${minutes}-minute bound`);
    stopEverything();
    process.exit(1);
  }, minutes * 60_000);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      console.error(`[bench] stopped by ${signal}`);
      stopEverything();
      process.exit(code);
    });
  }
  return () => clearTimeout(deadline);
}

export const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/**
 * A child in a process group of its own, stopped whole (next build's workers with it) when the benchmark
 * is: a Ctrl-C reaches the benchmark, which stops it, rather than the child directly.
 */
export function startChild(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; stop: () => void } {
  const child = spawn(command, args, { ...options, detached: true });
  const untrack = stopOnExit(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    untrack();
  };
  return { child, stop };
}

/** `node …args` (this Node) to its end, as npm would run the script. */
export async function runNode(args: string[], env: Record<string, string>): Promise<void> {
  const { child, stop } = startChild(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  stop();
  if (code !== 0) throw new Error(`node ${args.join(' ')} failed (exit code ${code})`);
}

/** Resident memory of a process and its children, in MiB, from /proc. */
export function treeRssMiB(pid: number): number {
  const children = (parent: number): number[] => {
    const found: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === parent) found.push(Number(entry), ...children(Number(entry)));
      } catch {
        // The process ended while we looked.
      }
    }
    return found;
  };
  let kib = 0;
  for (const id of [pid, ...children(pid)]) {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
    kib += Number(match?.[1] ?? 0);
  }
  return Math.round(kib / 1024);
}

/**
 * A server's RSS once it has settled after a load: read every 5 s until it has not fallen for 20 s (at most
 * 2 minutes), the lowest read. Right after a load a server still holds what the load freed: garbage, and a
 * young generation V8 shrinks only once the process has idled for some seconds (its memory reducer). That
 * depends on when it is read, not on what the server keeps.
 */
export async function settledRssMiB(pid: number): Promise<number> {
  let lowest = treeRssMiB(pid);
  let steady = 0;
  for (let waited = 0; waited < 120_000 && steady < 20_000; waited += 5_000) {
    await sleep(5_000);
    const now = treeRssMiB(pid);
    steady = now < lowest - 1 ? 0 : steady + 5_000;
    lowest = Math.min(lowest, now);
  }
  return lowest;
}

/** The CPU time a process has used so far (user and system), in seconds, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, the stat's 14th and 15th fields, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits (at most 15 s) until none of `pids` used more than a twentieth of a core over half a second. When
 * a load generator stops, the server it loaded still works through the requests it had taken (50 renders
 * of a second's wait each, for misses), and whatever load comes next would share the cores with them.
 */
export async function untilIdle(pids: number[]): Promise<void> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const before = pids.map(cpuSeconds);
    await sleep(500);
    if (pids.every((pid, index) => cpuSeconds(pid) - before[index]! <= 0.025)) return;
  }
}

/** Waits until `base` answers `page` with 200 (up to 30 s), or throws when `child` exits first. */
export async function waitForPage(base: string, page: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start`);
    try {
      const response = await fetch(`${base}${page}`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (attempt > 300) throw new Error('the server did not start');
    await sleep(100);
  }
}

/**
 * Each figure's own median over the rounds, rather than the round of median throughput, whose p99 was one
 * draw of the machine's noise: in one run nginx `auto` gave /home a p99 of 1.1 ms and the other pages
 * 4.3–4.4 ms, and our /home's p99 ratio read 4.5× where the other pages' read 0.8–1.3×.
 */
export function medianLoad(runs: Load[]): Load {
  const of = (figure: (run: Load) => number) => median(runs.map(figure));
  return {
    rps: Math.round(of((run) => run.rps)),
    p50: of((run) => run.p50),
    p99: of((run) => run.p99),
    requests: Math.round(of((run) => run.requests)),
    errors: Math.max(...runs.map((run) => run.errors)),
    kBPerResponse: of((run) => run.kBPerResponse),
  };
}

/**
 * The benchmark's load generator: `wrk`, Debian's C load generator. One C thread sends far more requests a
 * second than any server here answers, where autocannon (one Node thread) stopped near 3,000 and capped
 * both sides of every ratio. wrk reports through a Lua `done()` that prints one line of JSON, read here
 * rather than its human-readable text.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WRK_PATH } from './system-deps.ts';

/** What one load round measured: requests a second, latencies in ms, failed answers, size of an answer. */
export type Load = { rps: number; p50: number; p99: number; requests: number; errors: number; kBPerResponse: number };

/** The line's mark: whatever else wrk prints (its own summary) is left alone. */
const MARK = 'WRK_JSON ';

// wrk's summary (duration in µs, bytes read with headers, errors by kind) and latency percentiles in µs.
// `status` counts answers of 400 and above.
const DONE_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

type WrkJson = {
  requests: number;
  durationUs: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
};

/** The figures of one wrk run, from its output with the Lua `done()` line; throws when the line is missing. */
export function parseWrkOutput(output: string): Load {
  const line = output.split('\n').find((text) => text.startsWith(MARK));
  if (line === undefined) throw new Error(`wrk printed no result line:\n${output.trim()}`);
  const run = JSON.parse(line.slice(MARK.length)) as WrkJson;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    rps: Math.round(run.requests / Math.max(run.durationUs / 1e6, 1e-6)),
    p50: ms(run.p50Us),
    p99: ms(run.p99Us),
    requests: run.requests,
    errors: run.connect + run.read + run.write + run.status + run.timeout,
    // Bytes read, headers included: shows that the answers are compressed.
    kBPerResponse: +(run.bytes / Math.max(1, run.requests) / 1000).toFixed(1),
  };
}

/**
 * `wrk` against `url` for `seconds` with `connections` on one thread (the machine's other core stays with
 * the server), sending `headers` as a browser would. `track` receives an emergency stop for the run.
 */
export async function runWrk(
  url: string,
  { connections, seconds, headers }: { connections: number; seconds: number; headers: Record<string, string> },
  track: (stop: () => void) => () => void = () => () => {},
): Promise<Load> {
  const dir = mkdtempSync(join(tmpdir(), 'school-bench-wrk-'));
  const script = join(dir, 'done.lua');
  writeFileSync(script, DONE_SCRIPT);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const child = spawn(WRK_PATH, [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = track(() => child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output.trim()}`);
    return parseWrkOutput(output);
  } finally {
    untrack();
    rmSync(dir, { recursive: true, force: true });
  }
}

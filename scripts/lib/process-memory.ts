import { readdirSync, readFileSync } from 'node:fs';

// A server's memory as the benchmarks and the tests read it: what it and its workers hold, from /proc.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every process a test starts is recorded here, so the global teardown (global-teardown.mjs) can stop
 * whatever a failed set-up or an aborted test left running. Start children with `detached: true`: each
 * is then a process group the teardown can stop whole, with anything it started itself.
 */
export function track<T extends ChildProcess>(child: T): T {
  const dir = process.env.SCHOOL_TEST_CHILDREN;
  if (dir && child.pid) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, String(child.pid)), '');
  }
  return child;
}

/** Whether any process of the group `pid` leads (a server started detached) is still running. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

/**
 * Forgets a child its test has stopped itself. For a group whose last members may stay as zombies: the
 * browsers' helpers, orphaned when their browser is stopped, are left unreaped by this machine's init.
 */
export function untrack(child: ChildProcess): void {
  const dir = process.env.SCHOOL_TEST_CHILDREN;
  if (dir && child.pid) rmSync(join(dir, String(child.pid)), { force: true });
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

/**
 * A new folder for a test's files, in the run's own folder (global-setup.mjs), which the global teardown
 * removes: a data folder is some 9 MB, and a run starts well over a hundred servers. Outside a run (no
 * such folder), in the system's temp folder.
 */
export async function runTempDir(prefix: string): Promise<string> {
  const dir = process.env.SCHOOL_TEST_CHILDREN;
  if (dir) mkdirSync(dir, { recursive: true });
  return mkdtemp(join(dir ?? tmpdir(), prefix));
}

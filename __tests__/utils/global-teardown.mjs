import { readdirSync, rmSync } from 'node:fs';

const alive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Owns every process the suite started: whatever a test or a failed set-up left running (a server whose
 * browser never launched, say) is stopped here, its whole process group, SIGTERM and then SIGKILL.
 */
export default async function globalTeardown() {
  const dir = process.env.SCHOOL_TEST_CHILDREN;
  if (!dir) return;
  const pids = readdirSync(dir)
    .map(Number)
    .filter((pid) => pid > 0 && alive(pid));
  for (const pid of pids) process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(alive)) process.kill(-pid, 'SIGKILL');
  if (pids.length > 0) console.error(`test teardown: stopped ${pids.length} process group(s) a test left running`);
  rmSync(dir, { recursive: true, force: true });
}

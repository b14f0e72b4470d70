import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The run's own folder, which the global teardown removes; workers and the servers they start inherit it:
 * - the processes they start are recorded there (see children.ts);
 * - it is their temp folder (TMPDIR, which `os.tmpdir()` reads at each call), so every folder a test
 *   makes goes with the run: a server's data folder is some 9 MB, and a run starts well over a hundred.
 */
export default function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'school-test-children-'));
  process.env.SCHOOL_TEST_CHILDREN = dir;
  process.env.TMPDIR = join(dir, 'tmp');
  // Open as /tmp is: the Postgres the tests start runs as its own user, in a folder made here.
  chmodSync(dir, 0o755);
  mkdirSync(process.env.TMPDIR, { mode: 0o1777 });
  chmodSync(process.env.TMPDIR, 0o1777);
}

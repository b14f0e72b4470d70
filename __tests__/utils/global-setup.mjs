import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the test workers record the processes they start (see children.ts); workers inherit it. */
export default function globalSetup() {
  process.env.SCHOOL_TEST_CHILDREN = mkdtempSync(join(tmpdir(), 'school-test-children-'));
}

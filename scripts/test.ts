/**
 * `npm test`: the whole suite. Builds the production server once (which also type-checks every file),
 * then runs the unit tests and the integration tests against that build, and closes with one
 * "N passed, N failed" line for CI.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const resultsFile = `${root}.jest-results.json`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(step: string, args: string[]): number {
  console.log(`\n> ${step}`);
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

if (run('next build', [bin('next/dist/bin/next'), 'build']) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (the production build failed)');
  process.exit(1);
}

rmSync(resultsFile, { force: true });
const jestStatus = run('jest', [bin('jest/bin/jest.js'), '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 1;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number };
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
} catch {
  console.error('jest wrote no results');
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(jestStatus !== 0 || failed > 0 ? 1 : 0);

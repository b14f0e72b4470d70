/**
 * `npm test`: the whole suite. Audits the shipped dependencies, lints (scripts/lint.ts), installs or names the system programs
 * the browser tests need (scripts/lib/system-deps.ts), builds the production server once (which
 * also type-checks every file), then runs the unit, integration and browser tests against that build,
 * and closes with one "N passed, N failed" line for CI.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './lib/system-deps.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const resultsFile = `${root}.jest-results.json`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(step: string, args: string[]): number {
  console.log(`\n> ${step}`);
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

type AuditReport = { metadata?: { vulnerabilities?: Record<string, number> }; statusCode?: number; message?: string };

/**
 * `npm audit --omit=dev`: a high or critical advisory in what the site ships fails the run. Where the
 * registry's advisory endpoint cannot be reached (our mirror answers 405) it says so and checks nothing.
 */
function auditFails(): boolean {
  console.log('\n> npm audit --omit=dev');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  let report: AuditReport = {};
  try {
    report = JSON.parse(result.stdout) as AuditReport;
  } catch {
    // No JSON at all: npm itself failed to run; reported below like an unreachable endpoint.
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? result.error?.message ?? `npm exited with ${result.status}`;
    console.log(`audit: not checked, the advisory endpoint did not answer (${why})`);
    return false;
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  return serious > 0;
}

if (auditFails()) {
  console.log('\ntests: 0 passed, 1 failed (npm audit found a high or critical advisory)');
  process.exit(1);
}

// Lint (ESLint, import rules, formatting) before the build: a minute, against the build's four.
if (run('npm run lint', [fileURLToPath(new URL('./lint.ts', import.meta.url))]) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (lint failed: npm run lint)');
  process.exit(1);
}

// The browsers and programs the suite drives, before the build, so a missing one costs seconds rather than minutes.
ensureSystemDeps();

if (run('npm run build', [fileURLToPath(new URL('./build.ts', import.meta.url))]) !== 0) {
  console.log('\ntests: 0 passed, 1 failed (the production build failed)');
  process.exit(1);
}

rmSync(resultsFile, { force: true });
const jestStatus = run('jest', [
  bin('jest/bin/jest.js'),
  '--json',
  `--outputFile=${resultsFile}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 1;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
} catch {
  console.error('jest wrote no results');
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(jestStatus !== 0 || failed > 0 ? 1 : 0);

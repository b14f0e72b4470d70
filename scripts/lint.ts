/**
 * `npm run lint`: ESLint, the import rules (scripts/check-imports.ts), knip (files, exports and packages
 * nothing uses; knip.json) and `prettier --check .`, each run even when one before it failed, so one run
 * shows everything; exits non-zero when any failed. ESLint keeps a cache in node_modules/.cache so a second
 * run on a developer's machine only lints what changed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

const steps: [string, string[]][] = [
  ['eslint', [bin('eslint/bin/eslint.js'), '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['imports', [fileURLToPath(new URL('./check-imports.ts', import.meta.url))]],
  ['knip', [bin('knip/bin/knip.js'), '--no-progress']],
  ['prettier --check', [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
];

const failed: string[] = [];
for (const [name, args] of steps) {
  const started = performance.now();
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  console.log(
    `lint: ${name} ${status === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failed.push(name);
}
if (failed.length) console.log(`lint failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// `npm run migrate` and `npm run users` load the config, and with it every migration, in Node itself: its
// type stripping needs `.ts` on every import and `type` on every type-only import, which Payload's
// `migrate:create` does not write. Jest's transform would load them either way, so Node is asked here.
const ROOT = join(__dirname, '..', '..', '..');

it.each(['sqlite', 'postgres'])('every %s migration loads in Node as the commands load it', (database) => {
  const loaded = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { migrations } = await import('./cms/migrations/${database}/index.ts');
       console.log(migrations.filter((m) => typeof m.up === 'function' && typeof m.down === 'function').length);`,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  expect(Number(loaded.trim())).toBeGreaterThanOrEqual(7);
});

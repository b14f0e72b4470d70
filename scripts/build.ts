/**
 * `npm run build`: `next build` (standalone output), then the site's server (server/main.ts) bundled into
 * `.next/standalone/server.js`, over the file Next writes there (see scripts/lib/standalone.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFonts } from './lib/fonts.ts';
import { bundlePdfTextWorker, PDF_TEXT_WORKER_FILE } from './lib/pdf-text-worker-bundle.ts';
import { bundleServer } from './lib/server-bundle.ts';
import { standaloneDir } from './lib/standalone.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const nextBuild = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (nextBuild.status !== 0) process.exit(nextBuild.status ?? 1);

// The Hindi pages' font, served beside the build's scripts (features/site-frame/devanagari-font.ts).
await copyFonts(ROOT);

// The proxy and instrumentation read content/ and public/ from the working folder at run time, so the
// tracer copies project files into the build (outputFileTracingExcludes does not reach those two). They
// come from where the school keeps them (the image copies them in, npm start links them), never from a
// copy frozen at build time.
// The CMS's data folder (a live database and uploads) must never ship, and its migrations are bundled
// into the server already.
for (const file of ['content', 'public', 'data', 'cms', 'README.md', 'package-lock.json']) {
  rmSync(join(standaloneDir(ROOT), file), { recursive: true, force: true });
}

await bundleServer(ROOT, join(standaloneDir(ROOT), 'server.js'));
console.log(`Server: ${join('.next', 'standalone', 'server.js')} (server/main.ts)`);
// Beside server.js, the folder the server runs in, where the app starts it (features/documents/pdf-text.ts).
await bundlePdfTextWorker(ROOT, join(standaloneDir(ROOT), PDF_TEXT_WORKER_FILE));
console.log(
  `PDF text worker: ${join('.next', 'standalone', PDF_TEXT_WORKER_FILE)} (features/documents/pdf-text-worker.ts)`,
);

/**
 * The PDF text worker (features/documents/pdf-text-worker.ts) bundled with PDF.js into one file beside the
 * build's server.js, where the app starts it from (features/documents/pdf-text.ts): Next's bundler does not
 * follow a worker thread's entry, and the image has neither features/ nor a TypeScript runner.
 */
import { build } from 'esbuild';

export const PDF_TEXT_WORKER_FILE = 'pdf-text-worker.mjs';

export async function bundlePdfTextWorker(root: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [`${root}/features/documents/pdf-text-worker.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

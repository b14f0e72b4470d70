/**
 * The site's HTTP server (server/main.ts) bundled into one file with what it imports from lib/ and cms/,
 * so the image needs neither; `next` stays outside, loaded from the build's node_modules (or the
 * project's, for `npm run dev`).
 */
import { build } from 'esbuild';
import { SERVER_BANNER } from './standalone.ts';

export async function bundleServer(root: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [`${root}/server/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['next', 'next/*'],
    // CommonJS packages in the bundle (compression, negotiator) require Node's own modules.
    banner: {
      js: `${SERVER_BANNER}\nimport { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);`,
    },
    logLevel: 'warning',
  });
}

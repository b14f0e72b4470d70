/**
 * The one deployable build: `next build` with `output: 'standalone'` writes `.next/standalone/server.js`
 * and the few node_modules it needs; `npm run build` adds the server's preload next to it. The container
 * image, `npm start`, the benchmark and the tests all run that server.js. (Paths take the project's root:
 * jest loads this file too, where `import.meta` does not exist.)
 */
import { existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** scripts/server-preload.ts bundled into one file, so the image needs neither scripts/ nor lib/. */
export const PRELOAD_FILE = 'server-preload.mjs';

export const standaloneDir = (root: string) => join(root, '.next', 'standalone');

/** Whether `npm run build` has made the build (server.js and the preload). */
export function hasBuild(root: string): boolean {
  return existsSync(join(standaloneDir(root), 'server.js')) && existsSync(join(standaloneDir(root), PRELOAD_FILE));
}

/** Node's arguments to run the build held in `dir`, as the image's CMD does with its NODE_OPTIONS. */
export function serverArgs(dir: string): string[] {
  return ['--import', join(dir, PRELOAD_FILE), join(dir, 'server.js')];
}

/**
 * On this machine the build serves `public/` and `.next/static` from where they are (the image copies
 * them in): links, so a document the school adds to public/documents is served at once, as from a copy
 * made at build time it would not be.
 */
export function linkAssets(root: string): void {
  if (!hasBuild(root)) throw new Error('No production build: run `npm run build` first.');
  const links: [string, string][] = [
    [join(standaloneDir(root), 'public'), join(root, 'public')],
    [join(standaloneDir(root), '.next', 'static'), join(root, '.next', 'static')],
  ];
  for (const [link, target] of links) {
    if (linksTo(link, target)) continue;
    rmSync(link, { recursive: true, force: true });
    mkdirSync(join(link, '..'), { recursive: true });
    try {
      symlinkSync(target, link);
    } catch (error) {
      // Test files start servers in parallel: another may have made the same link a moment ago.
      if (!linksTo(link, target)) throw error;
    }
  }
}

function linksTo(link: string, target: string): boolean {
  try {
    return readlinkSync(link) === target;
  } catch {
    return false;
  }
}

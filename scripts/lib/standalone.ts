/**
 * The one deployable build: `next build` with `output: 'standalone'` writes `.next/standalone/` with the
 * few node_modules it needs; `npm run build` writes the site's server (server/main.ts, bundled) there as
 * `server.js`, over the one Next generates. The container image, `npm start`, the benchmark and the tests
 * all run that server.js. (Paths take the project's root: jest loads this file too, where `import.meta`
 * does not exist.)
 */
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** The first line of the site's bundled server, which tells it from the server.js Next generates. */
export const SERVER_BANNER = "// The site's HTTP server (server/main.ts), bundled by scripts/build.ts.";

export const standaloneDir = (root: string) => join(root, '.next', 'standalone');

/** Whether `npm run build` has made the build: Next's, with the site's server.js. */
export function hasBuild(root: string): boolean {
  const server = join(standaloneDir(root), 'server.js');
  return existsSync(server) && readFileSync(server, 'utf8').startsWith(SERVER_BANNER);
}

/** Node's arguments to run the build held in `dir`, as the image's CMD does. */
export function serverArgs(dir: string): string[] {
  return [join(dir, 'server.js')];
}

/** Where Debian's `libjemalloc2` puts the library, for this machine's architecture. */
const DEBIAN_ARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'x86_64', arm64: 'aarch64' };

/** The jemalloc library installed on this machine (Debian's `libjemalloc2`), if any. */
export function jemallocPath(): string | undefined {
  const arch = DEBIAN_ARCH[process.arch];
  const candidates = [
    ...(arch ? [`/usr/lib/${arch}-linux-gnu/libjemalloc.so.2`] : []),
    '/usr/lib/libjemalloc.so.2',
    '/usr/local/lib/libjemalloc.so.2',
  ];
  return candidates.find((path) => existsSync(path));
}

/**
 * jemalloc's settings: a background thread hands freed pages back to the system after a second idle,
 * rather than when the next allocation happens to pass by.
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0';

/**
 * The environment to run the build in, as the image (so also deploy/kubernetes.yaml, which runs it) and
 * the systemd unit set it: `env`, with the server's native memory (zlib's Brotli and gzip in libuv's
 * threads, SQLite, sharp, the HTTP parser) in jemalloc where it is installed, unless `env` preloads
 * something itself. glibc's malloc keeps what a burst of renders freed: after 60 schools' pages walked
 * twice, its main heap held 107 MB of which 34 MB was in use; a replica that served 200 schools settled
 * at 406 MiB on it, 328 MiB on jemalloc (sharp, for the same reason, works on one thread on glibc unless
 * it finds jemalloc).
 * Without jemalloc, glibc's malloc is held to two arenas rather than up to eight a core that each keep
 * what they freed (559 MB against 530 MB after the same walk, the means of 4 and 8 runs).
 */
export function serverEnv(env: NodeJS.ProcessEnv, jemalloc = jemallocPath() ?? null): NodeJS.ProcessEnv {
  if (env.LD_PRELOAD !== undefined || jemalloc === null) return { MALLOC_ARENA_MAX: '2', ...env };
  return { LD_PRELOAD: jemalloc, MALLOC_CONF: JEMALLOC_CONF, ...env };
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

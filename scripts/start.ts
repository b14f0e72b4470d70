/**
 * `npm start`: validates the settings, builds once if there is no build yet, prepares the embedded CMS's
 * database (`npm run migrate`: pending migrations, and the starter content into an empty database), then
 * runs the production build, `.next/standalone/server.js` as the container image does (or, with --dev,
 * the same server, server/main.ts, over `next dev`).
 */
// First: this process writes to the same stdout and stderr as the server.
import '../server/drop-unwritable-logs.ts';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseSettings, SettingsError, type Settings } from '../lib/settings.ts';
import { bundleServer } from './lib/server-bundle.ts';
import { hasBuild, linkAssets, serverArgs, serverEnv, standaloneDir } from './lib/standalone.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so the bundle's `next` is the project's own.
const devServer = fileURLToPath(new URL('../.next/dev-server.mjs', import.meta.url));
const dev = process.argv.includes('--dev');

function readSettingsOrExit(): Settings {
  try {
    return parseSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
}

const settings = readSettingsOrExit();

if (!dev && !hasBuild(ROOT)) {
  console.log('No production build yet: running `npm run build` once.');
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.ts', import.meta.url))], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!dev) linkAssets(ROOT);

// In a child process, so the server does not carry the migration's memory for the rest of its life.
const env = {
  ...process.env,
  PORT: String(settings.port),
  DATA_DIR: settings.dataDir,
  CONTENT_DIR: settings.contentDir,
};
const migrate = spawnSync(process.execPath, [fileURLToPath(new URL('./migrate.ts', import.meta.url)), '--from-start'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

if (!dev && !settings.siteUrl) {
  console.warn(
    "npm start: SITE_URL is unset, so links in pages, the sitemap and robots.txt use the request's host when it is on ALLOWED_HOSTS, else http://localhost: set SITE_URL to the public address, e.g. SITE_URL=https://school.example",
  );
}

if (settings.usesEmbeddedCms)
  console.log(`Editing: http://localhost:${settings.port}/admin (the site's own CMS; data in ${settings.dataDir})`);

if (dev) await bundleServer(ROOT, devServer);

// The server owns SIGTERM and SIGINT (server/graceful-shutdown.ts). HOSTNAME is its listening address,
// not this machine's name.
const server = spawn(process.execPath, dev ? [devServer, '--dev'] : serverArgs(standaloneDir(ROOT)), {
  cwd: ROOT,
  env: serverEnv({ ...env, HOSTNAME: '0.0.0.0' }),
  stdio: 'inherit',
});

// The server drains and exits 0 on its own; this process follows it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 1));

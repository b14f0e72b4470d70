/**
 * `npm start`: validates the settings, starts the embedded demo CMS when CMS_API_URL is unset,
 * builds once if there is no build yet, then runs the production build, `.next/standalone/server.js`
 * as the container image does (or `next dev` with --dev).
 */
// First: this process and its demo CMS write to the same stdout and stderr as the server.
import './drop-unwritable-logs.ts';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDemoCms } from '../cms/server.ts';
import { checkContentOrExit } from '../lib/content/start-check.ts';
import { parseSettings, SettingsError, type Settings } from '../lib/settings.ts';
import { hasBuild, linkAssets, serverArgs, standaloneDir } from './lib/standalone.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const nextBin = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));
const dropUnwritableLogs = fileURLToPath(new URL('./drop-unwritable-logs.ts', import.meta.url));
const hideInternalHeaders = fileURLToPath(new URL('./hide-internal-headers.ts', import.meta.url));
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

checkContentOrExit(settings.contentDir, 'npm start');

if (!dev && !hasBuild(ROOT)) {
  console.log('No production build yet: running `npm run build` once.');
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.ts', import.meta.url))], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!dev) linkAssets(ROOT);

if (!dev && !settings.siteUrl) {
  console.warn('npm start: SITE_URL is unset, so links in pages, the sitemap and robots.txt use the request\'s host when it is on ALLOWED_HOSTS, else http://localhost: set SITE_URL to the public address, e.g. SITE_URL=https://school.example');
}

// The server reads the content files where this check did (CONTENT_DIR, else the repo's content/), so staff edits show live.
const env = { ...process.env, PORT: String(settings.port), CMS_API_URL: settings.cmsApiUrl, CONTENT_DIR: settings.contentDir };
const demoCms = settings.usesDemoCms ? await startDemoCms({ port: settings.demoCmsPort }) : undefined;
if (demoCms) console.log(`Demo CMS at ${demoCms.apiUrl} (content: cms/content.json, edits show on the next request)`);

// In production the server owns SIGTERM and SIGINT (scripts/graceful-shutdown.ts, in its preload);
// `next dev` keeps Next's own. HOSTNAME is server.js's listening address, not this machine's name.
const server = dev
  ? spawn(process.execPath, ['--import', dropUnwritableLogs, '--import', hideInternalHeaders, nextBin, 'dev', '--port', String(settings.port)], { cwd: ROOT, env, stdio: 'inherit' })
  : spawn(process.execPath, serverArgs(standaloneDir(ROOT)), { cwd: ROOT, env: { ...env, HOSTNAME: '0.0.0.0' }, stdio: 'inherit' });

// The server drains and exits 0 on its own; this process follows it, once the demo CMS has stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code) => {
  await demoCms?.close();
  process.exit(code ?? 1);
});

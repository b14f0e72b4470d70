/**
 * Programs the test suite (and `npm run bench`: nginx, wrk, Chromium) needs from the system rather than from
 * npm, and how `npm test` gets them on a fresh machine: browser builds cannot be downloaded by tools here, so as root on Debian or Ubuntu it
 * installs Debian's packages with apt-get (as `playwright install --with-deps` does for its own); anywhere
 * else it stops at once with one line naming what to install.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, join } from 'node:path';
import { jemallocPath } from './standalone.ts';

/** A program the test suite needs from the system, and the Debian packages that provide it. */
export type SystemDep = { name: string; found: () => boolean; debianPackages: string[] };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const WRK_PATH = process.env.WRK_PATH ?? '/usr/bin/wrk';

/** Debian's Postgres server programs (initdb, postgres), newest version first: its package puts them off PATH. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | undefined {
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));
}

export const SYSTEM_DEPS: SystemDep[] = [
  {
    name: 'Chromium',
    found: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    debianPackages: ['chromium'],
  },
  { name: 'Firefox ESR', found: () => existsSync(FIREFOX_PATH), debianPackages: ['firefox-esr'] },
  { name: 'WebKitWebDriver', found: () => existsSync(WEBKIT_DRIVER_PATH), debianPackages: ['webkit2gtk-driver'] },
  { name: 'Xvfb', found: () => existsSync(XVFB_PATH), debianPackages: ['xvfb'] },
  // The text-browser test reads /home as lynx shows it.
  { name: 'lynx', found: () => onPath('lynx'), debianPackages: ['lynx'] },
  // The rolling-restart test puts two replicas behind nginx, as a VM deployment would.
  { name: 'nginx', found: () => existsSync(NGINX_PATH), debianPackages: ['nginx'] },
  // `npm run bench` loads the servers with wrk, a load generator in C (scripts/lib/wrk.ts).
  { name: 'wrk', found: () => existsSync(WRK_PATH), debianPackages: ['wrk'] },
  // The replica and backup tests run the CMS on a private Postgres cluster of their own.
  { name: 'PostgreSQL', found: () => postgresBinDir() !== undefined, debianPackages: ['postgresql'] },
  // The HTML checker test runs the Nu HTML Checker (npm's vnu-jar), a Java program.
  { name: 'Java', found: () => onPath('java'), debianPackages: ['default-jre-headless'] },
  // The sitemap test validates the sitemap against sitemaps.org's schema with xmllint.
  { name: 'xmllint', found: () => onPath('xmllint'), debianPackages: ['libxml2-utils'] },
  // The servers the tests and benchmarks start run on jemalloc, as the image's does (serverEnv in
  // scripts/lib/standalone.ts): what they measure and exercise is what a deployment runs.
  { name: 'jemalloc', found: () => jemallocPath() !== undefined, debianPackages: ['libjemalloc2'] },
];

function isDebianLike(): boolean {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** Runs `apt-get …args` and says whether it succeeded. */
export type AptGet = (args: string[]) => boolean;

const aptGet: AptGet = (args) => {
  // Another apt-get may hold the lock for a while: wait for it rather than fail.
  const result = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
};

/** Debian's hook that package scripts ask (through invoke-rc.d) before starting a service: 101 means no. */
const POLICY_RC_D = '/usr/sbin/policy-rc.d';
const NO_SERVICE_STARTS =
  '#!/bin/sh\n# Written by npm test (scripts/lib/system-deps.ts) while it installs packages.\nexit 101\n';

type SavedPolicy = { link: string } | { content: Buffer; mode: number } | undefined;

function savePolicy(path: string): SavedPolicy {
  try {
    const stat = lstatSync(path);
    return stat.isSymbolicLink()
      ? { link: readlinkSync(path) }
      : { content: readFileSync(path), mode: stat.mode & 0o7777 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function restorePolicy(path: string, saved: SavedPolicy): void {
  rmSync(path, { force: true });
  if (saved === undefined) return;
  if ('link' in saved) {
    symlinkSync(saved.link, path);
  } else {
    writeFileSync(path, saved.content);
    chmodSync(path, saved.mode);
  }
}

/**
 * apt-get update && apt-get install -y …packages, starting no service: on a machine with an init system,
 * Debian's nginx package would start nginx on port 80 and leave it running after the tests. Whatever
 * policy-rc.d was there before is put back afterwards, also when the install fails or throws.
 */
export function installWithoutStartingServices(
  packages: string[],
  { apt = aptGet, policyPath = POLICY_RC_D }: { apt?: AptGet; policyPath?: string } = {},
): boolean {
  const saved = savePolicy(policyPath);
  // Removed first: writing through a link would change the file it points to, and an existing file keeps its mode.
  rmSync(policyPath, { force: true });
  writeFileSync(policyPath, NO_SERVICE_STARTS, { mode: 0o755 });
  try {
    return apt(['update']) && apt(['install', '-y', ...packages]);
  } finally {
    restorePolicy(policyPath, saved);
  }
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Installs what is missing (root on Debian/Ubuntu: apt-get update && apt-get install -y …, no service
 * started), else exits at once with one line naming what to install; `command` names who asks (`npm run bench`
 * needs nginx, wrk and Chromium only).
 */
export function ensureSystemDeps(deps: SystemDep[] = SYSTEM_DEPS, command = 'npm test'): void {
  const missing = deps.filter((dep) => !dep.found());
  if (missing.length === 0) return;
  const names = missing.map((dep) => dep.name).join(', ');
  const packages = [...new Set(missing.flatMap((dep) => dep.debianPackages))];
  if (process.getuid?.() !== 0 || !isDebianLike()) {
    stop(
      `${command}: ${names} not found; install the Debian/Ubuntu package(s) ${packages.join(' ')} (as root: apt-get install -y ${packages.join(' ')})`,
    );
  }
  console.log(`\n> apt-get install -y ${packages.join(' ')} (${names} not found)`);
  if (!installWithoutStartingServices(packages))
    stop(`${command}: apt-get could not install ${packages.join(' ')}; install it by hand`);
  const still = missing.filter((dep) => !dep.found());
  if (still.length > 0)
    stop(
      `${command}: ${still.map((dep) => dep.name).join(', ')} still not found after installing ${packages.join(' ')}`,
    );
}

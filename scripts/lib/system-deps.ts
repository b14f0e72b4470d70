/**
 * Programs the test suite needs from the system rather than from npm: browser builds cannot be downloaded
 * by tools here, so they come from Debian packages. `npm test` installs the missing ones where it can
 * (root on Debian or Ubuntu), else stops at once with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A program the test suite needs from the system, and the Debian packages that provide it. */
export type SystemDep = { name: string; found: () => boolean; debianPackages: string[] };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));
}

export const SYSTEM_DEPS: SystemDep[] = [
  { name: 'Firefox ESR', found: () => existsSync(FIREFOX_PATH), debianPackages: ['firefox-esr'] },
  { name: 'WebKitWebDriver', found: () => existsSync(WEBKIT_DRIVER_PATH), debianPackages: ['webkit2gtk-driver'] },
  { name: 'Xvfb', found: () => existsSync(XVFB_PATH), debianPackages: ['xvfb'] },
  // The text-browser test reads /home as lynx shows it.
  { name: 'lynx', found: () => onPath('lynx'), debianPackages: ['lynx'] },
];

/** Installs what is missing (root on Debian/Ubuntu: apt-get update && apt-get install -y …), else exits at once with one line naming what to install. */
export function ensureSystemDeps(deps: SystemDep[] = SYSTEM_DEPS): void {
  const missing = deps.filter((dep) => !dep.found());
  if (missing.length === 0) return;
  const names = missing.map((dep) => dep.name).join(', ');
  const packages = [...new Set(missing.flatMap((dep) => dep.debianPackages))];
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (canInstall) {
    console.log(`\n> apt-get install -y ${packages.join(' ')} (missing: ${names})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && missing.every((dep) => dep.found())) return;
  }
  console.error(`tests: missing ${names}; install it first: apt-get install -y ${packages.join(' ')}`);
  process.exit(1);
}

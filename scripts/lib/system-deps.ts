/**
 * Programs the browser suite needs from the system rather than from npm: browser builds cannot be
 * downloaded by tools here, so they come from Debian packages, installed when missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the test suite needs from the system, and the Debian packages that provide it. */
export type SystemDep = { name: string; found: () => boolean; debianPackages: string[] };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';

export const SYSTEM_DEPS: SystemDep[] = [
  { name: 'Firefox ESR', found: () => existsSync(FIREFOX_PATH), debianPackages: ['firefox-esr'] },
  { name: 'WebKitWebDriver', found: () => existsSync(WEBKIT_DRIVER_PATH), debianPackages: ['webkit2gtk-driver'] },
  { name: 'Xvfb', found: () => existsSync(XVFB_PATH), debianPackages: ['xvfb'] },
];

function apt(args: string[]): boolean {
  return spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs what is missing (root on Debian/Ubuntu: apt-get update && apt-get install -y …), else exits at once with one line naming what to install. */
export function ensureSystemDeps(deps: SystemDep[] = SYSTEM_DEPS): void {
  const missing = deps.filter((dep) => !dep.found());
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((dep) => dep.debianPackages))];
  const names = missing.map((dep) => dep.name).join(', ');
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`\n> apt-get install -y ${packages.join(' ')} (missing: ${names})`);
    if (apt(['update']) && apt(['install', '-y', ...packages]) && missing.every((dep) => dep.found())) return;
  }
  console.error(`system packages missing: ${names}; install them with: sudo apt-get install -y ${packages.join(' ')}`);
  process.exit(1);
}

import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installWithoutStartingServices, SYSTEM_DEPS, WRK_PATH } from '../../../scripts/lib/system-deps';

let dir: string;
let policyPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'policy-rc-d-'));
  policyPath = join(dir, 'policy-rc.d');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What invoke-rc.d would get from the policy for "start nginx" right now: 101 forbids the start. */
const policyAnswer = () => (existsSync(policyPath) ? spawnSync(policyPath, ['nginx', 'start']).status : 'no policy');

describe('installing Debian packages', () => {
  it('forbids every service start while apt-get runs and leaves no policy behind', () => {
    const calls: { args: string[]; policy: number | string | null }[] = [];
    const installed = installWithoutStartingServices(['nginx', 'lynx'], {
      policyPath,
      apt: (args) => (calls.push({ args, policy: policyAnswer() }), true),
    });
    expect(installed).toBe(true);
    expect(calls).toEqual([
      { args: ['update'], policy: 101 },
      { args: ['install', '-y', 'nginx', 'lynx'], policy: 101 },
    ]);
    expect(existsSync(policyPath)).toBe(false);
  });

  it('puts back the policy that was there before, with its mode, when the install fails', () => {
    writeFileSync(policyPath, '#!/bin/sh\nexit 0\n', { mode: 0o750 });
    const during: (number | string | null)[] = [];
    const installed = installWithoutStartingServices(['nginx'], {
      policyPath,
      apt: (args) => (during.push(policyAnswer()), args[0] === 'update'),
    });
    expect(installed).toBe(false);
    expect(during).toEqual([101, 101]);
    expect(readFileSync(policyPath, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
    expect(statSync(policyPath).mode & 0o777).toBe(0o750);
    expect(policyAnswer()).toBe(0);
  });

  it('puts back a linked policy, leaving the file it points to untouched, when apt-get throws', () => {
    const target = join(dir, 'site-policy');
    writeFileSync(target, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    symlinkSync(target, policyPath);
    const apt = () => {
      expect(policyAnswer()).toBe(101);
      throw new Error('apt-get could not be started');
    };
    expect(() => installWithoutStartingServices(['nginx'], { policyPath, apt })).toThrow(
      'apt-get could not be started',
    );
    expect(readlinkSync(policyPath)).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
  });
});

describe('what npm run bench needs from the system', () => {
  it('has wrk, its load generator, installed from Debian’s package wrk and looked for at WRK_PATH', () => {
    const wrk = SYSTEM_DEPS.find((dep) => dep.name === 'wrk');
    expect(wrk?.debianPackages).toEqual(['wrk']);
    expect(WRK_PATH).toBe(process.env.WRK_PATH ?? '/usr/bin/wrk');
    expect(wrk?.found()).toBe(existsSync(WRK_PATH));
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { track } from '../utils/children';
import { addUser } from '../utils/cms-client';
import { copyContent } from '../utils/content-dir';
import { freePort, getPage } from '../utils/production-server';

const ROOT = join(__dirname, '..', '..');
const IMPORT_LINE = '[cms] the database is empty: importing the starter content';
const NO_ADMIN_LINE = /^npm start: no admin account yet, .*`npm run users -- add you@school\.example --role admin`/;

type Run = { code: number | null; output: string };

// Folders this file made (data, snapshots), removed once it is done.
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** Runs `npm start`'s script as the README does, and stops it once `until` matches what it printed. */
function runStart(env: Record<string, string>, until?: RegExp): Promise<Run & { stop: () => Promise<Run> }> {
  const child = track(
    spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
      detached: true,
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        CMS_API_URL: '',
        // Never the repository's own data/: each run gets a fresh database unless it names one.
        DATA_DIR: tempDir('school-start-data-'),
        CMS_SNAPSHOT_DIR: tempDir('school-start-snapshots-'),
        SHUTDOWN_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) {
        resolve({
          code: null,
          output,
          stop: async () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((run) => resolve({ ...run, stop: async () => run }));
  });
}

/** What `npm start` printed, without Node's warnings, the migration's progress and Next's banner. */
function printedLines(output: string): string[] {
  return output
    .trim()
    .split('\n')
    .filter(
      (line) =>
        line.trim() !== '' &&
        !/^(\(node:|\(Use `node --trace|\[payload\] (Reading|Migrat|\[db-sqlite\] Enabling WAL)|\[cms\] the database is empty|▲|- |✓ )/.test(
          line,
        ),
    );
}

/** `npm start` on a fresh or given DATA_DIR, serving once Next says it is ready. */
async function serve(env: Record<string, string> = {}) {
  const port = await freePort();
  const run = await runStart({ PORT: String(port), ...env }, /Ready in/);
  if (run.code !== null) throw new Error(`npm start exited with ${run.code}:\n${run.output}`);
  return { ...run, url: `http://127.0.0.1:${port}` };
}

describe('npm start', () => {
  it.each([
    ['CMS_API_URL', 'ftp://cms.example/api'],
    ['CMS_API_URL', 'https://cms.example/v1'],
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
  ])('refuses %s=%s with a one-line error naming the setting', async (name, value) => {
    const run = await runStart({ [name]: value });
    expect(run.code).toBe(1);
    expect(printedLines(run.output)).toEqual([
      expect.stringMatching(new RegExp(`^npm start: Invalid setting ${name}=`)),
    ]);
  });

  it('refuses a short PAYLOAD_SECRET with one line that names it and never shows it', async () => {
    const run = await runStart({ PAYLOAD_SECRET: 'short-secret' });
    expect(run.code).toBe(1);
    expect(printedLines(run.output)).toEqual([
      'npm start: Invalid setting PAYLOAD_SECRET="***": must be at least 32 characters (e.g. `openssl rand -hex 32`)',
    ]);
    expect(run.output).not.toContain('short-secret');
  });

  it('refuses DATABASE_URL without PAYLOAD_SECRET with one line naming the secret', async () => {
    const run = await runStart({ DATABASE_URL: 'postgres://site:s3cret@db.internal/school' });
    expect(run.code).toBe(1);
    expect(printedLines(run.output)).toEqual([
      expect.stringMatching(/^npm start: Invalid setting PAYLOAD_SECRET="": must be set when DATABASE_URL is/),
    ]);
    expect(run.output).not.toContain('s3cret');
  });

  it('refuses a CONTENT_DIR that is not a folder', async () => {
    const run = await runStart({ CONTENT_DIR: '/no/such/folder' });
    expect(run.code).toBe(1);
    expect(printedLines(run.output)).toEqual([
      expect.stringMatching(/^npm start: Invalid setting CONTENT_DIR=.*must be an existing folder/),
    ]);
  });

  it('refuses broken starter content on a fresh DATA_DIR with one line naming the file and the field', async () => {
    const content = copyContent();
    try {
      content.edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: call the office');
      const run = await runStart({ CONTENT_DIR: content.dir });
      expect(run.code).toBe(1);
      expect(printedLines(run.output)).toEqual([
        'npm start: content/school.yaml: phone: expected a phone number such as "+91 11 4567 8900"',
      ]);
    } finally {
      content.cleanUp();
    }
  });

  describe('on a fresh DATA_DIR', () => {
    let run: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      run = await serve();
    });
    afterAll(() => run?.stop());

    it('imports the demo school once and serves it', async () => {
      expect(run.output.split('\n').filter((line) => line.includes(IMPORT_LINE))).toHaveLength(1);
      const page = await getPage(`${run.url}/home`);
      expect(page.status).toBe(200);
      expect(document.title).toMatch(/^Greenwood Public School/);
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'href',
        '/about-us',
      );
      expect((await getPage(`${run.url}/about-us`)).status).toBe(200);
    });

    it('says once how to make the first admin account, and once that SITE_URL is unset', () => {
      const lines = printedLines(run.output);
      expect(lines.filter((line) => line.includes('admin account'))).toEqual([expect.stringMatching(NO_ADMIN_LINE)]);
      expect(lines.filter((line) => line.includes('SITE_URL'))).toEqual([
        expect.stringMatching(/^npm start: SITE_URL is unset.*set SITE_URL to the public address/),
      ]);
    });

    it('offers no first-user screen: the page answers 403 with instructions and no form, the API 403', async () => {
      const screenPage = await getPage(`${run.url}/admin/create-first-user`);
      expect(screenPage.status).toBe(403);
      expect(screenPage.html).toContain('npm run users -- add you@school.example --role admin');
      expect(document.querySelector('form')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      const register = await fetch(`${run.url}/api/users/first-register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'intruder@evil.example', password: 'intruder-password' }),
      });
      expect(register.status).toBe(403);
    });
  });

  it('imports nothing on a second start on the same DATA_DIR, and stops asking for an admin once one exists', async () => {
    const dataDir = tempDir('school-start-data-');
    const first = await serve({ DATA_DIR: dataDir });
    expect((await first.stop()).code).toBe(0);
    await addUser(dataDir, 'admin@school.example', 'admin');
    const second = await serve({ DATA_DIR: dataDir });
    try {
      expect(second.output).not.toContain(IMPORT_LINE);
      expect(second.output).not.toMatch(/no admin account/);
      const page = await getPage(`${second.url}/home`);
      expect(page.status).toBe(200);
      expect(document.title).toMatch(/^Greenwood Public School/);
    } finally {
      await second.stop();
    }
  });

  it('stops the server on SIGTERM, and exits 0', async () => {
    const run = await serve();
    const stopped = await run.stop();
    expect(stopped.code).toBe(0);
    expect(stopped.output).toMatch(/^Server stopped$/m);
    await expect(fetch(`${run.url}/healthz`)).rejects.toThrow();
  });
});

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { track } from '../utils/children';
import { copyContent } from '../utils/content-dir';
import { freePort } from '../utils/production-server';

const ROOT = join(__dirname, '..', '..');

type Run = { code: number | null; output: string };

/** Runs `npm start`'s script as the README does, and stops it once `until` matches what it printed. */
function runStart(env: Record<string, string>, until?: RegExp): Promise<Run & { stop: () => Promise<Run> }> {
  const child = track(spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
    detached: true,
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_API_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  let output = '';
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
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
    exited.then((run) => resolve({ ...run, stop: async () => run }));
  });
}

describe('npm start', () => {
  it.each([
    ['CMS_API_URL', 'ftp://cms.example/api'],
    ['CMS_API_URL', 'https://cms.example/v1'],
    ['PORT', 'eighty'],
  ])('refuses %s=%s with a one-line error naming the setting', async (name, value) => {
    const run = await runStart({ [name]: value });
    expect(run.code).toBe(1);
    const lines = run.output.trim().split('\n').filter((line) => !line.startsWith('(node:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^npm start: Invalid setting ${name}=`));
  });

  it('refuses a broken content file with one line naming the file, the field and the problem', async () => {
    const content = copyContent();
    try {
      content.edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: call the office');
      const run = await runStart({ CONTENT_DIR: content.dir });
      expect(run.code).toBe(1);
      const lines = run.output.trim().split('\n').filter((line) => !line.startsWith('(node:'));
      expect(lines).toEqual([`npm start: ${content.dir}/school.yaml: phone: expected a phone number such as "+91 11 4567 8900"`]);
    } finally {
      content.cleanUp();
    }
  });

  it('refuses a CONTENT_DIR that is not a folder', async () => {
    const run = await runStart({ CONTENT_DIR: '/no/such/folder' });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^npm start: Invalid setting CONTENT_DIR=.*must be an existing folder/m);
  });

  it('serves the site on the embedded demo CMS when CMS_API_URL is unset', async () => {
    const [port, demoCmsPort] = [await freePort(), await freePort()];
    const run = await runStart({ PORT: String(port), DEMO_CMS_PORT: String(demoCmsPort), SHUTDOWN_DELAY_MS: '0' }, /Ready in/);
    try {
      expect(run.output).toContain(`Demo CMS at http://127.0.0.1:${demoCmsPort}/api`);
      expect(run.output.split('\n').filter((line) => line.includes('SITE_URL'))).toEqual([
        expect.stringMatching(/^npm start: SITE_URL is unset.*set SITE_URL to the public address/),
      ]);
      const html = await (await fetch(`http://127.0.0.1:${port}/home`)).text();
      expect(html).toContain('href="/about-us"');
      const preflight = await fetch(`http://127.0.0.1:${demoCmsPort}/api/menu/findall?url=greenwood-cbse`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://example.test', 'Access-Control-Request-Headers': 'authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    } finally {
      await run.stop();
    }
  });

  it('stops the server and the demo CMS on SIGTERM, and exits 0', async () => {
    const [port, demoCmsPort] = [await freePort(), await freePort()];
    const run = await runStart({ PORT: String(port), DEMO_CMS_PORT: String(demoCmsPort), SHUTDOWN_DELAY_MS: '0' }, /Ready in/);
    const stopped = await run.stop();
    expect(stopped.code).toBe(0);
    expect(stopped.output).toMatch(/^Server stopped$/m);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${demoCmsPort}/api/menu/findall?url=greenwood-cbse`)).rejects.toThrow();
  });
});

import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { standaloneDir } from '../../scripts/lib/standalone';
import { track } from '../utils/children';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { freePort, startSite, type Site } from '../utils/production-server';

// Paths named like files, what browsers may keep of the API's images, and the server the app needs.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite();
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const ROOT = join(__dirname, '..', '..');
const IMMUTABLE = /immutable/;
const MINUTE = 60_000;
const SECRET_ALERT = 'School closed tomorrow for the inspection visit.';

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('a path named like a file that is none (/about.us)', () => {
  it('answers the 404 page under the page policy, every script carrying its nonce, whatever policy the visitor sent', async () => {
    const response = await fetch(`${site.url}/about.us`, {
      headers: { 'Content-Security-Policy': "script-src 'nonce-forged'" },
    });
    expect(response.status).toBe(404);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = nonceOf(policy);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe('forged');
    const html = await response.text();
    expect(html).toContain('Page not found');
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('ignores internal request headers a visitor sends: an alert that has not started stays hidden', async () => {
    const saved = await editor.saveSchoolDoc('alert', {
      message: SECRET_ALERT,
      level: 'urgent',
      link: null,
      startsAt: new Date(Date.now() + 30 * MINUTE).toISOString(),
      endsAt: new Date(Date.now() + 90 * MINUTE).toISOString(),
    });
    expect(saved.status).toBe(200);
    try {
      const response = await fetch(`${site.url}/about.us`, {
        headers: { 'x-upcoming-alert': '1', 'x-request-start': '0', 'x-internal-rewrite': 'guess' },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SECRET_ALERT);
    } finally {
      await editor.saveSchoolDoc('alert', { message: '' });
    }
  });
});

describe('images served by the API', () => {
  it('are kept for a year when served, and never when missing', async () => {
    // A picture the demo publishes, found as staff (visitors cannot list files), fetched as a visitor.
    const { docs } = (await editor.get('/images?limit=1&depth=0&where[public][equals]=true')).body as {
      docs: { url: string }[];
    };
    const served = await fetch(`${site.url}${docs[0]?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(IMMUTABLE);

    // A name of the stored form (a hash of 12 hex digits), with nothing behind it.
    const missing = await fetch(`${site.url}/api/images/file/missing-0123456789ab.jpg`);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(IMMUTABLE);
  });

  it('are not kept when the server fails to read the file (5xx)', async () => {
    const icon = await readFile(join(ROOT, 'public', 'icons', 'icon-192.png'));
    const saved = await editor.upload(
      'images',
      { name: 'badge.png', type: 'image/png', bytes: icon },
      { alt: 'The school badge' },
    );
    expect(saved.status).toBe(201);
    const { filename, url } = saved.body.doc as { filename: string; url: string };
    await rm(join(site.dataDir, 'uploads', 'images', 'school-1', filename));
    // As staff: nothing published shows the new picture, so a visitor is refused before the file is read.
    const broken = await fetch(`${site.url}${url}`, { headers: { Authorization: `JWT ${editor.token}` } });
    expect(broken.status).toBeGreaterThanOrEqual(500);
    expect(broken.headers.get('cache-control') ?? '').not.toMatch(IMMUTABLE);
  });
});

describe("the app started under Next's own server rather than the site's", () => {
  it('refuses to start with one line saying how to start it', async () => {
    const port = await freePort();
    // What the server.js `next build` generates does: Next's start-server, on the standalone build.
    const nextsOwnServer = `
      const { config } = require('./.next/required-server-files.json');
      process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
      require('next/dist/server/lib/start-server').startServer({
        dir: process.cwd(), isDev: false, config, hostname: '0.0.0.0', port: ${port}, allowRetry: false,
      });`;
    const child = track(
      spawn(process.execPath, ['-e', nextsOwnServer], {
        detached: true,
        cwd: standaloneDir(ROOT),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOSTNAME: '0.0.0.0',
          DATA_DIR: join(site.dataDir, 'unused'),
          CONTENT_DIR: join(ROOT, 'content'),
          CMS_API_URL: '',
          NODE_OPTIONS: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.includes('Cannot start'));
    expect(lines).toEqual([expect.stringContaining("the app runs only under the site's own server")]);
  }, 60_000);
});

import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { menuReadiness, loadMenuAt, loadSocialLinksAt } from '@/features/menu/load';
import { now } from '@/lib/request-clock/fresh-call';
import {
  menuFixture,
  menuUrl,
  socialFixture,
  socialUrl,
  TEST_API_URL,
  TEST_SITE_KEY,
} from '../../utils/menu-api-handlers';
import { server } from '../../utils/msw-server';

let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;
let snapshotDir: string;

/** What a restart forgets: everything this process held in memory (the files stay). */
function restart() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('school-site.menu.snapshots')];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('school-site.cms.fresh-calls')];
}

const cmsDown = () =>
  server.use(
    http.get(menuUrl, () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })),
    http.get(socialUrl, () => HttpResponse.error()),
  );

beforeEach(() => {
  restart();
  snapshotDir = mkdtempSync(join(tmpdir(), 'school-snapshots-'));
  Object.assign(process.env, {
    CMS_API_URL: TEST_API_URL,
    CMS_SITE_KEY: TEST_SITE_KEY,
    CMS_TIMEOUT_MS: '200',
    CMS_SNAPSHOT_DIR: snapshotDir,
  });
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of [
    'CMS_API_URL',
    'CMS_SITE_KEY',
    'CMS_TIMEOUT_MS',
    'CMS_SNAPSHOT_DIR',
    'CMS_STALE_IF_ERROR_SECONDS',
    'LOG_FORMAT',
  ]) {
    delete process.env[name];
  }
});

describe('the last good lists through a CMS outage', () => {
  it('serves the last good lists when the CMS fails after a good load, and logs their age once a failure', async () => {
    await loadMenuAt(now());
    await loadSocialLinksAt(now());
    cmsDown();
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: true, items: menuFixture, staleSeconds: 0 });
    await expect(loadSocialLinksAt(now())).resolves.toMatchObject({ ok: true, items: socialFixture });
    expect(errorLog).toHaveBeenCalledTimes(2);
    expect(errorLog.mock.calls[0]?.[0]).toMatch(
      /^\[cms\] menu load failed from .*HTTP 500.*; serving the last good menu, 0 s old$/,
    );
    expect(menuReadiness()).toMatchObject({ menu: 'stale', socialLinks: 'stale', lastSuccessAgeSeconds: 0 });
  });

  it('serves them from the snapshot file when the outage starts right after a restart', async () => {
    await loadMenuAt(now());
    restart();
    cmsDown();
    await expect(loadMenuAt(now())).resolves.toMatchObject({ ok: true, items: menuFixture });
  });

  it('gives empty lists when no good list was ever known', async () => {
    cmsDown();
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: false, items: [] });
    await expect(loadSocialLinksAt(now())).resolves.toEqual({ ok: false, items: [] });
    expect(menuReadiness()).toMatchObject({ menu: 'failed', socialLinks: 'failed', lastSuccessAgeSeconds: null });
  });

  it('gives empty lists once the last good list is older than CMS_STALE_IF_ERROR_SECONDS', async () => {
    process.env.CMS_STALE_IF_ERROR_SECONDS = '60';
    await loadMenuAt(now());
    cmsDown();
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: false, items: [] });
    expect(errorLog.mock.calls[0]?.[0]).toMatch(
      /menu load failed .*; the last good menu is 61 s old, past CMS_STALE_IF_ERROR_SECONDS$/,
    );
  });

  it("keeps today's behaviour with CMS_STALE_IF_ERROR_SECONDS=0", async () => {
    process.env.CMS_STALE_IF_ERROR_SECONDS = '0';
    await loadMenuAt(now());
    cmsDown();
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: false, items: [] });
  });

  it('shows an edit made during the outage on the first load after it ends', async () => {
    await loadMenuAt(now());
    cmsDown();
    await loadMenuAt(now());
    const edited = menuFixture.map((entry) =>
      entry.url === 'alumni' ? { ...entry, active: true, title: 'Our Alumni' } : entry,
    );
    server.use(http.get(menuUrl, () => HttpResponse.json({ status: 'success', data: edited })));
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: true, items: edited });
    expect(menuReadiness()).toMatchObject({ menu: 'ok' });
  });

  it('ignores a corrupt snapshot file with one log line', async () => {
    await loadMenuAt(now());
    const [file] = readdirSync(snapshotDir).filter((name) => name.startsWith('menu-'));
    writeFileSync(join(snapshotDir, file!), '{"savedAt": 1, "body": {"status": "succ');
    restart();
    cmsDown();
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: false, items: [] });
    await loadMenuAt(now());
    expect(warnLog).toHaveBeenCalledTimes(1);
    expect(warnLog.mock.calls[0]?.[0]).toMatch(/^\[cms\] ignored the unreadable last good menu in .*menu-\w+\.json$/);
  });

  it('writes one JSON object a line with LOG_FORMAT=json, with the list, the CMS address and the age', async () => {
    process.env.LOG_FORMAT = 'json';
    await loadMenuAt(now());
    cmsDown();
    await loadMenuAt(now());
    const line = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', list: 'menu', cmsUrl: TEST_API_URL, ageSeconds: 0 });
    expect(line.msg).toMatch(/^\[cms\] menu load failed/);
    expect(new Date(line.time).getTime()).toBeGreaterThan(0);
  });
});

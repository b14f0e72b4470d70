import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { loadMenuAt, loadSocialLinksAt } from '@/features/menu/load';
import { now } from '@/lib/request-clock/fresh-call';
import { menuFixture, menuUrl, socialUrl, TEST_API_URL, TEST_SITE_KEY } from '../../utils/menu-api-handlers';
import { server } from '../../utils/msw-server';

let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;

beforeEach(() => {
  process.env.CMS_API_URL = TEST_API_URL;
  process.env.CMS_SITE_KEY = TEST_SITE_KEY;
  process.env.CMS_TIMEOUT_MS = '200';
  // Today's behaviour, which stale-if-error.test.ts extends: a failed load gives an empty list.
  process.env.CMS_STALE_IF_ERROR_SECONDS = '0';
  process.env.CMS_SNAPSHOT_DIR = mkdtempSync(join(tmpdir(), 'school-snapshots-'));
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.CMS_API_URL;
  delete process.env.CMS_SITE_KEY;
  delete process.env.CMS_TIMEOUT_MS;
  delete process.env.CMS_STALE_IF_ERROR_SECONDS;
  delete process.env.CMS_SNAPSHOT_DIR;
});

describe('loading lists on the server', () => {
  it('loads the menu and the social links without a token', async () => {
    window.localStorage.setItem('token', 'never-sent-by-the-server');
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: true, items: menuFixture });
    await expect(loadSocialLinksAt(now())).resolves.toMatchObject({ ok: true });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('gives a Hindi page the menu API’s own titles, each marked English, from the same call', async () => {
    let calls = 0;
    server.events.on(
      'request:start',
      ({ request }) => void (new URL(request.url).pathname.endsWith('/menu/findall') && (calls += 1)),
    );
    const start = now();
    const [english, hindi] = await Promise.all([loadMenuAt(start), loadMenuAt(start, 'hi')]);
    expect(english).toEqual({ ok: true, items: menuFixture });
    expect(hindi).toEqual({ ok: true, items: menuFixture.map((entry) => ({ ...entry, lang: 'en' })) });
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it.each([
    [
      'an HTTP 500',
      () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      'HTTP 500 "Internal server error"',
    ],
    ['an HTTP 401', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }), 'HTTP 401 "Unauthorized"'],
    ['no response', () => HttpResponse.error(), 'API request failed'],
    ['malformed JSON', () => HttpResponse.text('{"status":'), 'not valid JSON'],
    ['a wrong shape', () => HttpResponse.json({ status: 'success', data: 'none' }), 'response is not'],
  ])('gives an empty list and one log line on %s', async (_, resolver, logged) => {
    server.use(http.get(menuUrl, resolver));
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: false, items: [] });
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(errorLog.mock.calls[0]?.[0]).toContain(`[cms] menu load failed from ${TEST_API_URL}`);
    expect(errorLog.mock.calls[0]?.[0]).toContain(logged);
  });

  it('gives up on a CMS that does not answer within the time-out', async () => {
    server.use(http.get(socialUrl, () => delay('infinite')));
    const started = Date.now();
    await expect(loadSocialLinksAt(now())).resolves.toEqual({ ok: false, items: [] });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(errorLog.mock.calls[0]?.[0]).toMatch(/social links load failed .*timed out/);
  });

  it('logs how many invalid entries it dropped', async () => {
    server.use(
      http.get(menuUrl, () => HttpResponse.json({ status: 'success', data: [...menuFixture, { id: 'x' }, 42] })),
    );
    await expect(loadMenuAt(now())).resolves.toEqual({ ok: true, items: menuFixture });
    expect(warnLog).toHaveBeenCalledWith('[cms] menu: dropped 2 invalid entries');
  });
});

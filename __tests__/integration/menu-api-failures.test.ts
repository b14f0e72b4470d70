import { screen, within } from '@testing-library/react';
import type { FailureMode } from '@/scripts/lib/demo-menu-api';
import { menuApiCallsSince, getPage, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  // Without stale-if-error: what a page does while no good list is known (stale-if-error.test.ts has the rest).
  site = await startSite({ CMS_TIMEOUT_MS: '1000', CMS_STALE_IF_ERROR_SECONDS: '0' });
});
afterAll(() => site.stop());
afterEach(() => site.menuApi.setMode('none'));

const FAILURES: [FailureMode, RegExp][] = [
  ['http-500', /menu load failed .*HTTP 500 "Internal server error"/],
  ['http-401', /menu load failed .*HTTP 401 "Unauthorized"/],
  ['malformed-json', /menu load failed .*not valid JSON/],
  ['wrong-shape', /menu load failed .*response is not/],
  ['wrong-content-type', /menu load failed .*not valid JSON/],
  ['huge-body', /menu load failed .*larger than/],
  ['hang', /menu load failed .*timed out/],
];

describe.each(FAILURES)('when the CMS fails with %s', (mode, logLine) => {
  beforeEach(() => site.menuApi.setMode(mode));

  it('still serves /home promptly with its layout and empty lists, and logs one clear line', async () => {
    const logsBefore = site.logs().length;
    const started = Date.now();
    const page = await getPage(`${site.url}/home`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning that grows with every child');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Facebook (external website)' })).not.toBeInTheDocument();
    expect(screen.getByText('© Rugaa All Rights Reserved')).toBeInTheDocument();
    const newLogs = site.logs().slice(logsBefore);
    expect(newLogs).toMatch(logLine);
    expect(newLogs.match(/\[cms\] menu load failed/g)).toHaveLength(1);
    expect(newLogs).not.toMatch(/^\s+at /m);
  });

  it('still serves the gallery and its albums, which need no menu data', async () => {
    for (const path of ['/gallery', '/gallery/annual-sports-day-2026'])
      expect((await getPage(`${site.url}${path}`)).status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Annual Sports Day 2026');
    expect(screen.getAllByRole('img').length).toBeGreaterThan(1);
  });

  it('answers 503 with Retry-After, never 404, on menu routes while the menu cannot be read', async () => {
    for (const path of ['/about-us', '/alumni']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('120');
      // The internal route it is rendered from stays internal.
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      const page = await getPage(`${site.url}${path}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page can’t be shown right now');
      expect(screen.getByText('© Rugaa All Rights Reserved')).toBeInTheDocument();
      expect(page.document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        expect.stringContaining('noindex'),
      );
    }
  });

  it('still serves the notices, which need no menu, and their feed', async () => {
    for (const path of ['/notices', '/notices/winter-uniform-2026']) {
      const page = await getPage(`${site.url}${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        path === '/notices' ? 'Notices and circulars' : 'Winter uniform from 1 November',
      );
    }
    expect((await fetch(`${site.url}/notices/feed.xml`)).status).toBe(200);
  });

  it('still answers 404 for paths that can never be menu routes', async () => {
    expect((await getPage(`${site.url}/about-us/team`)).status).toBe(404);
  });
});

describe('when the CMS sends some invalid entries', () => {
  it('renders the valid ones, never the unsafe ones, and logs what it dropped', async () => {
    site.menuApi.setMode('invalid-entries');
    const logsBefore = site.logs().length;
    const page = await getPage(`${site.url}/home`);
    expect(page.status).toBe(200);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about-us']);
    expect(page.html).not.toContain('evil.example');
    expect(page.html).not.toContain('javascript:alert');
    expect(page.html).not.toContain('<img src=x');
    expect(screen.getAllByRole('link', { name: 'Facebook (external website)' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Twitter (external website)' })).not.toBeInTheDocument();
    expect(site.logs().slice(logsBefore)).toMatch(/\[cms\] menu: dropped 6 invalid entries/);
  });
});

describe('when the CMS recovers', () => {
  it('shows the menu again on the next request, with no cached failure', async () => {
    site.menuApi.setMode('http-500');
    await getPage(`${site.url}/home`);
    site.menuApi.setMode('none');
    const before = site.menuApi.requests.length;
    await getPage(`${site.url}/about-us`);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').length).toBeGreaterThan(0);
    expect(menuApiCallsSince(site.menuApi, before)).toEqual({ menu: 1, social: 1 });
  });
});

describe.each(['http-500', 'hang'] as FailureMode[])('the calendar while the CMS fails with %s', (mode) => {
  it('still serves /calendar and /calendar.ics, which need no menu', async () => {
    site.menuApi.setMode(mode);
    const page = await getPage(`${site.url}/calendar`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Academic calendar \d{4}–\d{2}$/);
    const feed = await fetch(`${site.url}/calendar.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});

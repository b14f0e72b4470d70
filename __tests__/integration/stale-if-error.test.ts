import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { DEFAULT_CONTENT_FILE, startDemoMenuApi, type DemoMenuApi } from '@/scripts/lib/demo-menu-api';
import { getPage, startSite, type Site } from '../utils/production-server';

let site: Site;
// Owned here, not by the site, so it outlives a restart of the site.
let menuApi: DemoMenuApi;
let contentFile: string;
let snapshotDir: string;
const settings = () => ({ CMS_TIMEOUT_MS: '1000', CMS_SNAPSHOT_DIR: snapshotDir });

beforeAll(async () => {
  snapshotDir = await mkdtemp(join(tmpdir(), 'school-snapshots-'));
  contentFile = join(await mkdtemp(join(tmpdir(), 'school-menu-api-')), 'content.json');
  await copyFile(DEFAULT_CONTENT_FILE, contentFile);
  menuApi = await startDemoMenuApi({ contentFile });
  site = await startSite(settings(), { menuApi, contentFile });
});
afterAll(async () => {
  await site?.stop();
  await menuApi?.close();
});
afterEach(() => site.menuApi.setMode('none'));

function menuLinks(): string[] {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('a CMS outage after a good load', () => {
  it('keeps the navigation and the social links, menu routes answer 200, and the log gives the age', async () => {
    await getPage(`${site.url}/home`);
    const before = menuLinks();
    expect(before).toContain('/about-us');
    site.menuApi.setMode('http-500');
    const logsBefore = site.logs().length;
    const page = await getPage(`${site.url}/home`);
    expect(page.status).toBe(200);
    expect(menuLinks()).toEqual(before);
    expect(screen.getAllByRole('link', { name: 'Facebook (external website)' }).length).toBeGreaterThan(0);
    expect(site.logs().slice(logsBefore)).toMatch(
      /\[cms\] menu load failed .*HTTP 500.*; serving the last good menu, \d+ s old/,
    );
    expect((await fetch(`${site.url}/about-us`)).status).toBe(200);
    // Inactive entries stay unpublished.
    expect((await fetch(`${site.url}/alumni`)).status).toBe(404);
    const ready = await (await fetch(`${site.url}/readyz`)).json();
    expect(ready).toMatchObject({ status: 'ok', cms: { menu: 'stale' } });
  });

  it('shows an edit made during the outage on the first request after it ends', async () => {
    site.menuApi.setMode('http-500');
    await site.editContent((content) => {
      content.menu.push({ id: 'new', title: 'Sports Day', url: 'sports-day', active: true, position: 99 });
    });
    expect((await fetch(`${site.url}/sports-day`)).status).toBe(404);
    site.menuApi.setMode('none');
    await getPage(`${site.url}/home`);
    expect(menuLinks()).toContain('/sports-day');
    expect((await fetch(`${site.url}/sports-day`)).status).toBe(200);
  });

  it('still has the last good lists after a restart in the middle of the outage, from the snapshot file', async () => {
    await getPage(`${site.url}/home`);
    const before = menuLinks();
    site.menuApi.setMode('http-500');
    await site.stop();
    site = await startSite(settings(), { menuApi, contentFile });
    const page = await getPage(`${site.url}/home`);
    expect(page.status).toBe(200);
    expect(menuLinks()).toEqual(before);
    expect((await fetch(`${site.url}/about-us`)).status).toBe(200);
  });
});

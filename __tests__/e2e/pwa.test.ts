import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, launchWithProfile, newContext, recordNavigations, watchedPage } from '../utils/browser';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { startFrontProxy, type FrontProxy } from '../utils/front-proxy';
import { startSite, type Site } from '../utils/production-server';

let site: Site;
let front: FrontProxy;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  front = await startFrontProxy(site.url);
});
afterAll(async () => {
  await browser?.close();
  await front?.close();
  await site?.stop();
});

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

async function openControlledPage(context: BrowserContext, path = '/home') {
  const { page, messages } = await watchedPage(context);
  const loads = recordNavigations(page);
  await page.goto(`${front.url}${path}`);
  await controlled(page);
  return { page, loads, messages };
}

describe('the offline worker', () => {
  it('registers and takes control on the first visit without reloading the page', async () => {
    const context = await newContext(browser);
    const { page, loads, messages } = await openControlledPage(context);
    await page.waitForTimeout(1000);
    expect(loads).toHaveLength(1);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('reloads every open page exactly once when a new version is deployed', async () => {
    const context = await newContext(browser);
    const first = await openControlledPage(context, '/home');
    const second = await openControlledPage(context, '/about-us');
    front.deployNewWorker();
    await first.page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await first.page.waitForTimeout(4000);
    expect(first.loads).toHaveLength(2);
    expect(second.loads).toHaveLength(2);
    await context.close();
  });

  it('shows visited pages offline, and a friendly offline page for the others', async () => {
    const context = await newContext(browser);
    const { page } = await openControlledPage(context, '/home');
    await page.goto(`${front.url}/academics`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.goto(`${front.url}/academics`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Learning that grows with every child',
    );
    await page.goto(`${front.url}/gallery`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
    await context.close();
  });

  it('shows the Hindi offline page for a Hindi page never visited', async () => {
    const context = await newContext(browser);
    const { page } = await openControlledPage(context, '/hi/home');
    await context.setOffline(true);
    await page.goto(`${front.url}/hi/gallery`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('आप ऑफ़लाइन हैं');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi');
    await page.goto(`${front.url}/gallery`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
    await context.close();
  });
});

describe('the closure alert, offline', () => {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const banner = (page: Page) => page.locator('.site-alert');
  let session: CmsSession | undefined;
  const saveAlert = async (startsAt: string, endsAt: string) => {
    const editor = (session ??= await editorSession(site));
    expect(
      (
        await editor.saveSchoolDoc('alert', {
          message: 'School closed today due to heavy rain',
          level: 'urgent',
          link: null,
          startsAt,
          endsAt,
        })
      ).status,
    ).toBe(200);
    return editor;
  };
  // The banner's tag in the HTML the worker answers with, before any script runs: the page's own script
  // checks the window again once it hydrates, but a banner shown and then hidden would move the page.
  const servedBanner = async (response: Response | null) => {
    expect(response?.fromServiceWorker()).toBe(true);
    return /<section\b[^>]*data-alert-window="[^"]*"[^>]*>/.exec((await response?.text()) ?? '')?.[0] ?? '';
  };
  const waitUntil = (iso: string, page: Page) => page.waitForTimeout(Math.max(0, Date.parse(iso) - Date.now() + 500));

  it('drops a banner whose end has passed from a visited page and the offline page, with no network', async () => {
    const endsAt = at(20_000);
    const editor = await saveAlert(at(-60_000), endsAt);
    try {
      const context = await newContext(browser);
      const { page } = await openControlledPage(context, '/home');
      await page.goto(`${front.url}/academics`);
      await page.waitForLoadState('networkidle');
      await expect(banner(page).isVisible()).resolves.toBe(true);
      await context.setOffline(true);
      await waitUntil(endsAt, page);
      await expect(servedBanner(await page.goto(`${front.url}/academics`))).resolves.toContain(' hidden');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Learning that grows with every child',
      );
      await expect(banner(page).isVisible()).resolves.toBe(false);
      await expect(servedBanner(await page.goto(`${front.url}/admissions`))).resolves.toContain(' hidden');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
      await expect(banner(page).isVisible()).resolves.toBe(false);
      await context.close();
    } finally {
      await editor.saveSchoolDoc('alert', { message: '' });
    }
  });

  it('shows an alert that starts while the visitor is offline on the offline page', async () => {
    const startsAt = at(20_000);
    const editor = await saveAlert(startsAt, at(60 * 60_000));
    try {
      const context = await newContext(browser);
      const { page } = await openControlledPage(context, '/home');
      await page.waitForLoadState('networkidle');
      await expect(banner(page).count()).resolves.toBe(0);
      await context.setOffline(true);
      await waitUntil(startsAt, page);
      await expect(servedBanner(await page.goto(`${front.url}/admissions`))).resolves.not.toContain(' hidden');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
      await expect(banner(page).isVisible()).resolves.toBe(true);
      await expect(banner(page).getByRole('alert').textContent()).resolves.toContain(
        'School closed today due to heavy rain',
      );
      await context.close();
    } finally {
      await editor.saveSchoolDoc('alert', { message: '' });
    }
  });
});

describe('installing the site', () => {
  it('is reported installable by Chromium', async () => {
    const context = await launchWithProfile();
    const { page } = await openControlledPage(context);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it('has a manifest with the school’s names, theme colour and maskable 192 and 512 px icons', async () => {
    const context = await newContext(browser);
    const { page } = await watchedPage(context);
    await page.goto(`${front.url}/home`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href ?? '', front.url))).json();
    expect(manifest).toMatchObject({
      name: 'Greenwood Public School',
      short_name: 'Greenwood',
      theme_color: '#0f5c4d',
      start_url: '/home',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (candidate: { sizes: string; purpose: string }) => candidate.sizes === size && candidate.purpose === 'maskable',
      );
      expect(icon).toBeDefined();
      const image = await fetch(new URL(icon.src, front.url));
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    await context.close();
  });
});

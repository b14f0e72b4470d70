import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchWithProfile, newContext, recordNavigations, watchedPage } from '../utils/browser';
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
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Learning that grows with every child');
    await page.goto(`${front.url}/gallery`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
    await context.close();
  });
});

describe('installing the site', () => {
  it('is reported installable by Chromium', async () => {
    const context = await launchWithProfile();
    const { page } = await openControlledPage(context);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it('has a manifest with the school’s names, theme colour and maskable 192 and 512 px icons', async () => {
    const context = await newContext(browser);
    const { page } = await watchedPage(context);
    await page.goto(`${front.url}/home`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href ?? '', front.url))).json();
    expect(manifest).toMatchObject({ name: 'Greenwood Public School', short_name: 'Greenwood', theme_color: '#0f5c4d', start_url: '/home' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate: { sizes: string; purpose: string }) => candidate.sizes === size && candidate.purpose === 'maskable');
      expect(icon).toBeDefined();
      const image = await fetch(new URL(icon.src, front.url));
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    await context.close();
  });
});

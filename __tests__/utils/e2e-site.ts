import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './production-server';

/** The production site and a Chromium for one test file: started before its tests, stopped after them. */
export function useSiteAndBrowser(): { readonly site: Site; readonly browser: Browser } {
  const running = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    [running.site, running.browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}

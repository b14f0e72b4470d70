import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './production-server';

/**
 * The production site and a Chromium for one test file: started before its tests, stopped after them.
 * `env` is passed on to the server (`{ CMS_API_URL: '' }` serves the lists from the embedded CMS).
 */
export function useSiteAndBrowser(env: Record<string, string> = {}): {
  readonly site: Site;
  readonly browser: Browser;
} {
  const running = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    [running.site, running.browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}

import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../../scripts/lib/system-deps';
import { locate, locateField, whenStill, type Engine, type EnginePage, type EngineOptions } from './engine';

/**
 * Firefox ESR, in about one full run in two, logs that its service worker "intercepted the request and
 * encountered an unexpected error" for a few of the site's static files (a core chunk, the icon) on one page,
 * then again on every retry, in any journey. Chromium and WebKit, with the same worker, never do; no error of
 * the page's own follows (a chunk the page failed to run, a hydration error), and the journey's checks of what
 * the page shows pass. Only these lines are left out: every other console error, a failed page or API call
 * included, still fails a journey.
 */
const workerHandOver =
  /^(Error: )?Failed to load ‘http:\/\/127\.0\.0\.1:\d+\/(_next\/static\/chunks\/[\w-]+\.js|icon\.svg\?[\w.-]+|icons\/[\w-]+\.svg)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/**
 * Navigations Firefox ESR fails once, and the same goto then loads. BiDi refuses a goto as interrupting a new
 * tab's own first page (about:blank) still loading (CI, the forms' journey at 1280 px). "Address rejected" is
 * BiDi's name for a navigation that ended on an error page of no known kind: once in a full run, to
 * /grievance/status in the forms' journey, whose same page loaded at once alone and in Chromium and WebKit
 * (the worker's hand-over above, met by a navigation). NS_BINDING_ABORTED: Firefox cancelled the load
 * itself, twice in a row to /admissions in the same journey of one full run (2026-12-06), on two tries of
 * the test (the third logged the worker's error for an empty address), while the file passed 34 of 34
 * alone. A second failure still fails the journey.
 */
const retriedNavigation = /A new navigation interrupted an unfinished navigation|Address rejected|NS_BINDING_ABORTED/;

/** Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver). */
export async function launchFirefox(proxy: EngineOptions['proxy']): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Every request leaves through the third-party stub; loopback (the site, the CMS) never does.
      'network.proxy.type': 1,
      'network.proxy.http': proxy.host,
      'network.proxy.http_port': proxy.port,
      'network.proxy.ssl': proxy.host,
      'network.proxy.ssl_port': proxy.port,
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  return {
    name: 'firefox',
    minWidth: 0,
    // Firefox ESR 153 answers BiDi's emulation.setScriptingEnabled (puppeteer's setJavaScriptEnabled) with
    // "unknown command", and its javascript.enabled preference is the whole browser's: its pages run scripts.
    disablesJavaScript: false,
    async open({ width, height, scale }: EngineOptions): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: scale });
      const errors: string[] = [];
      const report = (error: string) => !workerHandOver.test(error) && errors.push(error);
      page.on('console', (message) => message.type() === 'error' && report(message.text()));
      page.on('pageerror', (error) => report(String(error)));
      const self: EnginePage = {
        async goto(url) {
          try {
            await page.goto(url);
          } catch (error) {
            if (!retriedNavigation.test(String(error))) throw error;
            await page.goto(url);
          }
        },
        click: async (target) => page.click(await whenStill(self, await locate(self, target))),
        press: (key) => page.keyboard.press(key),
        async type(label, text) {
          const selector = await whenStill(self, await locateField(self, label));
          // Select what the field holds, so the typing replaces it, as a person would.
          await page.click(selector, { count: 3 });
          await page.keyboard.press('Backspace');
          await page.type(selector, text);
        },
        async choose(label, option) {
          const selector = await locateField(self, label);
          const value = await page.$eval(
            selector,
            (select, shown) =>
              [...(select as HTMLSelectElement).options].find((item) => item.textContent?.trim() === shown)?.value,
            option,
          );
          if (value === undefined) throw new Error(`no option "${option}" in "${label}"`);
          await page.select(selector, value);
        },
        tick: async (label) => page.click(await whenStill(self, await locateField(self, label))),
        scriptsRun: true,
        back: async () => void (await page.goBack()),
        evaluate: <T, A>(fn: (arg: A) => T, arg?: A) => page.evaluate(fn as (arg: unknown) => T, arg) as Promise<T>,
        screenshot: async (path) => void (await writeFile(path, await page.screenshot({ fullPage: true }))),
        nativeErrors: () => errors,
        close: () => context.close(),
      };
      return self;
    },
    close: () => browser.close(),
  };
}

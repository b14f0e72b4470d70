import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../../scripts/lib/system-deps';
import { locate, type Engine, type EnginePage, type EngineOptions } from './engine';

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
    async open({ width, height, scale }: EngineOptions): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: scale });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      const self: EnginePage = {
        goto: async (url) => void (await page.goto(url)),
        click: async (target) => page.click(await locate(self, target)),
        press: (key) => page.keyboard.press(key),
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

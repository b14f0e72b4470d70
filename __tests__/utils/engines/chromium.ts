import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { locate, locateField, type Engine, type EnginePage, type EngineOptions } from './engine';

/** Debian's Chromium through Playwright, with the suite's usual launch and third-party stubs. */
export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    minWidth: 0,
    disablesJavaScript: true,
    async open({ width, height, cpuSlowdown, scale, javaScript = true }: EngineOptions): Promise<EnginePage> {
      const context = await newContext(
        browser,
        { width, height },
        {
          deviceScaleFactor: scale,
          javaScriptEnabled: javaScript,
        },
      );
      const page = await context.newPage();
      if (cpuSlowdown)
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const errors: string[] = [];
      page.on(
        'console',
        (message) => message.type() === 'error' && errors.push(`${message.text()} (${message.location().url})`),
      );
      page.on('pageerror', (error) => errors.push(error.message));
      const self: EnginePage = {
        goto: async (url) => void (await page.goto(url)),
        click: async (target) => page.click(await locate(self, target)),
        press: (key) => page.keyboard.press(key),
        async type(label, text) {
          const field = page.locator(await locateField(self, label));
          await field.fill('');
          await field.pressSequentially(text);
        },
        choose: async (label, option) =>
          void (await page.selectOption(await locateField(self, label), { label: option })),
        tick: async (label) => page.click(await locateField(self, label)),
        scriptsRun: javaScript,
        back: async () => void (await page.goBack()),
        evaluate: <T, A>(fn: (arg: A) => T, arg?: A) => page.evaluate<T, unknown>(fn as (arg: unknown) => T, arg),
        screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
        setOffline: (offline) => context.setOffline(offline),
        nativeErrors: () => errors,
        close: () => context.close(),
      };
      return self;
    },
    close: () => browser.close(),
  };
}

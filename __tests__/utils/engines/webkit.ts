import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Builder, By, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../../scripts/lib/system-deps';
import { track, untrack } from '../children';
import { freePort } from '../production-server';
import { locate, locateField, whenStill, type Engine, type EnginePage, type EngineOptions } from './engine';

const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A private X display; `-displayfd` makes Xvfb pick a free one and say which. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // Tall enough for a full-page screenshot: WebKitWebDriver only captures the window.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x8000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
  });
  return { display, process: xvfb };
}

async function waitForDriver(url: string, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 10 s');
}

/** Sizes the window so the page's viewport is `width` × `height` (or the engine's minimum width). */
async function setViewport(driver: WebDriver, width: number, height: number) {
  await driver.manage().window().setRect({ width, height });
  const inner = await driver.executeScript<{ width: number; height: number }>(
    'return { width: innerWidth, height: innerHeight }',
  );
  if (inner.height !== height)
    await driver
      .manage()
      .window()
      .setRect({ width, height: height + (height - inner.height) });
}

/**
 * Runs a navigation and returns once a new document has loaded. WebKitWebDriver has returned from `get`
 * while the old document was still shown (a test then clicked into a page that was about to go), so the
 * old document is marked first and the wait ends only on an unmarked, loaded one.
 */
async function newDocument(driver: WebDriver, navigate: () => Promise<unknown>) {
  await driver.executeScript('window.__leaving = true;');
  await navigate();
  await driver.wait(
    async () => {
      try {
        return await driver.executeScript<boolean>("return !window.__leaving && document.readyState === 'complete';");
      } catch {
        return false; // Between documents.
      }
    },
    15_000,
    'a new document to load',
  );
}

const SESSION_START_MS = 30_000;
const SESSION_ATTEMPTS = 3;

type Driver = { url: string; process: ChildProcess; output: () => string };

/** Stops a driver and the MiniBrowsers it started (they share its process group), and waits until it has exited. */
async function stopDriver(driver: Driver) {
  const { process: child } = driver;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
    } catch {
      // Already gone.
    }
  }
  untrack(child);
}

// What the driver and its MiniBrowsers last printed, told when a session does not start.
const OUTPUT_KEPT = 4_000;

/**
 * WebKitWebDriver on a free port of its own, in its own process group (see stopDriver). GTK's
 * accessibility bridge is off: with no session bus it has nothing to talk to, and a GTK program waiting on
 * D-Bus waits up to 25 s.
 */
async function startDriver(display: string): Promise<Driver> {
  const port = await freePort();
  const child = track(
    spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, DISPLAY: display, NO_AT_BRIDGE: '1' },
    }),
  );
  let output = '';
  const keep = (data: Buffer) => (output = (output + data.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const driver = { url: `http://127.0.0.1:${port}`, process: child, output: () => output };
  try {
    await waitForDriver(driver.url, child);
  } catch (error) {
    await stopDriver(driver);
    throw error;
  }
  return driver;
}

/**
 * A new browser session, given 30 s: under load MiniBrowser's start has hung past a minute, and with two
 * suites sharing two cores a first session took over 20 s twice running. An attempt that timed out is
 * followed by one on a new driver and a new X display: a CI run saw three attempts fail in a row on new
 * drivers sharing the old display, right after the previous describe's session had ended.
 */
async function newSession(
  currentDriver: () => Driver,
  restart: () => Promise<void>,
  capabilities: Capabilities,
): Promise<WebDriver> {
  const printed: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const session = new Builder().usingServer(currentDriver().url).withCapabilities(capabilities).build();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SESSION_START_MS)));
    const driver = await Promise.race([session, timedOut]);
    clearTimeout(timer);
    if (driver) return driver;
    session.then((late) => late.quit()).catch(() => undefined);
    printed.push(`attempt ${attempt}: ${currentDriver().output().trim() || '(nothing)'}`);
    if (attempt === SESSION_ATTEMPTS) {
      throw new Error(
        `WebKitWebDriver did not start a MiniBrowser session within ${SESSION_START_MS / 1000} s, ${SESSION_ATTEMPTS} times; it printed:\n${printed.join('\n')}`,
      );
    }
    await restart();
  }
}

/** Debian's WebKitGTK (MiniBrowser) through its WebKitWebDriver and selenium-webdriver, on a private Xvfb. */
export async function launchWebKit(proxy: EngineOptions['proxy']): Promise<Engine> {
  let xvfb: Awaited<ReturnType<typeof startXvfb>> | undefined;
  let server: Driver | undefined;
  const stop = async () => {
    if (server) await stopDriver(server);
    xvfb?.process.kill();
  };
  try {
    xvfb = await startXvfb();
    server = await startDriver(xvfb.display);
    const current = () => server!;
    let used = false;
    const restart = async () => {
      await stopDriver(current());
      xvfb?.process.kill();
      xvfb = await startXvfb();
      server = await startDriver(xvfb.display);
    };
    return {
      name: 'webkit',
      minWidth: 447,
      disablesJavaScript: false,
      async open({ width, height }: EngineOptions): Promise<EnginePage> {
        const capabilities = new Capabilities();
        capabilities.set('browserName', 'MiniBrowser');
        capabilities.set('webkitgtk:browserOptions', { binary: MINIBROWSER, args: ['--automation'] });
        const stub = `${proxy.host}:${proxy.port}`;
        capabilities.set('proxy', {
          proxyType: 'manual',
          httpProxy: stub,
          sslProxy: stub,
          noProxy: ['127.0.0.1', 'localhost'],
        });
        const start = async () => {
          const session = await newSession(current, restart, capabilities);
          await setViewport(session, width, height);
          return session;
        };
        // Each page on a driver and display of its own: a session that ended badly (its quit timed out, its
        // MiniBrowser hung) cannot hold up the next page's start.
        if (used) await restart();
        used = true;
        let driver = await start();
        // MiniBrowser has gone away mid-suite under CI's load, and every later command of its describe then
        // failed with "no such session", retries included. A navigation starts a new session first when the
        // old one has ended (or its driver has exited): each journey begins with one, so a retry runs whole.
        const live = async () => {
          try {
            await driver.getCurrentUrl();
            return;
          } catch (error) {
            const name = (error as Error).name;
            const driverGone = current().process.exitCode !== null || current().process.signalCode !== null;
            if (name !== 'NoSuchSessionError' && !driverGone) throw error;
            console.warn(`webkit: the browser session ended (${name}); starting a new one`);
          }
          await driver.quit().catch(() => undefined);
          if (current().process.exitCode !== null || current().process.signalCode !== null) await restart();
          driver = await start();
        };
        // WebKitWebDriver does not scroll an element below the fold into view before it clicks or types
        // ("element not interactable"): whenStill brings it to the middle of the window first.
        const inView = async (selector: string) => driver.findElement(By.css(await whenStill(self, selector)));
        // A click the driver refuses as "not interactable" (a form's controls) is the element's own click,
        // which the browser handles as a pointer's: a checkbox ticks, a submit button sends its form.
        const clickAsPerson = async (element: WebElement) => {
          try {
            await element.click();
          } catch (error) {
            if ((error as Error).name !== 'ElementNotInteractableError') throw error;
            await driver.executeScript('arguments[0].click();', element);
          }
        };
        const self: EnginePage = {
          goto: async (url) => {
            await live();
            await newDocument(driver, () => driver.get(url));
          },
          click: async (target) => clickAsPerson(await inView(await locate(self, target))),
          press: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
          // WebKitWebDriver answers Element Clear, Click and Send Keys on a form's fields with "not interactable",
          // in view or not: the field is focused with what it holds selected, then the keyboard types over it,
          // key by key, as a person's does.
          async type(label, text) {
            const field = await inView(await locateField(self, label));
            await driver.executeScript('arguments[0].focus(); arguments[0].select();', field);
            await driver.actions().sendKeys(Key.BACK_SPACE).perform();
            if (text) await driver.actions().sendKeys(text).perform();
          },
          // WebKitGTK shows a drop-down list as a native pop-up menu its driver cannot click into ("element not
          // interactable"): the option is chosen as the menu would, its `change` event included.
          async choose(label, option) {
            const selector = await locateField(self, label);
            const chosen = await driver.executeScript<boolean>(
              `const select = document.querySelector(arguments[0]);
               const item = [...select.options].find((entry) => entry.textContent.trim() === arguments[1]);
               if (!item) return false;
               select.value = item.value;
               select.dispatchEvent(new Event('input', { bubbles: true }));
               select.dispatchEvent(new Event('change', { bubbles: true }));
               return true;`,
              selector,
              option,
            );
            if (!chosen) throw new Error(`no option "${option}" in "${label}"`);
          },
          tick: async (label) => clickAsPerson(await inView(await locateField(self, label))),
          // WebKitWebDriver has no switch for page scripts: its pages always run them.
          scriptsRun: true,
          // The router's own navigations stay in one document: Back is waited for by what it shows.
          back: () => driver.navigate().back(),
          evaluate: <T, A>(fn: (arg: A) => T, arg?: A) =>
            driver.executeScript<T>(`return (${fn.toString()})(arguments[0]);`, arg),
          async screenshot(path) {
            const full = await driver.executeScript<number>('return document.documentElement.scrollHeight');
            const { width: outer, height: before } = await driver.manage().window().getRect();
            await driver
              .manage()
              .window()
              .setRect({ width: outer, height: full + (before - height) });
            await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
            await driver.manage().window().setRect({ width: outer, height: before });
          },
          // WebKitWebDriver has no log or BiDi endpoint: the browser's own messages are out of reach.
          nativeErrors: () => [],
          // Bounded: a quit left hanging would hold the driver's one session.
          close: async () => {
            let timer: NodeJS.Timeout | undefined;
            const bounded = new Promise<void>((resolve) => (timer = setTimeout(resolve, 4_000)));
            await Promise.race([driver.quit().catch(() => undefined), bounded]);
            clearTimeout(timer);
          },
        };
        return self;
      },
      close: stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

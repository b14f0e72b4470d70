import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { axeViolations } from '../utils/axe';
import { launchBrowser, newContext, watchedPage } from '../utils/browser';
import { startFrontProxy } from '../utils/front-proxy';
import { freePort, startSite, type Site } from '../utils/production-server';
import { testSmtp } from '../utils/smtp';

// Alerts on this device: the worker's push and notificationclick handlers (app/sw.ts), driven through the
// DevTools protocol as no push service can reach this machine, and the /alerts island a parent sees.

let site: Site;
let browser: Browser;
let smtp: ReturnType<typeof testSmtp>;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = testSmtp(smtpPort);
  await smtp.start();
  browser = await launchBrowser();
  const port = await freePort();
  site = await startSite(
    {
      // Mail on, so /alerts shows the e-mail form as well as the push section under it.
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Greenwood School <office@greenwood-school.example>',
    },
    undefined,
    port,
  );
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
});

type Shown = { title: string; body: string; icon: string; tag: string; url: unknown; requireInteraction: boolean };

/** A page of the site at `origin` (the site's own, or a front proxy's) that its worker controls. */
async function controlledPage(context: BrowserContext, path = '/home', origin = site.url): Promise<Page> {
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page;
}

/** The worker registration at `origin`, as DevTools names it: a device's push subscription belongs to it. */
async function registrationId(cdp: CDPSession, origin = site.url): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function push(page: Page, data: string, origin = site.url): Promise<Shown[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, origin),
    data,
  });
  await cdp.detach();
  return shownNotifications(page);
}

async function shownNotifications(page: Page): Promise<Shown[]> {
  const read = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        icon: notification.icon,
        tag: notification.tag,
        url: (notification.data as { url?: unknown } | null)?.url,
        requireInteraction: notification.requireInteraction,
      })),
    );
  for (let tries = 0; tries < 50; tries += 1) {
    const shown = await read();
    if (shown.length > 0) return shown;
    await page.waitForTimeout(100);
  }
  return read();
}

describe('the worker, given a push', () => {
  it('shows the alert as a notification: its title, body, the site’s icon and its tag', async () => {
    const context = await newContext(browser);
    const page = await controlledPage(context);
    const shown = await push(
      page,
      JSON.stringify({
        title: 'School closed today',
        body: 'Heavy rain: the school is closed on Monday.',
        url: `${site.url}/notices/school-closed`,
        tag: 'alert-42',
        urgent: true,
      }),
    );
    expect(shown).toEqual([
      {
        title: 'School closed today',
        body: 'Heavy rain: the school is closed on Monday.',
        icon: `${site.url}/icons/icon-192.png`,
        tag: 'alert-42',
        url: `${site.url}/notices/school-closed`,
        requireInteraction: true,
      },
    ]);
    await context.close();
  });

  it('shows a plain "New alert" opening the notices for a push it cannot read', async () => {
    const context = await newContext(browser);
    const page = await controlledPage(context);
    const shown = await push(page, 'not JSON');
    expect(shown).toEqual([
      expect.objectContaining({ title: 'New alert', body: '', url: `${site.url}/notices`, requireInteraction: false }),
    ]);
    await context.close();
  });

  // Chromium opens a window from a worker only within a real click on a notification, which nothing can make
  // here: the test dispatches the click itself and records what the worker asks to open or focus.
  const click = (worker: Worker, data: unknown) =>
    worker.evaluate(async (notificationData) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const asked: string[] = [];
      scope.clients.openWindow = async (url) => (asked.push(`open ${String(url)}`), null);
      WindowClient.prototype.focus = async function (this: WindowClient) {
        asked.push(`focus ${this.url}`);
        return this;
      };
      await scope.registration.showNotification('Sports day', { tag: 'click-test', data: notificationData });
      const [notification] = await scope.registration.getNotifications({ tag: 'click-test' });
      // A script's own event may not be extended (waitUntil throws): the handler's promise is waited for here.
      scope.addEventListener('error', (event) => event.preventDefault());
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { asked, left: (await scope.registration.getNotifications({ tag: 'click-test' })).length };
    }, data);

  it('opens the notice’s page when the notification is clicked, and closes the notification', async () => {
    const context = await newContext(browser);
    await controlledPage(context);
    const [worker] = context.serviceWorkers();
    await expect(click(worker!, { url: `${site.url}/notices/sports-day` })).resolves.toEqual({
      asked: [`open ${site.url}/notices/sports-day`],
      left: 0,
    });
    await context.close();
  });

  it('brings forward a window already showing the notice rather than opening another', async () => {
    const context = await newContext(browser);
    await controlledPage(context, '/notices');
    const [worker] = context.serviceWorkers();
    await expect(click(worker!, { url: `${site.url}/notices` })).resolves.toEqual({
      asked: [`focus ${site.url}/notices`],
      left: 0,
    });
    await context.close();
  });

  it('opens only this site’s pages: a link elsewhere opens the home page', async () => {
    const context = await newContext(browser);
    await controlledPage(context);
    const [worker] = context.serviceWorkers();
    await expect(click(worker!, { url: 'https://elsewhere.example/login' })).resolves.toEqual({
      asked: [`open ${site.url}/`],
      left: 0,
    });
    await context.close();
  });
});

describe('a new deploy of the worker', () => {
  it('keeps the registration a device subscribed through, whose pushes the new worker shows', async () => {
    // Headless Chromium cannot subscribe (no push service reaches this machine), so what is checked is
    // what holds a subscription: the worker's registration, which an update must keep, not replace.
    const front = await startFrontProxy(site.url);
    const context = await newContext(browser);
    try {
      const page = await controlledPage(context, '/home', front.url);
      const cdp = await context.newCDPSession(page);
      const before = await registrationId(cdp, front.url);
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      front.deployNewWorker();
      // The reload may come before the update's promise is answered: that context is gone, not failed.
      await page
        .evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        })
        .catch(() => undefined);
      // The open page reloads once the new worker has taken over (app/sw.ts, lib/pwa).
      await reloaded;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      const after = await registrationId(await context.newCDPSession(page), front.url);
      expect(after).toBe(before);
      const alert = {
        title: 'After the update',
        body: 'Still here.',
        url: `${front.url}/home`,
        tag: 'alert-7',
        urgent: false,
      };
      const shown = await push(page, JSON.stringify(alert), front.url);
      expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
        { title: 'After the update', body: 'Still here.' },
      ]);
    } finally {
      await context.close();
      await front.close();
    }
  }, 60_000);
});

describe('alerts on this device, on /alerts', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Alerts on this device' });
  const askForAlerts = async (page: Page) => {
    await section(page).getByRole('radio', { name: 'Urgent alerts and every new notice and circular' }).check();
    await section(page)
      .getByRole('checkbox', { name: /keeping this device's push address/ })
      .check();
    await section(page).getByRole('button', { name: 'Get alerts on this device' }).click();
  };
  /** What the section's alert says, once it says anything. */
  const problem = async (page: Page) => {
    const alert = section(page).getByRole('alert');
    await alert.filter({ hasText: /\S/ }).waitFor({ timeout: 20_000 });
    return alert.textContent();
  };
  const cspViolations = (messages: string[]) => messages.filter((message) => /Content Security Policy/i.test(message));

  it('shows its own section under the e-mail form, with a choice and a consent box not ticked', async () => {
    const context = await newContext(browser);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${site.url}/alerts`);
    await expect(section(page).getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Alerts on this device');
    await expect(
      section(page)
        .getByRole('checkbox', { name: /keeping this device's push address/ })
        .isChecked(),
    ).resolves.toBe(false);
    await expect(
      section(page).getByRole('radio', { name: 'Urgent alerts only (closures and emergencies)' }).isChecked(),
    ).resolves.toBe(true);
    // Below the e-mail form, in the page's order.
    await expect(
      page.evaluate(() => {
        const form = document.querySelector('#alerts-form');
        const push = document.querySelector('#alerts-push');
        return !!form && !!push && !!(form.compareDocumentPosition(push) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).resolves.toBe(true);
    expect(cspViolations(messages)).toEqual([]);
    await context.close();
  });

  it('tells a parent who refuses notifications that they are blocked', async () => {
    // Headless Chromium answers a permission request it was not granted with "denied", at once.
    const context = await newContext(browser);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${site.url}/alerts`);
    await askForAlerts(page);
    await expect(problem(page)).resolves.toContain('Notifications are blocked for this site.');
    expect(cspViolations(messages)).toEqual([]);
    await context.close();
  });

  it('tells a parent whose browser cannot subscribe that it could not set up the alerts', async () => {
    // Allowed notifications, the browser's push service still refuses: an incognito window (as the tests'
    // contexts are) has no Web Push in Chromium, and a profile's subscription never reaches Google's here.
    const context = await newContext(browser);
    await context.grantPermissions(['notifications'], { origin: site.url });
    const { page, messages } = await watchedPage(context);
    await page.goto(`${site.url}/alerts`);
    await askForAlerts(page);
    await expect(problem(page)).resolves.toBe(
      'This browser could not set up alerts on this device. Try again later, or get alerts by e-mail.',
    );
    await expect(section(page).getByRole('button', { name: 'Get alerts on this device' }).isVisible()).resolves.toBe(
      true,
    );
    expect(cspViolations(messages)).toEqual([]);
    await context.close();
  });

  it('axe finds no violation in the section, as shown and with its message, in English and Hindi', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/alerts', '/hi/alerts']) {
      await page.goto(`${site.url}${path}`);
      await page.locator('#alerts-push button').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#alerts-push button').click();
      await page.locator('#alerts-push [role="alert"]').filter({ hasText: /\S/ }).waitFor();
      // Back at the top, as the first check: scrolled, the header that stays in view covers other targets.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it('says alerts on this device need JavaScript when it is off, and keeps the e-mail form', async () => {
    const context = await newContext(browser, undefined, { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title, words] of [
      ['/alerts', 'Alerts on this device', 'Alerts on this device need JavaScript'],
      ['/hi/alerts', 'इस डिवाइस पर सूचनाएँ', 'इस डिवाइस पर सूचनाओं के लिए JavaScript चाहिए'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('region', { name: title }).textContent()).resolves.toContain(words);
      await expect(page.locator('#alerts-form input[type="email"]').count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: /this device|इस डिवाइस पर सूचनाएँ पाएँ/ }).count()).resolves.toBe(0);
    }
    await context.close();
  });
});

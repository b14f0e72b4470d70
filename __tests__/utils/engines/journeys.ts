/**
 * The visitor journeys, written once and run by every engine at a phone and a desktop width.
 * Each engine's file calls `describeJourneys` with its launcher.
 */
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { editorSession, type CmsSession } from '../cms-client';
import { startSite, type Site } from '../production-server';
import type { Engine, EngineName, EnginePage, EngineOptions } from './engine';
import { formJourneys } from './form-journeys';
import { startSiteProxy, startThirdPartyStub, type SiteProxy, type ThirdPartyStub } from './proxies';
import { alertLayout, RECORD_KEY, type PageRecord } from './recorder';

const SCREENSHOTS = join(__dirname, '..', '..', '..', 'test-results', 'screenshots');
const HOME_HEADING = 'Learning that grows with every child';
// Firefox cannot be taken offline here in a way its service worker honours: with its BiDi offline mode
// the worker's fetches still go out, and with a refusing site proxy it answers even a visited page with
// the offline page (Chromium and WebKit show the visited page).
const OFFLINE_UNTESTABLE: EngineName[] = ['firefox'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const readRecord = (page: EnginePage) =>
  page.evaluate(
    (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '{"problems":[]}') as PageRecord,
    RECORD_KEY,
  );

/** Everything the session reported since the last call: CSP violations, console errors, failed loads. */
async function problemsSince(page: EnginePage): Promise<string[]> {
  const record = await readRecord(page);
  await page.evaluate((key: string) => sessionStorage.setItem(key, JSON.stringify({ problems: [] })), RECORD_KEY);
  // Chromium sometimes asks for /favicon.ico despite the page's icon link; the site has none (yet).
  const native = page
    .nativeErrors()
    .splice(0)
    .filter((message) => !message.includes('/favicon.ico'));
  return [...record.problems, ...native];
}

async function waitUntil<A>(
  page: EnginePage,
  what: string,
  check: (arg: A) => boolean | Promise<boolean>,
  arg?: A,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await page.evaluate(check, arg)) return;
    } catch {
      // The page may be between documents.
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const controlled = () => navigator.serviceWorker.controller !== null;
const h1 = () => document.querySelector('h1')?.textContent ?? null;
const DEVANAGARI = /[\u0900-\u097F]/;
const inLanguage = ({ path, lang }: { path: string; lang: string }) =>
  location.pathname === path && document.readyState === 'complete' && document.documentElement.lang === lang;
const isShown = (selector: string) => {
  const element = document.querySelector(selector);
  return Boolean(element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
};
const headerRow = () =>
  ['.brand', '[aria-label="Mobile menu"]', '[aria-label="Side menu"]'].map((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? `${selector} ${box.top},${box.left} ${box.width}x${box.height}` : `${selector} missing`;
  });
const attribute = ({ selector, name }: { selector: string; name: string }) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;
const mainNavShows = (title: string) =>
  (document.querySelector('nav[aria-label="Main"]')?.textContent ?? '').includes(title);
/** Runs in the page: whether it is the search page, loaded, its results (ol#search-results) linking `href`. */
const searchLanded = (href: string) =>
  location.pathname === '/search' &&
  document.readyState === 'complete' &&
  [...document.querySelectorAll('main ol#search-results > li')].some(
    (item) => item.querySelector('a')?.getAttribute('href') === href,
  );
const ALERT = 'School closed on Monday 14 July due to heavy rain. Online classes as per timetable.';

/**
 * Runs in the page: once it has loaded and its fonts are ready, the layout shift the engine measured since
 * the page began, where it measures it (Chromium's Layout Instability API; Firefox and WebKit have none: null).
 */
async function layoutShiftOnceLoaded(): Promise<number | null> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let layoutShift: number | null = null;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
    layoutShift = await new Promise<number>((resolve) => {
      let total = 0;
      const add = (entries: PerformanceEntry[]) =>
        entries.forEach((entry) => (total += (entry as PerformanceEntry & { value: number }).value));
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => {
        add(observer.takeRecords());
        observer.disconnect();
        resolve(total);
      }, 200);
    });
  }
  return layoutShift;
}

const LISTS = ['/api/menu/findall?url=greenwood-cbse', '/api/socialmedia/findall?url=greenwood-cbse'];

/**
 * Stores `token` on `origin`, loads its /home and waits until `bearerCalls` (the list calls that carried
 * the token, as the menu API or the site proxy saw them) holds both lists.
 */
async function refetchWithToken(page: EnginePage, origin: string, token: string, bearerCalls: () => string[]) {
  await page.goto(`${origin}/home`);
  // A first visit of the origin: leaving before the worker has registered would abort its registration.
  await waitUntil(page, 'the service worker to take control', controlled, undefined, 30_000);
  await page.evaluate((value: string) => localStorage.setItem('token', value), token);
  await page.goto(`${origin}/home`);
  const deadline = Date.now() + 10_000;
  while (new Set(bearerCalls()).size < 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  // Both lists, each with the token; a focus event may refetch one again (refetchOnWindowFocus), as WebKit's window does.
  expect([...new Set(bearerCalls())].sort()).toEqual(LISTS);
}

export function describeJourneys(name: EngineName, launch: (proxy: EngineOptions['proxy']) => Promise<Engine>) {
  let site: Site;
  let front: SiteProxy;
  // A second site whose lists come from its own embedded CMS (CMS_API_URL ''), as `npm start` runs it.
  let embedded: Site;
  let embeddedFront: SiteProxy;
  let editor: CmsSession;
  let stub: ThirdPartyStub;
  let engine: Engine;

  beforeAll(async () => {
    stub = await startThirdPartyStub();
    // All settled before a failure is thrown, so afterAll stops whichever did start.
    const started = await Promise.allSettled([
      startSite().then((up) => (site = up)),
      startSite({ CMS_API_URL: '' }).then((up) => (embedded = up)),
      launch({ host: stub.host, port: stub.port }).then((launched) => (engine = launched)),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [front, embeddedFront, editor] = await Promise.all([
      startSiteProxy(site.url),
      startSiteProxy(embedded.url),
      editorSession(embedded),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
    await front?.close();
    await embeddedFront?.close();
    await site?.stop();
    await embedded?.stop();
    await stub?.close();
  });

  describe.each(WIDTHS)(`${name}`, ({ width: asked, height }) => {
    let page: EnginePage;
    let width = asked;
    const label = asked < 447 && name === 'webkit' ? `${asked} px (WebKitGTK's minimum, 447 px)` : `${asked} px`;

    beforeAll(async () => {
      width = Math.max(asked, engine.minWidth);
      page = await engine.open({
        width,
        height,
        proxy: { host: stub.host, port: stub.port },
        cpuSlowdown: name === 'chromium' ? 4 : undefined,
      });
    }, 120_000); // Room for WebKit's session attempts (webkit.ts) on a loaded machine.
    afterAll(() => page?.close());

    // The parents' forms, filled in with the page's scripts off where the engine can (form-journeys.ts).
    let formPage: EnginePage | undefined;
    beforeAll(async () => {
      if (engine.disablesJavaScript)
        formPage = await engine.open({ width, height, proxy: { host: stub.host, port: stub.port }, javaScript: false });
    }, 120_000);
    afterAll(() => formPage?.close());
    afterEach(() => site.menuApi.setMode('none'));

    it(`at ${label}: loads /home, menu routes and the disclosure with no console error and no CSP violation`, async () => {
      await page.goto(`${front.url}/home`);
      await expect(page.evaluate(h1)).resolves.toBe(HOME_HEADING);
      // Leaving before the worker has registered would abort its registration (a logged warning in WebKit).
      await waitUntil(page, 'the service worker to take control', controlled, undefined, 30_000);
      // A route the school wrote a page for, one it did not (the home page), and the fixed disclosure route.
      const routes: [path: string, heading: string][] = [
        ['/about-us', 'About Us'],
        ['/academics', HOME_HEADING],
        ['/mandatory-public-disclosure', 'Mandatory Public Disclosure'],
      ];
      for (const [path, heading] of routes) {
        await page.goto(`${front.url}${path}`);
        // WebKit's driver has returned from a navigation while the previous document was still shown.
        const shows = (expected: { path: string; heading: string }) =>
          location.pathname === expected.path && document.querySelector('h1')?.textContent === expected.heading;
        await waitUntil(page, `${path} with its heading "${heading}"`, shows, { path, heading });
      }
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: toggles the mobile menu without moving the header`, async () => {
      await page.goto(`${front.url}/home`);
      const toggle = { selector: '[aria-label="Mobile menu"]', name: 'aria-expanded' };
      if (asked >= 960) {
        await expect(page.evaluate(isShown, toggle.selector)).resolves.toBe(false);
        await expect(page.evaluate(isShown, 'nav[aria-label="Main"]')).resolves.toBe(true);
        return;
      }
      const closed = await page.evaluate(headerRow);
      await expect(page.evaluate(isShown, 'nav[aria-label="Main"]')).resolves.toBe(false);
      await page.click({ role: 'button', name: 'Mobile menu' });
      await expect(page.evaluate(attribute, toggle)).resolves.toBe('true');
      await expect(page.evaluate(isShown, 'nav[aria-label="Main"]')).resolves.toBe(true);
      await expect(page.evaluate(headerRow)).resolves.toEqual(closed);
      await page.click({ role: 'button', name: 'Mobile menu' });
      await expect(page.evaluate(attribute, toggle)).resolves.toBe('false');
      await expect(page.evaluate(isShown, 'nav[aria-label="Main"]')).resolves.toBe(false);
      await expect(page.evaluate(headerRow)).resolves.toEqual(closed);
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: opens the side menu, closes it with Escape and returns focus to its toggle`, async () => {
      await page.goto(`${front.url}/home`);
      await page.click({ role: 'button', name: 'Side menu' });
      await waitUntil(page, 'the side menu', isShown, '[role="dialog"]');
      await expect(
        page.evaluate(attribute, { selector: '[aria-label="Side menu"]', name: 'aria-expanded' }),
      ).resolves.toBe('true');
      await page.press('Escape');
      await waitUntil(
        page,
        'the side menu to close',
        (selector: string) => !document.querySelector(selector)?.getClientRects().length,
        '[role="dialog"]',
      );
      await waitUntil(
        page,
        'focus on the Side menu toggle',
        () => document.activeElement?.getAttribute('aria-label') === 'Side menu',
      );
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: follows a menu link and goes Back`, async () => {
      await page.goto(`${front.url}/home`);
      if (asked < 960) await page.click({ role: 'button', name: 'Mobile menu' });
      await page.click({ role: 'link', name: 'About Us', inNav: 'Main' });
      await waitUntil(page, '/about-us', (path: string) => location.pathname === path, '/about-us');
      await page.back();
      await waitUntil(page, '/home after Back', (path: string) => location.pathname === path, '/home');
      await expect(page.evaluate(h1)).resolves.toBe(HOME_HEADING);
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: /hi/home in Hindi, its language link to English and back, a screenshot (${name}-${asked}-hi.png)`, async () => {
      await page.goto(`${front.url}/hi/home`);
      await waitUntil(page, '/hi/home in Hindi', inLanguage, { path: '/hi/home', lang: 'hi' });
      await expect(page.evaluate(h1)).resolves.toMatch(DEVANAGARI);
      await mkdir(SCREENSHOTS, { recursive: true });
      const path = join(SCREENSHOTS, `${name}-${asked}-hi.png`);
      await page.screenshot(path);
      expect((await stat(path)).size).toBeGreaterThan(20_000);
      // The same page in the other language, by a plain link in the header, at every width.
      await page.click({ role: 'link', name: 'English' });
      await waitUntil(page, '/home in English', inLanguage, { path: '/home', lang: 'en' });
      await expect(page.evaluate(h1)).resolves.toBe(HOME_HEADING);
      await page.click({ role: 'link', name: 'हिन्दी' });
      await waitUntil(page, '/hi/home again', inLanguage, { path: '/hi/home', lang: 'hi' });
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: saves a full-page screenshot of /home to test-results/screenshots/${name}-${asked}.png`, async () => {
      await page.goto(`${front.url}/home`);
      await mkdir(SCREENSHOTS, { recursive: true });
      const path = join(SCREENSHOTS, `${name}-${asked}.png`);
      await page.screenshot(path);
      expect((await stat(path)).size).toBeGreaterThan(20_000);
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    const offline = !OFFLINE_UNTESTABLE.includes(name);
    it(`at ${label}: the service worker takes control${offline ? ', then a visited page and the offline page show while offline' : ' (offline untestable in this engine)'}`, async () => {
      await page.goto(`${front.url}/home`);
      await waitUntil(page, 'the service worker to take control', controlled, undefined, 30_000);
      if (!offline) return;
      await page.goto(`${front.url}/academics`);
      await waitUntil(
        page,
        'the worker to keep /academics',
        async (path: string) => Boolean(await caches.match(path)),
        '/academics',
      );
      const setOffline = page.setOffline ?? ((offline: boolean) => front.setOffline(offline));
      await setOffline(true);
      try {
        await page.goto(`${front.url}/academics`);
        await expect(page.evaluate(h1)).resolves.toBe(HOME_HEADING);
        await page.goto(`${front.url}/gallery`);
        await expect(page.evaluate(h1)).resolves.toBe('You are offline');
      } finally {
        await setOffline(false);
      }
      // The worker's failed network attempts while offline are the point; the browser may log them.
      await problemsSince(page);
    });

    it(`at ${label}: with a stored token, refetches the lists with the bearer token and no CSP violation`, async () => {
      const token = `${name}-${asked}-token`;
      const bearerCalls = () =>
        site.menuApi.requests
          .filter((request) => request.authorization === `Bearer ${token}`)
          .map((request) => `${request.path}?url=${request.siteKey}`);
      await refetchWithToken(page, front.url, token, bearerCalls);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: on a 401, shows one warning at once, clears storage and goes to "/" 2 s later${name === 'chromium' ? ' (CPU slowed 4x)' : ''}`, async () => {
      // A settled document first, one that runs none of the site's scripts: a retried journey must not
      // inherit the last try's pending redirect, and a page of the site would refetch the lists with the
      // last journey's token, meet the 401 below first, and clear the storage this journey sets.
      await page.goto(`${front.url}/robots.txt`);
      await page.evaluate(() => {
        localStorage.setItem('token', 'expired-token');
        localStorage.setItem('preferences', '{"lang":"en"}');
      });
      site.menuApi.setMode('http-401');
      await page.goto(`${front.url}/home`);
      await waitUntil(page, 'the warning', () => document.querySelectorAll('.ant-notification-notice').length > 0);
      await expect(page.evaluate(() => document.querySelector('.ant-notification-notice')?.textContent)).resolves.toBe(
        'Session ExpiredYour session has expired. Please log in again.',
      );
      await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(page.evaluate(() => document.querySelectorAll('.ant-notification-notice').length)).resolves.toBe(1);
      await waitUntil(
        page,
        'the redirect',
        () => sessionStorage.getItem('__engineRecord')?.includes('leftAt') ?? false,
        undefined,
        15_000,
      );
      await waitUntil(
        page,
        '/home after "/"',
        (path: string) => location.pathname === path && document.readyState === 'complete',
        '/home',
      );
      const { warningShownAt = 0, leftAt = 0 } = await readRecord(page);
      expect(leftAt - warningShownAt).toBeGreaterThanOrEqual(1800);
      expect(leftAt - warningShownAt).toBeLessThan(3000);
      // The browser itself may log the menu API's 401 answers as failed loads: they are this journey's point.
      const problems = await problemsSince(page);
      expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    });

    it(`at ${label}: an urgent alert above the header moves nothing after the first paint (CLS 0)`, async () => {
      const saved = await editor.saveSchoolDoc('alert', {
        message: ALERT,
        level: 'urgent',
        link: '/mandatory-public-disclosure',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(saved.status).toBe(200);
      try {
        for (const path of ['/home', '/about-us']) {
          await page.goto(`${embeddedFront.url}${path}`);
          await waitUntil(
            page,
            `${path} with the alert`,
            (expected: string) => location.pathname === expected && Boolean(document.querySelector('[role="alert"]')),
            path,
          );
          const layoutShift = await page.evaluate(layoutShiftOnceLoaded);
          const loaded = await page.evaluate(alertLayout);
          const { layout } = await readRecord(page);
          // Chromium measures layout shift itself; Firefox and WebKit do not, so there the boxes of the
          // banner and the header at the first painted frame and at DOMContentLoaded must be where they are
          // once the page, its scripts and its fonts have loaded (Chromium is held to both).
          process.stdout.write(
            `alert layout, ${name} at ${width} px, ${path}: layout-shift ${layoutShift ?? 'not measured by this engine'}; first frame ${JSON.stringify(layout?.firstFrame)}, DOMContentLoaded ${JSON.stringify(layout?.domContentLoaded)}, loaded ${JSON.stringify(loaded)}\n`,
          );
          expect(loaded[0]).toMatch(/^\.site-alert 0,0 /);
          expect(layout?.path).toBe(path);
          expect(layout?.domContentLoaded).toEqual(loaded);
          if (name === 'chromium') expect(layoutShift).toBe(0);
          expect(layout?.firstFrame).toEqual(loaded);
          await expect(page.evaluate(() => document.querySelector('[role="alert"]')?.textContent)).resolves.toBe(
            `Urgent: ${ALERT} More details`,
          );
          // Leaving a page while its worker's script still loads makes WebKit fail the registration with a
          // warning: a visitor's next visit registers again, but this journey must end with no warning.
          await waitUntil(page, 'the service worker to take control', controlled, undefined, 30_000);
        }
      } finally {
        await editor.saveSchoolDoc('alert', { message: '' });
      }
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: with a stored token and the embedded CMS, refetches the lists from the site's own /api with the bearer token and no CSP violation`, async () => {
      const token = `${name}-${asked}-embedded-token`;
      const bearerCalls = () =>
        embeddedFront.requests
          .filter((request) => request.authorization === `Bearer ${token}` && request.method === 'GET')
          .map((request) => request.path);
      await refetchWithToken(page, embeddedFront.url, token, bearerCalls);
      await expect(page.evaluate(mainNavShows, 'About Us')).resolves.toBe(true);
      // Renamed after the page rendered: only the browser's next refetch (on focus) can show the new title.
      const { body } = await editor.get('/menu?where[url][equals]=about-us');
      const id = (body.docs as { id: number }[])[0]?.id;
      expect(id).toBeDefined();
      const renamed = `About Us (${name} ${asked})`;
      const before = bearerCalls().length;
      expect((await editor.patch(`/menu/${id}`, { title: renamed })).status).toBe(200);
      try {
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        await waitUntil(page, `"${renamed}" in the main navigation`, mainNavShows, renamed);
        expect(bearerCalls().slice(before)).toContain(LISTS[0]);
      } finally {
        await editor.patch(`/menu/${id}`, { title: 'About Us' });
      }
      await page.evaluate(() => localStorage.removeItem('token'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(problemsSince(page)).resolves.toEqual([]);
    });

    it(`at ${label}: searches from the header's form, scripts off where the engine can, and lands on the results`, async () => {
      const searchPage = formPage ?? page;
      await searchPage.goto(`${front.url}/notices`);
      await waitUntil(
        searchPage,
        '/notices',
        () => location.pathname === '/notices' && document.readyState === 'complete',
      );
      await searchPage.type('Search the site', 'sports');
      await searchPage.click({ role: 'button', name: 'Search' });
      await waitUntil(searchPage, 'the results for "sports"', searchLanded, '/notices/annual-sports-day-2026');
      await expect(searchPage.evaluate(() => location.search)).resolves.toBe('?q=sports');
      await expect(problemsSince(searchPage)).resolves.toEqual([]);
    });

    formJourneys({
      label,
      page: () => formPage ?? page,
      scriptedPage: () => page,
      site: () => site,
      front: () => front,
      problemsSince,
      waitUntil,
    });
  });
}

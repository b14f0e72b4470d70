import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../utils/browser';
import { addUser, TEST_PASSWORD } from '../utils/cms-client';
import { useSiteAndBrowser } from '../utils/e2e-site';

// The embedded CMS's admin (/admin) as the school office uses it, on the production server with the
// admin's own policy (proxy.ts): sign-in, the dashboard, and a change of the school's details that the
// site shows on its next request.
const e2e = useSiteAndBrowser({ CMS_API_URL: '' });
const SCREENSHOTS = join(__dirname, '..', '..', 'test-results', 'screenshots');
const ADMIN = 'admin@school.example';
const EDITOR = 'editor@school.example';
const REPORT = '__reportViolation';

beforeAll(async () => {
  await addUser(e2e.site.dataDir, ADMIN, 'admin');
  await addUser(e2e.site.dataDir, EDITOR, 'editor');
});

type Watched = { context: BrowserContext; page: Page; problems: string[] };

/**
 * A 1280 px page whose CSP violations (the document's `securitypolicyviolation` events, recorded from
 * before any page script runs), console errors and uncaught errors are kept for the whole session.
 */
async function watchedSession(): Promise<Watched> {
  const context = await newContext(e2e.browser, DESKTOP);
  const problems: string[] = [];
  const where = (page: Page | undefined | null) => (page ? new URL(page.url()).pathname : '?');
  await context.exposeBinding(REPORT, ({ page }, text: string) => void problems.push(`${where(page)}: ${text}`));
  await context.addInitScript((report: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (text: string) => void>)[report];
      send?.(
        `CSP ${event.violatedDirective} blocked=${event.blockedURI} source=${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, REPORT);
  context.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${where(message.page())}: console.error ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => problems.push(`${where(error.page())}: uncaught ${error.error().message}`));
  return { context, page: await context.newPage(), problems };
}

async function screenshot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `admin-${name}.png`);
  await page.screenshot({ path });
  expect((await stat(path)).size).toBeGreaterThan(10_000);
}

async function openSignInScreen(page: Page) {
  const response = await page.goto(`${e2e.site.url}/admin`);
  expect(response?.status()).toBe(200);
  // The admin's own policy (proxy.ts): nonce-based scripts, so a "no violation" result means something.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

async function signInThroughForm(page: Page, email: string) {
  await openSignInScreen(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Content', level: 2 }).waitFor();
}

describe('the CMS admin', () => {
  it('sends a visitor from /admin to the sign-in screen, with no console error and no CSP violation', async () => {
    const { context, page, problems } = await watchedSession();
    await openSignInScreen(page);
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Password').isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs an admin in through the form and shows the dashboard, with no console error and no CSP violation', async () => {
    const { context, page, problems } = await watchedSession();
    await signInThroughForm(page, ADMIN);
    for (const group of ['Content', 'Navigation', 'Settings']) {
      await expect(page.getByRole('heading', { name: group, level: 2 }).isVisible()).resolves.toBe(true);
    }
    for (const card of ['Pages', 'School details', 'Menu', 'Social links', 'Accounts']) {
      await expect(page.getByRole('heading', { name: card, level: 3, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'])('opens the dashboard with "Needs attention", readable in the %s theme', async (theme) => {
    const { context, page, problems } = await watchedSession();
    // The admin's theme switch keeps the choice in this cookie.
    await context.addCookies([{ name: 'payload-theme', value: theme, url: e2e.site.url }]);
    await signInThroughForm(page, EDITOR);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(theme);
    const panel = page.getByRole('region', { name: 'Needs attention' });
    await expect(panel.getByRole('heading', { name: 'Needs attention', level: 2 }).isVisible()).resolves.toBe(true);
    // The demo's water certificate is valid until 15 Jan 2027: due, then expired, listed either way.
    const item = panel.getByRole('listitem').filter({ hasText: 'Water, health and sanitation' });
    await expect(item.getByRole('link', { name: 'Upload the renewed certificate' }).getAttribute('href')).resolves.toBe(
      '/admin/collections/disclosure',
    );
    const contrasts = await panel.evaluate((section) => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = rgb(color).map((v) =>
          v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
        );
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return [section, ...section.querySelectorAll('li')].map((element) => {
        const style = getComputedStyle(element);
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      });
    });
    expect(contrasts.length).toBeGreaterThan(1);
    for (const contrast of contrasts) expect(contrast).toBeGreaterThanOrEqual(4.5);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `dashboard-${theme}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an editor change the phone number in School details, shown in the footer of the next /home', async () => {
    const { context, page, problems } = await watchedSession();
    await signInThroughForm(page, EDITOR);
    await page.getByRole('link', { name: 'Show all School details' }).click();
    // One document a school, its card's link opens the school's own (Payload's multi-tenant plugin).
    await page.waitForURL((url) => /^\/admin\/collections\/school\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Name and contacts' }).click();
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await expect(phone.inputValue()).resolves.toBe('+91 11 4567 8900');
    await phone.fill('+91 11 4567 1234');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'school');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Updated successfully.').waitFor();

    await page.goto(`${e2e.site.url}/home`);
    const footer = page.getByRole('contentinfo');
    // Shown with non-breaking spaces (kept on one line): any space between the digits.
    await expect(footer.getByRole('link', { name: /^\+91\s11\s4567\s1234$/ }).getAttribute('href')).resolves.toBe(
      'tel:+911145671234',
    );
    await expect(footer.getByRole('link', { name: /^\+91\s11\s4567\s8900$/ }).count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps none of a signed-in editor’s admin pages or data in the offline worker’s caches', async () => {
    const { context, page, problems } = await watchedSession();
    // The site's worker is installed and controls the origin before the editor signs in.
    await page.goto(`${e2e.site.url}/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await signInThroughForm(page, EDITOR);
    await page.getByRole('link', { name: 'Show all School details' }).click();
    // One document a school, its card's link opens the school's own (Payload's multi-tenant plugin).
    await page.waitForURL((url) => /^\/admin\/collections\/school\/\d+$/.test(url.pathname));
    await page.waitForLoadState('networkidle');
    await page.goto(`${e2e.site.url}/about-us`);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    // The worker does cache the site's own pages and files, as before.
    expect(cached).toContain('/about-us');
    expect(cached.filter((path) => /^\/(admin|api)(\/|$)/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('would notice a CSP violation: an image from another origin is refused and recorded', async () => {
    const { context, page, problems } = await watchedSession();
    await openSignInScreen(page);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const image = new Image();
          image.onerror = resolve;
          image.src = 'https://images.example/logo.png';
        }),
    );
    const refused = () =>
      problems.filter((problem) => problem.includes('CSP img-src blocked=https://images.example/logo.png'));
    for (const deadline = Date.now() + 5000; refused().length === 0 && Date.now() < deadline;)
      await page.waitForTimeout(50);
    expect(refused()).toHaveLength(1);
    await context.close();
  });
});

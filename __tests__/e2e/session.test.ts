import type { Page } from 'playwright-core';
import { recordNavigations, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();
afterEach(() => e2e.site.menuApi.setMode('none'));

/** The menu API calls the browser itself makes (not the server's). */
function browserMenuApiCalls(page: Page, apiUrl: string) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl) && request.method() === 'GET') {
      calls.push({ url: request.url(), authorization: request.headers().authorization });
    }
  });
  return calls;
}

describe('a signed-in browser', () => {
  it('makes no CMS call of its own when no token is stored', async () => {
    const context = await newContext(e2e.browser);
    const { page } = await watchedPage(context);
    const calls = browserMenuApiCalls(page, e2e.site.menuApi.apiUrl);
    await page.goto(`${e2e.site.url}/home`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('sends the stored token as a bearer token when it refreshes the lists', async () => {
    const context = await newContext(e2e.browser);
    const { page, messages } = await watchedPage(context);
    const calls = browserMenuApiCalls(page, e2e.site.menuApi.apiUrl);
    await page.goto(`${e2e.site.url}/home`);
    await page.evaluate(() => localStorage.setItem('token', 'teacher-token'));
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Both lists, each as often as the other: a second round is the refetch on focus (spec), which under a
    // full suite's load came once when the reloaded page became visible after the first round had started.
    const paths = calls.map((call) => new URL(call.url).pathname);
    expect([...new Set(paths)].sort()).toEqual(['/api/menu/findall', '/api/socialmedia/findall']);
    expect(paths.filter((path) => path === '/api/menu/findall')).toHaveLength(paths.length / 2);
    for (const call of calls) expect(call.authorization).toBe('Bearer teacher-token');
    expect(
      e2e.site.menuApi.requests.filter((request) => request.authorization === 'Bearer teacher-token'),
    ).toHaveLength(calls.length);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('on a 401: one "Session Expired" warning, storage cleared, and "/" two seconds later, once', async () => {
    const context = await newContext(e2e.browser);
    const { page } = await watchedPage(context);
    await page.goto(`${e2e.site.url}/home`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-token');
      localStorage.setItem('preferences', '{"lang":"en"}');
    });
    e2e.site.menuApi.setMode('http-401');
    const unauthorizedAt: number[] = [];
    page.on('response', (response) => response.status() === 401 && unauthorizedAt.push(Date.now()));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const navigations = recordNavigations(page);

    const notice = page.locator('.ant-notification-notice');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toBe('Session ExpiredYour session has expired. Please log in again.');
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    await page.waitForTimeout(300);
    await expect(notice.count()).resolves.toBe(1);

    // Wait well past the redirect: exactly one navigation, to "/" and on to /home, 2 s after the first 401.
    await page.waitForTimeout(5000);
    expect(navigations.map((navigation) => navigation.url)).toEqual([`${e2e.site.url}/home`]);
    const redirectedAfter = (navigations[0]?.at ?? 0) - (unauthorizedAt[0] ?? 0);
    expect(redirectedAfter).toBeGreaterThanOrEqual(1900);
    expect(redirectedAfter).toBeLessThan(3500);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { axeViolations } from '../utils/axe';
import { DESKTOP, MOBILE, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

// TC verification in Chromium as a receiving school uses it: JavaScript off (the form is a plain POST),
// and on; axe on the page and on its answers. The demo's SPECIMEN TCs (content/transfer-certificates.yaml).
const e2e = useSiteAndBrowser({ CMS_API_URL: '' });

async function lookUp(page: Page, number: string, dateOfBirth: string) {
  await page.getByLabel('TC number').fill(number);
  await page.getByLabel("Student's date of birth").fill(dateOfBirth);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

describe('TC verification without JavaScript', () => {
  it('looks a TC up, shows its details, and its link opens the scanned PDF', async () => {
    const context = await newContext(e2e.browser, MOBILE, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/transfer-certificate`);
      await lookUp(page, 'SPEC/2026/002', '2011-01-28');
      const result = page.getByRole('region', { name: /This transfer certificate was issued by/ });
      await result.waitFor();
      expect(await result.getByText('SPECIMEN Diya Sample').isVisible()).toBe(true);
      expect(await result.getByText('IX', { exact: true }).isVisible()).toBe(true);
      // The form keeps what was typed.
      expect(await page.getByLabel('TC number').inputValue()).toBe('SPEC/2026/002');
      const link = result.getByRole('link', { name: 'Open the scanned TC (PDF)' });
      const href = (await link.getAttribute('href')) ?? '';
      const pdf = await context.request.get(`${e2e.site.url}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });

  it('says that nothing matches a wrong date of birth', async () => {
    const context = await newContext(e2e.browser, MOBILE, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/transfer-certificate`);
      await lookUp(page, 'SPEC/2026/002', '2011-01-29');
      expect(await page.getByRole('region', { name: 'No transfer certificate matches' }).isVisible()).toBe(true);
      expect(await page.getByText('SPECIMEN Diya Sample').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('TC verification with JavaScript', () => {
  it('works the same, with no console error or CSP violation', async () => {
    const context = await newContext(e2e.browser, DESKTOP);
    try {
      const { page, messages } = await watchedPage(context);
      await page.goto(`${e2e.site.url}/transfer-certificate`);
      await page.waitForLoadState('networkidle');
      await lookUp(page, 'spec/2026/003', '2009-11-03');
      await page.getByRole('region', { name: /This transfer certificate was issued by/ }).waitFor();
      expect(await page.getByText('SPECIMEN Kabir Placeholder').isVisible()).toBe(true);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves nothing of the flow in the offline worker’s caches: a scan names a child, on a computer others use', async () => {
    const context = await newContext(e2e.browser, DESKTOP);
    try {
      const { page, messages } = await watchedPage(context);
      await page.goto(`${e2e.site.url}/home`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await page.goto(`${e2e.site.url}/transfer-certificate`);
      await lookUp(page, 'SPEC/2026/001', '2014-06-15');
      const href = (await page.getByRole('link', { name: 'Open the scanned TC (PDF)' }).getAttribute('href')) ?? '';
      // Fetched through the worker, as a page's own request for the file would be.
      expect(await page.evaluate(async (url) => (await fetch(url)).status, href)).toBe(200);
      await page.goto(`${e2e.site.url}/about-us`);
      const cached = await page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        return paths;
      });
      expect(cached).toContain('/about-us');
      expect(cached.filter((path) => path.startsWith('/transfer-certificate'))).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const)('accessibility on a %s', (_, viewport) => {
  it('axe finds no violation on /transfer-certificate, on a match and on no match', async () => {
    const context = await newContext(e2e.browser, viewport);
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/transfer-certificate`);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await lookUp(page, 'SPEC/2026/001', '2014-06-15');
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await lookUp(page, 'SPEC/2026/001', '2014-06-14');
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

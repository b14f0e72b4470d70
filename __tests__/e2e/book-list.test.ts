import { DESKTOP, MOBILE, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();

const SIZES = [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const;

describe.each(SIZES)('the book list on a %s', (_, viewport) => {
  it('shows every class with no console error or CSP violation, and never scrolls the page sideways', async () => {
    const context = await newContext(e2e.browser, viewport);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${e2e.site.url}/book-list`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(13);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('prints every class’s table on A4 without the header, the footer or the other years', async () => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/book-list`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('table').count()).toBe(13);
    for (const table of await page.getByRole('table').all()) expect(await table.isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    // On paper the declaration's link is its address.
    const link = page.getByRole('link', { name: /^Declaration on the books/ });
    expect(await link.evaluate((anchor) => getComputedStyle(anchor, '::after').content)).toMatch(
      /\/documents\/book-list-declaration-2026-27\.pdf/,
    );
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});

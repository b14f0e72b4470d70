import { DESKTOP, MOBILE, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();

const SIZES = [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const;

describe.each(SIZES)('the academic calendar on a %s', (_, viewport) => {
  it('shows the year as lists, with no console error or CSP violation, and never scrolls the page sideways', async () => {
    const context = await newContext(e2e.browser, viewport);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${e2e.site.url}/calendar?year=2026`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Academic calendar 2026–27');
    expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(12);
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('prints the year without the site’s header and footer, the year links or the subscription help', async () => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/calendar?year=2026`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'April 2026' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'March 2027' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Other academic years' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Add the calendar to your phone' }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});

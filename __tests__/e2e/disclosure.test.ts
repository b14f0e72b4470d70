import { DESKTOP, MOBILE, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();

const SIZES = [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const;

const SECTIONS = [
  'A. General Information',
  'B. Documents and Information',
  'C. Result and Academics',
  'D. Staff (Teaching)',
  'E. School Infrastructure',
];

describe.each(SIZES)('the Mandatory Public Disclosure on a %s', (_, viewport) => {
  it('is linked on the first screen of /home, without scrolling', async () => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/home`);
    const link = page.getByRole('banner').getByRole('link', { name: 'Mandatory Public Disclosure' });
    await link.waitFor();
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= viewport.height && box.width > 0).toBe(true);
    await link.click();
    await page.waitForURL(`${e2e.site.url}/mandatory-public-disclosure`);
    await page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' }).waitFor();
    await context.close();
  });

  it('shows every section with no console error or CSP violation, and never scrolls the page sideways', async () => {
    const context = await newContext(e2e.browser, viewport);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${e2e.site.url}/mandatory-public-disclosure`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(SECTIONS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // A wide table scrolls inside its own labelled region instead.
    const results = page.getByRole('region', { name: 'Result of class X', exact: true });
    const fits = await results.evaluate((region) => region.scrollWidth <= region.clientWidth);
    expect(fits).toBe(viewport.width > 600);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('prints every section without the header, the footer or the skip link', async () => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/mandatory-public-disclosure`);
    await page.emulateMedia({ media: 'print' });
    for (const section of SECTIONS) expect(await page.getByRole('heading', { name: section }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(8);
    for (const table of await page.getByRole('table').all()) expect(await table.isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});

describe.each(SIZES)('a school’s own page on a %s', (_, viewport) => {
  it('shows its Markdown, a fee table that scrolls in its own region, and no sideways page scroll', async () => {
    const context = await newContext(e2e.browser, viewport);
    const { page, messages } = await watchedPage(context);
    await page.goto(`${e2e.site.url}/admissions`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admissions');
    expect(
      await page
        .getByRole('region', { name: /^Table: Class Age on 31 March/ })
        .getByRole('row')
        .count(),
    ).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(messages).toEqual([]);
    await context.close();
  });
});

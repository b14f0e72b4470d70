import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, MOBILE, newContext, watchedPage } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();

async function open(path: string, viewport = DESKTOP, before?: (page: Page) => Promise<unknown>) {
  const context = await newContext(e2e.browser, viewport);
  const watched = await watchedPage(context);
  await before?.(watched.page);
  const fonts: string[] = [];
  watched.page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // Every layout shift from the start of the page, as Lighthouse's CLS adds them up.
  await watched.page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await watched.page.goto(`${e2e.site.url}${path}`);
  return { ...watched, context, response, fonts };
}

/**
 * The fonts Chromium drew each shown element whose own text is Devanagari with (matched by `selector`, or
 * found): as `CSS.getPlatformFontsForNode` reports them, with a few words of the element's text.
 */
async function drawnFonts(context: BrowserContext, page: Page, selector = '[data-devanagari]') {
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
      if (own.some((node) => /[\u0900-\u097F]/.test(node.textContent ?? '')))
        element.setAttribute('data-devanagari', '');
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const drawn = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    // An element not shown (a closed menu) is drawn with no font.
    if (fonts.length > 0) drawn.push({ text: outerHTML.replace(/<[^>]*>/g, '').slice(0, 30), fonts });
  }
  return drawn;
}

/** The site's font, or a system one that has Devanagari: not a fallback's empty boxes. */
const devanagariFont = (font: { familyName: string; isCustomFont: boolean }) =>
  font.isCustomFont || /Devanagari|Nirmala|Kohinoor|Lohit|Mukta/i.test(font.familyName);

/** Delays the fonts at `pattern` by `ms`: after the first paint, as on a cold start or a slow phone. */
const fontsLate = (pattern: string, ms: number) => (page: Page) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

describe('the site in Hindi, in a browser', () => {
  it.each(['/hi/home', '/hi/about-us', '/hi/nope'])(
    'logs no console error and no hydration warning on %s',
    async (path) => {
      const { page, context, messages, response } = await open(path);
      await page.waitForLoadState('networkidle');
      const expected = response?.status() === 404 ? [/status of 404/] : [];
      expect(messages.filter((message) => !expected.some((pattern) => pattern.test(message)))).toEqual([]);
      await context.close();
    },
  );

  it('moves between Hindi pages through the menu, marking the current one, and to English through the language link', async () => {
    const { page, context, messages } = await open('/hi/home');
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${e2e.site.url}/hi/about-us`);
    await expect(nav.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${e2e.site.url}/about-us`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expect(page.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).resolves.toBe('/hi/about-us');
    expect(messages).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])('loads the Devanagari font on Hindi pages only, without moving anything (%s)', async (_, viewport) => {
    const english = await open('/home', viewport);
    await english.page.waitForLoadState('networkidle');
    // Only the "हिन्दी" link's own few glyphs, never the Hindi pages' font.
    expect(english.fonts).toEqual([
      expect.stringMatching(/^\/_next\/static\/fonts\/noto-sans-devanagari-.*-language-link\.woff2$/),
    ]);
    await english.context.close();

    const hindi = await open('/hi/home', viewport);
    await hindi.page.waitForLoadState('networkidle');
    expect(hindi.fonts.length).toBeGreaterThan(0);
    for (const font of hindi.fonts) expect(font).toMatch(/^\/_next\/static\/fonts\/noto-sans-devanagari-/);
    const shift = await layoutShift(hindi.page);
    console.log(`CLS of /hi/home at ${viewport.width} px: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);
    await hindi.context.close();
  });

  it('draws all of a Hindi page’s text in a Devanagari font even when its font comes late', async () => {
    const { page, context, messages } = await open(
      '/hi/home',
      MOBILE,
      fontsLate('**/noto-sans-devanagari-*-normal.woff2', 400),
    );
    await page.waitForLoadState('networkidle');
    const drawn = await drawnFonts(context, page);
    expect(drawn.length).toBeGreaterThan(20);
    // Each element that shows as boxes, with the fonts it was drawn in (its Latin text may take another).
    expect(drawn.filter(({ fonts }) => !fonts.some(devanagariFont))).toEqual([]);
    console.log(`CLS of /hi/home with its font late: ${(await layoutShift(page)).toFixed(4)}`);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('draws an English page’s "हिन्दी" in a Devanagari font even when its font comes late, moving nothing', async () => {
    const { page, context, messages } = await open('/home', MOBILE, fontsLate('**/*-language-link.woff2', 700));
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('link', { name: 'हिन्दी' });
    await expect(link.isVisible()).resolves.toBe(true);
    // The site's own font, or a system one that has Devanagari, never a fallback's empty boxes (this
    // machine's default, DejaVu Sans, has no Devanagari).
    const [word, ...more] = await drawnFonts(context, page, 'a[lang="hi"]');
    expect(more).toEqual([]);
    expect(word?.fonts.length).toBeGreaterThan(0);
    expect(word?.fonts.filter((font) => !devanagariFont(font))).toEqual([]);
    const shift = await layoutShift(page);
    console.log(`CLS of /home with the language link's font late: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);
    expect(messages).toEqual([]);
    await context.close();
  });
});

import { axeViolations } from '../utils/axe';
import { DESKTOP, MOBILE, newContext } from '../utils/browser';
import { editorSession } from '../utils/cms-client';
import { useSiteAndBrowser } from '../utils/e2e-site';
import { fillForm, FORM_PAGES, postFrom, sendShownForm, type FormKind } from '../utils/form-pages';

const e2e = useSiteAndBrowser();

// /about-us and /admissions are the school's own pages (content/pages/), /academics shows the home page;
// the notices' list and a demo notice with a table and an attachment (content/notices/); the gallery: its
// list, a demo album (generated photos) and one of its photos opened large; the book list (content/book-list.yaml).
const ROUTES = [
  '/home',
  '/about-us',
  '/admissions',
  '/mandatory-public-disclosure',
  '/calendar',
  '/book-list',
  '/landing-page',
  '/alumni',
  '/~offline',
  '/notices',
  '/notices/academic-calendar-2026-27',
  '/gallery',
  '/gallery/annual-sports-day-2026',
  '/gallery/annual-sports-day-2026/2',
  '/contact',
  '/grievance',
  '/withdraw',
  '/grievance/status',
  '/alerts',
  // The search page: empty, with results, and with none.
  '/search',
  '/search?q=sports',
  '/search?q=zqxwv',
  // The same pages in Hindi: axe checks `lang` too (html-has-lang, html-lang-valid, valid-lang).
  '/hi/home',
  '/hi/about-us',
  '/hi/admissions',
  '/hi/notices',
  '/hi/notices/academic-calendar-2026-27',
  '/hi/calendar',
  '/hi/gallery',
  '/hi/mandatory-public-disclosure',
  '/hi/contact',
  '/hi/grievance',
  '/hi/alerts',
  '/hi/search?q=%E0%A4%96%E0%A5%87%E0%A4%B2',
];
const SIZES = [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const;

describe.each(SIZES)('accessibility on a %s', (_, viewport) => {
  it.each(ROUTES)('axe finds no violation on %s', async (path) => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violation with the side menu open', async () => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/home`);
    await page.getByRole('button', { name: 'Side menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

// Each form in its three states: as shown, answered with errors (the mobile number too short, the box
// unticked), and sent; each (size, form) a visitor of its own address, as the site takes 5 forms an hour from one.
let visitor = 50;
describe.each(SIZES)("accessibility of the parents' forms on a %s", (_, viewport) => {
  it.each(['enquiry', 'contact', 'grievance'] as FormKind[])(
    'axe finds no violation on the %s form as shown, with errors and sent',
    async (kind) => {
      const context = await newContext(e2e.browser, viewport);
      await postFrom(context, e2e.site.url, `127.0.0.${(visitor += 1)}`);
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}${FORM_PAGES[kind].path}`);
      let shownAt = Date.now();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await fillForm(page, kind, {
        changes: { 'Your name': '', 'Mobile number': '12345', 'Mobile number (optional)': '12345' },
        consent: false,
      });
      await sendShownForm(page, kind, shownAt);
      shownAt = Date.now();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await fillForm(page, kind);
      await sendShownForm(page, kind, shownAt);
      await page.getByText('Your reference number is').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe.each([
  ['urgent', 'Urgent announcement'],
  ['info', 'Announcement'],
] as const)('with an %s alert', (level, name) => {
  let clear: () => Promise<unknown> = async () => undefined;
  beforeAll(async () => {
    const editor = await editorSession(e2e.site, `a11y-${level}@school.example`);
    const saved = await editor.saveSchoolDoc('alert', {
      message: 'School closed on Monday 14 July due to heavy rain. Online classes as per timetable.',
      level,
      link: '/mandatory-public-disclosure',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(saved.status).toBe(200);
    clear = () => editor.saveSchoolDoc('alert', { message: '' });
  });
  afterAll(() => clear());

  it.each(SIZES)(
    'axe finds no violation (contrast included) on /home and the offline page on a %s',
    async (_, viewport) => {
      const context = await newContext(e2e.browser, viewport);
      const page = await context.newPage();
      for (const path of ['/home', '/~offline']) {
        await page.goto(`${e2e.site.url}${path}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('region', { name, exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );
});

describe('keyboard use', () => {
  it('offers a skip link to the main content as the first stop', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/home`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await context.close();
  });

  it.each(SIZES)('reaches every control on a %s by Tab, each with a visible focus ring', async (_, viewport) => {
    const context = await newContext(e2e.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/home`);
    await page.waitForLoadState('networkidle');
    const expected = await page.evaluate(() =>
      // The map's own controls live in its (third-party) frame; the frame itself is no control of ours.
      Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea'),
      )
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    const reached: string[] = [];
    for (let step = 0; step < expected.length + 5; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        if (element.tagName === 'IFRAME') return null;
        return { html: element.outerHTML.slice(0, 80), ring };
      });
      if (!focused) continue;
      expect({ element: focused.html, visibleFocusRing: focused.ring }).toEqual({
        element: focused.html,
        visibleFocusRing: true,
      });
      if (!reached.includes(focused.html)) reached.push(focused.html);
    }
    expect(reached.sort()).toEqual([...new Set(expected)].sort());
    await context.close();
  });

  it('operates both header toggles from the keyboard', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/home`);
    const mobileMenu = page.getByRole('button', { name: 'Mobile menu' });
    await mobileMenu.focus();
    await page.keyboard.press('Enter');
    await expect(mobileMenu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Space');
    await expect(mobileMenu.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Side menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

describe('reduced motion', () => {
  it('turns animations and smooth scrolling off when the visitor asks for less motion', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${e2e.site.url}/home`);
    const motion = await page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      burger: getComputedStyle(document.querySelector('.burger') as Element).transitionDuration,
    }));
    expect(motion.scroll).toBe('auto');
    expect(parseFloat(motion.burger)).toBeLessThan(0.001);
    await context.close();
  });
});

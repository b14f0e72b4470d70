import { MOBILE, newContext } from '../utils/browser';
import { useSiteAndBrowser } from '../utils/e2e-site';

const e2e = useSiteAndBrowser();

describe('on a phone without JavaScript', () => {
  it('shows the main menu, offers no toggle that cannot work, and its links lead to their pages', async () => {
    const context = await newContext(e2e.browser, MOBILE, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/home`);
      expect(await page.getByRole('button', { name: 'Mobile menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Side menu' }).isVisible()).toBe(false);
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
      expect(await about.isVisible()).toBe(true);
      await about.click();
      await page.waitForURL(`${e2e.site.url}/about-us`);
      expect(await page.title()).toBe('About Us | Greenwood Public School');
    } finally {
      await context.close();
    }
  });

  it('keeps the menu behind its toggle when JavaScript runs', async () => {
    const context = await newContext(e2e.browser, MOBILE);
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/home`);
      const toggle = page.getByRole('button', { name: 'Mobile menu' });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
      expect(await about.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await about.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

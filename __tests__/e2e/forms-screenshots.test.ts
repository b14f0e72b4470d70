import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MOBILE, DESKTOP, newContext } from '../utils/browser';
import { addUser, TEST_PASSWORD } from '../utils/cms-client';
import { useSiteAndBrowser } from '../utils/e2e-site';
import { fillForm, FORM_PAGES, postFrom, sendShownForm } from '../utils/form-pages';
import { GOOD, sendForm } from '../utils/parent-forms';

// The README's pictures of the parents' forms (docs/screenshots/ holds the copies): the enquiry form on a
// phone answered with errors, its answer once sent, and the office's inbox in the admin with a few messages.
const e2e = useSiteAndBrowser({ CMS_API_URL: '' });
const SCREENSHOTS = join(__dirname, '..', '..', 'test-results', 'screenshots');
const ADMIN = 'office-admin@school.example';

async function saved(name: string) {
  const path = join(SCREENSHOTS, `${name}.png`);
  expect((await stat(path)).size).toBeGreaterThan(10_000);
}

beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

it('saves the enquiry form with errors and its answer once sent, at 390 px', async () => {
  const context = await newContext(e2e.browser, MOBILE, { javaScriptEnabled: false });
  await postFrom(context, e2e.site.url, '127.0.0.41');
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}${FORM_PAGES.enquiry.path}`);
  let shownAt = Date.now();
  await fillForm(page, 'enquiry', {
    changes: { 'Your name': '', 'Mobile number': '12345', 'E-mail address (optional)': 'asha@example' },
    consent: false,
  });
  await sendShownForm(page, 'enquiry', shownAt);
  shownAt = Date.now();
  const form = page.locator('#enquiry-form');
  await form.getByRole('heading', { name: 'There is a problem' }).waitFor();
  // Cropped from the whole page, so the header (a list of links without JavaScript) covers none of the form.
  const box = await form.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
  });
  const margin = 8;
  await page.screenshot({
    path: join(SCREENSHOTS, 'form-errors-390.png'),
    fullPage: true,
    clip: { x: 0, y: box.y - margin, width: MOBILE.width, height: box.height + 2 * margin },
  });
  await saved('form-errors-390');
  await fillForm(page, 'enquiry');
  await sendShownForm(page, 'enquiry', shownAt);
  await page.getByText('Your reference number is').waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'enquiry-sent-390.png') });
  await saved('enquiry-sent-390');
  await context.close();
});

it("saves the office's inbox in the admin with a few messages", async () => {
  await addUser(e2e.site.dataDir, ADMIN, 'admin');
  const sent = await Promise.all([
    sendForm(e2e.site, '/contact', 'contact', GOOD.contact, { from: '127.0.0.42' }),
    sendForm(e2e.site, '/grievance', 'grievance', GOOD.grievance, { from: '127.0.0.43' }),
    sendForm(
      e2e.site,
      '/admissions',
      'enquiry',
      { ...GOOD.enquiry, name: 'Farhan Qureshi', mobile: '91234 56780', classSought: 'VI', childFirstName: 'Zoya' },
      { from: '127.0.0.44' },
    ),
  ]);
  expect(sent.map((reply) => reply.status)).toEqual([200, 200, 200]);
  const context = await newContext(e2e.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/admin/login`);
  // Filled once the form has hydrated: a value typed into the server's HTML before is lost (the admin
  // loads more since the school selector).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`${e2e.site.url}/admin/collections/messages`);
  await page.getByRole('row').nth(3).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOTS, 'inbox.png') });
  await saved('inbox');
  await context.close();
});

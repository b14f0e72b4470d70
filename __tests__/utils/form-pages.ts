/**
 * The parents' forms in Playwright's Chromium, for the axe checks and the screenshots: filled in by their
 * labels, sent a person's few seconds after the page was shown, and, so a file can send more forms than
 * one address may (5 an hour), each context's POSTs sent on from an address of its own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { academicYearNameLabel } from '@/lib/academic-year';
import { postFormAndFollow } from './form-post';
import { GOOD, HUMAN_DELAY_MS } from './parent-forms';

export type FormKind = 'enquiry' | 'contact' | 'grievance';

export const FORM_PAGES: Record<FormKind, { path: string; button: string }> = {
  enquiry: { path: '/admissions', button: 'Send the enquiry' },
  contact: { path: '/contact', button: 'Send the message' },
  grievance: { path: '/grievance', button: 'Send the grievance' },
};

const CONSENT = 'I agree to the school using these details as described above';

/** Each form's good answers as a parent types and chooses them (GOOD in parent-forms.ts), by label. */
const ANSWERS: Record<FormKind, { texts: [string, string][]; choices: [string, string][] }> = {
  enquiry: {
    texts: [
      ['Your name', GOOD.enquiry.name],
      ['Mobile number', GOOD.enquiry.mobile],
      ['E-mail address (optional)', GOOD.enquiry.email],
      ['Your child’s first name (optional)', GOOD.enquiry.childFirstName],
      ['Your message (optional)', GOOD.enquiry.message],
    ],
    choices: [
      ['Class sought', 'Class I'],
      ['Academic year', academicYearNameLabel(GOOD.enquiry.yearSought)],
    ],
  },
  contact: {
    texts: [
      ['Your name', GOOD.contact.name],
      ['E-mail address (optional)', GOOD.contact.email],
      ['Your message', GOOD.contact.message],
    ],
    choices: [['What is it about?', 'Fees']],
  },
  grievance: {
    texts: [
      ['Your name', GOOD.grievance.name],
      ['Mobile number (optional)', GOOD.grievance.mobile],
      ['What happened?', GOOD.grievance.message],
    ],
    choices: [['What is the grievance about?', 'Transport']],
  },
};

/** Fills `kind`'s form on `page` with good answers, `changes` (label → text) typed instead; ticks consent unless told not to. */
export async function fillForm(
  page: Page,
  kind: FormKind,
  { changes = {}, consent = true }: { changes?: Record<string, string>; consent?: boolean } = {},
) {
  const { texts, choices } = ANSWERS[kind];
  for (const [label, option] of choices) await page.getByLabel(label, { exact: true }).selectOption({ label: option });
  for (const [label, text] of texts) await page.getByLabel(label, { exact: true }).fill(changes[label] ?? text);
  if (consent) await page.getByLabel(CONSENT).check();
}

/** Sends the form on `page` once `shownAt + HUMAN_DELAY_MS` has passed, and waits for the page it answers with. */
export async function sendShownForm(page: Page, kind: FormKind, shownAt: number) {
  const wait = shownAt + HUMAN_DELAY_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.getByRole('button', { name: FORM_PAGES[kind].button }).click(),
  ]);
}

/**
 * Sends every form `context` POSTs to `siteUrl` on from `from` (any 127.0.0.x), as that visitor's browser
 * would, and answers with the page the site's answer redirects to: the site counts each context as a visitor
 * of its own.
 */
export async function postFrom(context: BrowserContext, siteUrl: string, from: string) {
  await context.route(
    (url) => url.origin === new URL(siteUrl).origin,
    async (route, request) => {
      if (request.method() !== 'POST') return route.fallback();
      const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
      const reply = await postFormAndFollow(request.url(), fields, from);
      const headers = Object.fromEntries(
        Object.entries(reply.headers)
          .filter(([name, value]) => value !== undefined && !['content-length', 'transfer-encoding'].includes(name))
          .map(([name, value]) => [name, [value].flat().join(', ')]),
      );
      await route.fulfill({ status: reply.status, headers, body: reply.body });
    },
  );
}

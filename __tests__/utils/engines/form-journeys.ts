/**
 * The parents' forms as a visitor uses them, in every engine at a phone and a desktop width (journeys.ts):
 * each form filled in by its labels with the driver's keyboard, sent with mistakes (the error summary, each
 * field's message, what was typed kept), then with only the consent unticked (refused, nothing stored), then
 * as it should be (a reference); the enquiry is then withdrawn, the grievance's status looked up. The pages
 * run without JavaScript where the driver can switch it off (Chromium); Firefox's and WebKitGTK's drivers
 * cannot, so there the same plain POSTs are sent with the site's scripts running (they do not touch the forms).
 */
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { academicYearNameLabel } from '@/lib/academic-year';
import { GOOD, HUMAN_DELAY_MS, REFERENCE } from '../parent-forms';
import type { Site } from '../production-server';
import type { EnginePage } from './engine';
import type { SiteProxy } from './proxies';

type Kind = 'enquiry' | 'contact' | 'grievance';

export type FormJourneyContext = {
  label: string;
  /** The page the forms are filled in: without JavaScript where the engine can. */
  page: () => EnginePage;
  /** The page with the site's scripts running, where the recorder (recorder.ts) notes every CSP violation. */
  scriptedPage: () => EnginePage;
  site: () => Site;
  front: () => SiteProxy;
  problemsSince: (page: EnginePage) => Promise<string[]>;
  waitUntil: <A>(
    page: EnginePage,
    what: string,
    check: (arg: A) => boolean,
    arg?: A,
    timeoutMs?: number,
  ) => Promise<void>;
};

const CONSENT = 'I agree to the school using these details as described above';
// The contact form's words on /hi/contact (lib/i18n/messages/hi/forms.json), as a parent reads them.
const HINDI = {
  button: 'संदेश भेजें',
  summary: 'कोई समस्या है',
  nameMissing: 'अपना नाम लिखें',
  mobileInvalid: 'भारत का मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या उसके बिना',
  consent: 'हम इन विवरणों का उपयोग कैसे करेंगे, इससे सहमत होने के लिए बॉक्स पर सही का निशान लगाएँ',
  consentLabel: 'मैं सहमत हूँ कि विद्यालय इन विवरणों का उपयोग ऊपर बताए अनुसार करे',
  reference: 'आपकी संदर्भ संख्या है',
};
const CONSENT_ERROR = 'Tick the box to agree to how we use these details';
const MOBILE_ERROR = 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91';

type FormCase = {
  kind: Kind;
  path: string;
  button: string;
  sentTitle: string;
  /** What a parent fills in, first with mistakes (the name left empty, a short mobile number, the box unticked). */
  choices: [label: string, option: string][];
  texts: [label: string, text: string][];
  /** The fields the mistakes are in, in the form's order. */
  wrong: string[];
  corrections: [label: string, text: string][];
  /** The contact the message can be withdrawn or looked up with. */
  contact: string;
};

const MESSAGE = {
  enquiry: 'We are moving to Dwarka in April.',
  contact: 'When are fees due for the second term?',
  grievance: 'The bus was late every day this week.',
};

const CASES: FormCase[] = [
  {
    kind: 'enquiry',
    path: '/admissions',
    button: 'Send the enquiry',
    sentTitle: 'Your enquiry has been sent',
    choices: [
      ['Class sought', 'Class I'],
      ['Academic year', academicYearNameLabel(GOOD.enquiry.yearSought)],
    ],
    texts: [
      ['Mobile number', '12345'],
      ['E-mail address', 'asha@example.com'],
      ['Your child’s first name', 'Riya'],
      ['Your message', MESSAGE.enquiry],
    ],
    wrong: ['name', 'mobile', 'consent'],
    corrections: [
      ['Your name', 'Asha Verma'],
      ['Mobile number', '98100 45678'],
    ],
    contact: '98100 45678',
  },
  {
    kind: 'contact',
    path: '/contact',
    button: 'Send the message',
    sentTitle: 'Your message has been sent',
    choices: [['What is it about?', 'Fees']],
    texts: [
      ['E-mail address', 'ravi@example.com'],
      ['Mobile number', '12345'],
      ['Your message', MESSAGE.contact],
    ],
    wrong: ['name', 'mobile', 'consent'],
    corrections: [
      ['Your name', 'Ravi Kumar'],
      ['Mobile number', '98100 12345'],
    ],
    contact: 'ravi@example.com',
  },
  {
    kind: 'grievance',
    path: '/grievance',
    button: 'Send the grievance',
    sentTitle: 'Your grievance has been received',
    choices: [['What is the grievance about?', 'Transport']],
    texts: [
      ['Mobile number', '12345'],
      ['What happened?', MESSAGE.grievance],
    ],
    wrong: ['name', 'mobile', 'consent'],
    corrections: [
      ['Your name', 'Meena Rao'],
      ['Mobile number', '+91 99999 12345'],
    ],
    contact: '+91 99999 12345',
  },
];

/** Runs in the page: the error summary's links and, for each, the field it names, as a visitor (and a screen reader) meets them. */
function errorState(title?: string | null) {
  // WebKit's driver hands a function no argument as null, which a default parameter would not replace.
  const expected = title ?? 'There is a problem';
  const summary = [...document.querySelectorAll('[role="alert"]')].find(
    (element) => element.querySelector('h2')?.textContent === expected,
  );
  const links = [...(summary?.querySelectorAll('a') ?? [])].map((link) => {
    const id = decodeURIComponent(link.hash.slice(1));
    const field = document.getElementById(id) as HTMLInputElement | null;
    const described = (field?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '');
    return {
      href: link.getAttribute('href'),
      text: link.textContent,
      field: field?.tagName ?? null,
      invalid: field?.getAttribute('aria-invalid') ?? null,
      describedBy: described.filter((text) => text.startsWith('Error: ')),
    };
  });
  return { summary: Boolean(summary), title: document.title, lang: document.documentElement.lang, links };
}

/** Runs in the page: what each named field holds now. */
const valuesOf = (ids: string[]) =>
  ids.map((id) => {
    const field = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (!field) return null;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
    if (field instanceof HTMLSelectElement) return field.selectedOptions[0]?.textContent ?? '';
    return field.value;
  });

const shownAnswer = () => ({
  h1: document.querySelector('h1')?.textContent ?? null,
  title: document.title,
  text: document.querySelector('main')?.textContent ?? '',
  reference: document.querySelector('[data-reference]')?.textContent ?? null,
});

let visitors = 20;

export function formJourneys(context: FormJourneyContext) {
  const { label, waitUntil } = context;
  let db: Client | undefined;
  const stored = async (where = '1 = 1', args: string[] = []) => {
    db ??= createClient({ url: `file:${join(context.site().dataDir, 'school.db')}` });
    await db.execute('PRAGMA busy_timeout = 5000');
    const { rows } = await db.execute({ sql: `SELECT count(*) AS n FROM messages WHERE ${where}`, args });
    return Number(rows[0]?.n);
  };
  afterAll(() => db?.close());
  // Chromium logs a document answered 400 as a failed load: a form's answer with errors is one by design.
  const problems = async (page: EnginePage) =>
    (await context.problemsSince(page)).filter(
      (problem) => !/status of 400 \(Bad Request\) \(http:\/\/[^)]*#(enquiry|contact|grievance)-form\)$/.test(problem),
    );

  /** Sends the form on this page once a person's few seconds have passed since it was shown; waits for the answer showing `expected`. */
  async function send(page: EnginePage, shownAt: number, button: string, expected: string) {
    const wait = shownAt + HUMAN_DELAY_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The answer is a new document: this one is marked, so the wait cannot end on it.
    await page.evaluate(() => ((window as unknown as { __sending?: boolean }).__sending = true));
    await page.click({ role: 'button', name: button });
    await waitUntil(
      page,
      `the answer to "${button}" showing "${expected}"`,
      (text: string) =>
        !(window as unknown as { __sending?: boolean }).__sending &&
        document.readyState === 'complete' &&
        (document.querySelector('main')?.textContent ?? '').includes(text),
      expected,
      15_000,
    );
    return Date.now();
  }

  describe.each(CASES)(`the $kind form on $path`, (form) => {
    const id = (field: string) => `${form.kind}-${field}`;

    it(`at ${label}: mistakes are listed and kept, an unticked consent is refused with nothing stored, then a reference`, async () => {
      const page = context.page();
      const front = context.front();
      // Each try a visitor of its own: the site takes 5 forms an hour from one address.
      front.visitAs(`127.0.0.${(visitors += 1)}`);
      try {
        const before = await stored();
        await page.goto(`${front.url}${form.path}`);
        let shownAt = Date.now();
        await waitUntil(
          page,
          `${form.path} with its form`,
          (button: string) =>
            [...document.querySelectorAll('button')].some((element) => element.textContent === button),
          form.button,
        );
        for (const [field, option] of form.choices) await page.choose(field, option);
        for (const [field, text] of form.texts) await page.type(field, text);

        // (b) Mistakes: the summary first, each a link to its field, which is marked and described by its message.
        shownAt = await send(page, shownAt, form.button, 'There is a problem');
        const errors = await page.evaluate(errorState);
        expect(errors.summary).toBe(true);
        expect(errors.title).toMatch(/^Error: /);
        expect(errors.links.map((link) => link.href)).toEqual(form.wrong.map((field) => `#${id(field)}`));
        for (const link of errors.links) {
          expect(link.field).not.toBeNull();
          expect(link.invalid).toBe('true');
          expect(link.describedBy).toEqual([`Error: ${link.text}`]);
        }
        expect(errors.links.map((link) => link.text)).toEqual(expect.arrayContaining([MOBILE_ERROR, CONSENT_ERROR]));
        // What was typed and chosen is still there; the box is still unticked.
        const kept = [...form.choices, ...form.texts];
        const keptIds = await page.evaluate(
          (labels: string[]) =>
            labels.map(
              (text) =>
                [...document.querySelectorAll('label')].find((element) =>
                  [text, `${text} (optional)`].includes((element.textContent ?? '').trim()),
                )?.htmlFor ?? '',
            ),
          kept.map(([field]) => field),
        );
        await expect(page.evaluate(valuesOf, [...keptIds, id('consent')])).resolves.toEqual([
          ...kept.map(([, value]) => value),
          false,
        ]);
        // Following a summary link brings its field into view.
        await page.click({ role: 'link', name: MOBILE_ERROR });
        await waitUntil(
          page,
          'the mobile number field in view',
          (target: string) => {
            const box = document.getElementById(target)?.getBoundingClientRect();
            return location.hash === `#${target}` && Boolean(box && box.top >= 0 && box.bottom <= innerHeight);
          },
          id('mobile'),
        );
        await expect(stored()).resolves.toBe(before);

        // (c) Everything right but the box unticked: refused, with only the consent's message, and nothing stored.
        for (const [field, text] of form.corrections) await page.type(field, text);
        shownAt = await send(page, shownAt, form.button, 'There is a problem');
        const consentOnly = await page.evaluate(errorState);
        expect(consentOnly.links.map(({ href, text }) => ({ href, text }))).toEqual([
          { href: `#${id('consent')}`, text: CONSENT_ERROR },
        ]);
        await expect(stored()).resolves.toBe(before);

        // (a) Ticked: stored, and the page gives its reference.
        await page.tick(CONSENT);
        await send(page, shownAt, form.button, 'Your reference number is');
        const answer = await page.evaluate(shownAnswer);
        expect(answer.h1).toBe(form.sentTitle);
        expect(answer.title).toMatch(new RegExp(`^${form.sentTitle}`));
        expect(answer.text).toContain('Your reference number is');
        expect(answer.reference).toMatch(new RegExp(`^${REFERENCE.source}$`));
        const reference = answer.reference ?? '';
        await expect(stored('reference = ?', [reference])).resolves.toBe(1);
        await expect(stored()).resolves.toBe(before + 1);

        if (form.kind === 'grievance') {
          // Its status, with the reference and the contact given.
          await page.goto(`${front.url}/grievance/status`);
          await page.type('Reference number', reference);
          await page.type('E-mail address or mobile number', form.contact);
          await send(page, 0, 'Check the status', 'Last updated');
          await expect(page.evaluate(shownAnswer)).resolves.toMatchObject({ h1: 'Check the status of a grievance' });
          expect((await page.evaluate(shownAnswer)).text).toContain(`Grievance ${reference}`);
        } else {
          // Withdrawn with the reference and the contact given: deleted at once.
          await page.goto(`${front.url}/withdraw`);
          await page.type('Reference number', reference);
          await page.type('E-mail address or mobile number', form.contact);
          await send(page, 0, 'Withdraw and delete', 'Withdrawn and deleted');
          await expect(stored('reference = ?', [reference])).resolves.toBe(0);
        }
        await expect(problems(page)).resolves.toEqual([]);
      } finally {
        front.visitAs(undefined);
      }
    });
  });

  it(`at ${label}: the contact form in Hindi on /hi/contact: mistakes in Hindi, then sent with the Hindi notice`, async () => {
    const page = context.page();
    const front = context.front();
    front.visitAs(`127.0.0.${(visitors += 1)}`);
    try {
      const before = await stored();
      await page.goto(`${front.url}/hi/contact`);
      let shownAt = Date.now();
      await waitUntil(
        page,
        '/hi/contact with its form',
        (button: string) =>
          document.documentElement.lang === 'hi' &&
          [...document.querySelectorAll('button')].some((element) => element.textContent === button),
        HINDI.button,
      );
      await page.choose('संदेश किस बारे में है?', 'शुल्क');
      await page.type('ई-मेल पता', 'ravi@example.com');
      await page.type('मोबाइल नंबर', '12345');
      await page.type('आपका संदेश', 'दूसरे सत्र का शुल्क कब तक जमा करना है?');
      shownAt = await send(page, shownAt, HINDI.button, HINDI.summary);
      const errors = await page.evaluate(errorState, HINDI.summary);
      expect(errors.summary).toBe(true);
      expect(errors.lang).toBe('hi');
      expect(errors.title).toMatch(/^त्रुटि: /);
      expect(errors.links.map((link) => link.text)).toEqual([HINDI.nameMissing, HINDI.mobileInvalid, HINDI.consent]);
      for (const link of errors.links) expect(link.invalid).toBe('true');
      await expect(stored()).resolves.toBe(before);

      await page.type('आपका नाम', 'रवि कुमार');
      await page.type('मोबाइल नंबर', '98100 12345');
      await page.tick(HINDI.consentLabel);
      await send(page, shownAt, HINDI.button, HINDI.reference);
      const answer = await page.evaluate(shownAnswer);
      expect(answer.h1).toBe('आपका संदेश भेज दिया गया है');
      const reference = answer.reference ?? '';
      expect(reference).toMatch(new RegExp(`^${REFERENCE.source}$`));
      // Stored in the language it was written in, agreed to the Hindi privacy notice.
      await expect(
        stored(
          `reference = ? AND language = 'hi' AND consent_notice_id IN (SELECT id FROM privacy_notices WHERE language = 'hi')`,
          [reference],
        ),
      ).resolves.toBe(1);
      await expect(problems(page)).resolves.toEqual([]);
    } finally {
      front.visitAs(undefined);
    }
  });

  it(`at ${label}: with the site's scripts running, the forms' pages, an answer with errors and a sent answer show no CSP violation and no console error`, async () => {
    const page = context.scriptedPage();
    const front = context.front();
    front.visitAs(`127.0.0.${(visitors += 1)}`);
    try {
      for (const [index, path] of [
        '/contact',
        '/grievance',
        '/withdraw',
        '/grievance/status',
        '/admissions',
      ].entries()) {
        await page.goto(`${front.url}${path}`);
        await waitUntil(page, path, (expected: string) => location.pathname === expected, path);
        // On the first page, as the other journeys do: leaving it before the worker has taken control aborts
        // its registration (a warning in WebKit), and Firefox's worker, taking over while the next page loads,
        // failed that page's icon request ("A ServiceWorker intercepted the request and encountered an
        // unexpected error").
        if (index === 0)
          await waitUntil(
            page,
            'the service worker to take control',
            () => navigator.serviceWorker.controller !== null,
            undefined,
            30_000,
          );
      }
      const form = CASES[0]!;
      let shownAt = Date.now();
      for (const [field, option] of form.choices) await page.choose(field, option);
      for (const [field, text] of [...form.texts, ...form.corrections]) await page.type(field, text);
      shownAt = await send(page, shownAt, form.button, 'There is a problem');
      await page.tick(CONSENT);
      await send(page, shownAt, form.button, 'Your reference number is');
      await expect(page.evaluate(shownAnswer)).resolves.toMatchObject({ h1: form.sentTitle });
      await expect(problems(page)).resolves.toEqual([]);
    } finally {
      front.visitAs(undefined);
    }
  });
}

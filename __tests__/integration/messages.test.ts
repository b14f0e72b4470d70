import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { getFrom, postForm } from '../utils/form-post';
import { GOOD, lookUpMessage, postParentForm, REFERENCE, sendForm, showForm } from '../utils/parent-forms';
import { startSite, type Site } from '../utils/production-server';

// Parents' forms as the production server receives them, without JavaScript: what is stored, what a bot
// gets, the limits, and /withdraw and /grievance/status with their one answer for every miss.
let site: Site;
let db: Client;
let admin: CmsSession;

beforeAll(async () => {
  site = await startSite();
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

// Each test is another visitor (another 127.0.0.x address), so the limit of 5 forms an hour is each one's own.
let visitor = 10;
const nextVisitor = () => `127.0.0.${(visitor += 1)}`;

async function stored(reference: string) {
  const { rows } = await db.execute({ sql: 'SELECT * FROM messages WHERE reference = ?', args: [reference] });
  return rows[0];
}
const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
const documentOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a good form', () => {
  it.each([
    ['/admissions', 'enquiry', 'ENQ', 'new'],
    ['/contact', 'contact', 'MSG', 'new'],
    ['/grievance', 'grievance', 'GRV', 'received'],
  ] as const)(
    'on %s is stored with its reference, status and the notice agreed to',
    async (path, kind, prefix, status) => {
      const reply = await sendForm(site, path, kind, GOOD[kind], { from: nextVisitor() });
      expect(reply.status).toBe(200);
      expect(reply.reference).toMatch(new RegExp(`^${prefix}-`));
      expect(reply.headers['cache-control']).toMatch(/no-store/);
      const document = documentOf(reply.body);
      expect(document.querySelector('h1')?.textContent).toMatch(/has been (sent|received)/);
      expect(document.querySelector('[data-reference]')?.textContent).toBe(reply.reference);
      const row = await stored(reply.reference!);
      expect(row).toMatchObject({ form: kind, status, name: GOOD[kind].name });
      const notice = await db.execute({
        sql: 'SELECT * FROM privacy_notices WHERE id = ?',
        args: [Number(row!.consent_notice_id)],
      });
      expect(notice.rows[0]?.text).toContain('withdraw');
      expect(Date.now() - Date.parse(row!.consent_at as string)).toBeLessThan(60_000);
    },
  );

  it('stores the mobile number as +91 and nothing about the child but a first name', async () => {
    const reply = await sendForm(
      site,
      '/admissions',
      'enquiry',
      { ...GOOD.enquiry, mobile: '098100-45678' },
      { from: nextVisitor() },
    );
    const row = await stored(reply.reference!);
    expect(row).toMatchObject({ mobile: '+919810045678', child_first_name: 'Riya', class_sought: 'I' });
  });
});

describe('a form with mistakes', () => {
  it('answers 200 with the error summary linking to each field, and keeps what was typed', async () => {
    const before = await count('messages');
    const reply = await sendForm(
      site,
      '/admissions',
      'enquiry',
      { ...GOOD.enquiry, name: '', mobile: '12345', email: 'not an address', consent: '' },
      { from: nextVisitor() },
    );
    expect(reply.status).toBe(200);
    const document = documentOf(reply.body);
    expect(document.title).toMatch(/^Error: /);
    const links = [...document.querySelectorAll('[role="alert"] li a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#enquiry-name', '#enquiry-mobile', '#enquiry-email', '#enquiry-consent']);
    for (const href of links) expect(document.querySelector(href!)).not.toBeNull();
    const mobile = document.querySelector('#enquiry-mobile')!;
    expect(mobile.getAttribute('value')).toBe('12345');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('enquiry-mobile-error')?.textContent).toMatch(/Indian mobile number/);
    expect(mobile.getAttribute('aria-describedby')).toContain('enquiry-mobile-error');
    expect(document.querySelector<HTMLTextAreaElement>('#enquiry-message')?.textContent).toBe(GOOD.enquiry.message);
    expect(await count('messages')).toBe(before);
  });

  it('refuses a form whose consent box is not ticked, and stores nothing', async () => {
    const before = await count('messages');
    const reply = await sendForm(
      site,
      '/contact',
      'contact',
      { ...GOOD.contact, consent: '' },
      { from: nextVisitor() },
    );
    expect(reply.status).toBe(200);
    const document = documentOf(reply.body);
    expect(document.getElementById('contact-consent-error')?.textContent).toMatch(/Tick the box/);
    expect(document.querySelector<HTMLInputElement>('#contact-consent')?.hasAttribute('checked')).toBe(false);
    expect(await count('messages')).toBe(before);
  });

  it('asks for consent again when the privacy notice changed after the form was shown', async () => {
    const from = nextVisitor();
    const shown = await showForm(site, '/contact', from);
    const settings = await admin.getSchoolDoc('message-settings');
    expect((await admin.saveSchoolDoc('message-settings', { contactMonths: 9 })).status).toBe(200);
    try {
      const reply = await sendForm(site, '/contact', 'contact', GOOD.contact, { from, shown });
      expect(reply.status).toBe(200);
      expect(documentOf(reply.body).getElementById('contact-consent-error')?.textContent).toMatch(/notice changed/);
      expect(documentOf(reply.body).getElementById('contact-notice')?.textContent).toContain('9 months');
    } finally {
      await admin.saveSchoolDoc('message-settings', { contactMonths: settings.body.contactMonths ?? 6 });
    }
  });

  it('takes no form on a page that does not show it', async () => {
    const before = await count('messages');
    const shown = await showForm(site, '/admissions');
    const reply = await sendForm(site, '/about-us', 'enquiry', GOOD.enquiry, { from: nextVisitor(), shown });
    expect(reply.reference).toBeUndefined();
    expect(await count('messages')).toBe(before);
  });
});

describe('the page of an answer', () => {
  it('is the sender’s alone: carried in a cookie for that page, private, and gone once shown', async () => {
    const from = nextVisitor();
    const shown = await showForm(site, '/contact', from);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const fields = { form: 'contact', stamp: shown.stamp, notice: shown.notice, website: '', ...GOOD.contact };
    const posted = await postForm(`${site.url}/forms/message?page=%2Fcontact`, fields, from);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/contact#contact-form');
    expect(posted.headers['cache-control']).toBe('private, no-store');
    const setCookies = [posted.headers['set-cookie'] ?? []].flat();
    expect(setCookies.join('\n')).not.toContain('MSG-');
    for (const cookie of setCookies) expect(cookie).toMatch(/; Path=\/contact; Max-Age=60; HttpOnly; SameSite=Lax$/);
    const cookie = setCookies.map((value) => value.split(';')[0]).join('; ');
    const answer = await getFrom(`${site.url}/contact`, from, { Cookie: cookie });
    const reference = REFERENCE.exec(answer.body)?.[0];
    expect(reference).toMatch(/^MSG-/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    expect([answer.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(
      /^form-answer-message=; Path=\/contact; Max-Age=0/,
    );
    // Anyone else, or the sender once the cookie is cleared, gets the page as it is.
    for (const reply of [
      await getFrom(`${site.url}/contact`, nextVisitor()),
      await getFrom(`${site.url}/contact`, from),
    ])
      expect(reply.body).not.toContain(reference);
  });
});

describe('a copied answer', () => {
  it('opens on its own page in its own language only, and once: sent again it shows nothing', async () => {
    const from = nextVisitor();
    const shown = await showForm(site, '/contact', from);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const fields = { form: 'contact', stamp: shown.stamp, notice: shown.notice, website: '', ...GOOD.contact };
    const posted = await postForm(`${site.url}/forms/message?page=%2Fcontact`, fields, from);
    expect(posted.status).toBe(303);
    const cookie = [posted.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    for (const path of ['/admissions', '/grievance', '/hi/contact']) {
      const elsewhere = await getFrom(`${site.url}${path}`, nextVisitor(), { Cookie: cookie });
      expect([path, elsewhere.status, REFERENCE.exec(elsewhere.body)?.[0]]).toEqual([path, 200, undefined]);
    }
    const answer = await getFrom(`${site.url}/contact`, from, { Cookie: cookie });
    expect(REFERENCE.exec(answer.body)?.[0]).toMatch(/^MSG-/);
    const again = await getFrom(`${site.url}/contact`, nextVisitor(), { Cookie: cookie });
    expect([again.status, REFERENCE.exec(again.body)?.[0]]).toEqual([200, undefined]);
    expect(site.logs()).toContain('[forms] an answer already shown was sent again to /contact: not shown');
  });
});

describe('spam', () => {
  async function asBot(change: (fields: Record<string, string>) => void, wait = true) {
    const before = await count('messages');
    const from = nextVisitor();
    const shown = await showForm(site, '/contact', from);
    const fields: Record<string, string> = {
      form: 'contact',
      stamp: shown.stamp,
      notice: shown.notice,
      website: '',
      ...GOOD.contact,
    };
    change(fields);
    if (wait) await new Promise((resolve) => setTimeout(resolve, 3_100));
    const reply = await postParentForm(site, '/contact', fields, from);
    expect(reply.status).toBe(200);
    expect(REFERENCE.exec(reply.body)?.[0]).toMatch(/^MSG-/);
    expect(await count('messages')).toBe(before);
  }

  it('shows a filled honeypot the ordinary success page, and stores nothing', () =>
    asBot((fields) => void (fields.website = 'https://spam.example')));
  it('shows a form sent within 3 s of its page the ordinary success page, and stores nothing', () =>
    asBot(() => undefined, false));
  it('shows a form with an altered time stamp the ordinary success page, and stores nothing', () =>
    asBot((fields) => void (fields.stamp = `${'0'.repeat(9)}${fields.stamp!.slice(9)}`)));

  it('answers the 6th form in an hour from one visitor with 429 and Retry-After', async () => {
    const from = nextVisitor();
    const shown = await showForm(site, '/contact', from);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const replies = [];
    for (let n = 0; n < 6; n += 1)
      replies.push(await sendForm(site, '/contact', 'contact', GOOD.contact, { from, shown }));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(replies[5]!.headers['retry-after'])).toBeGreaterThan(3000);
    expect(replies[5]!.body).toContain('was not sent');
    // Another visitor is not held up.
    expect((await sendForm(site, '/contact', 'contact', GOOD.contact, { from: nextVisitor() })).status).toBe(200);
  });

  it('refuses a form sent from another site with 403, before reading or counting it', async () => {
    const before = await count('messages');
    const reply = await sendForm(site, '/contact', 'contact', GOOD.contact, {
      from: nextVisitor(),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('Sent from another website');
    expect(await count('messages')).toBe(before);
  });
});

describe('withdrawal and grievance status', () => {
  const lookUp = (
    path: '/withdraw' | '/grievance/status',
    fields: { reference: string; contact: string },
    from = '127.0.0.200',
  ) => lookUpMessage(site, path, fields, from);
  const answerOf = (html: string) =>
    documentOf(html).querySelector('[role="alert"], [role="status"]')?.textContent?.replace(/\s+/g, ' ');

  it('shows a grievance’s status and dates to its reference and contact, never its text', async () => {
    const sent = await sendForm(site, '/grievance', 'grievance', GOOD.grievance, { from: nextVisitor() });
    const reply = await lookUp('/grievance/status', {
      reference: sent.reference!.toLowerCase(),
      contact: '9999912345',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['x-robots-tag']).toMatch(/noindex/);
    expect(reply.headers['cache-control']).toMatch(/no-store/);
    expect(answerOf(reply.body)).toMatch(/Status ?Received/);
    expect(reply.body).not.toContain(GOOD.grievance.message);
    expect(reply.body).not.toContain(GOOD.grievance.name);
  });

  it('gives one answer to every miss: an unknown reference, another contact, an enquiry’s reference', async () => {
    const grievance = await sendForm(site, '/grievance', 'grievance', GOOD.grievance, { from: nextVisitor() });
    const enquiry = await sendForm(site, '/admissions', 'enquiry', GOOD.enquiry, { from: nextVisitor() });
    const answers = await Promise.all([
      lookUp('/grievance/status', { reference: 'GRV-0000-0000', contact: '9999912345' }, '127.0.0.201'),
      lookUp('/grievance/status', { reference: grievance.reference!, contact: '9999912346' }, '127.0.0.201'),
      lookUp('/grievance/status', { reference: enquiry.reference!, contact: '9810045678' }, '127.0.0.201'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answerOf(answer.body))).size).toBe(1);
    expect(answerOf(answers[0].body)).toMatch(/found no message/);
  });

  it('deletes a withdrawn message at once and keeps only that one was withdrawn', async () => {
    const sent = await sendForm(site, '/contact', 'contact', GOOD.contact, { from: nextVisitor() });
    const withdrawalsBefore = await count('message_withdrawals');
    const miss = await lookUp(
      '/withdraw',
      { reference: sent.reference!, contact: 'someone@example.com' },
      '127.0.0.202',
    );
    expect(answerOf(miss.body)).toMatch(/found no message/);
    expect(await stored(sent.reference!)).toBeDefined();
    const reply = await lookUp('/withdraw', { reference: sent.reference!, contact: 'RAVI@example.com' }, '127.0.0.202');
    expect(reply.status).toBe(200);
    expect(answerOf(reply.body)).toMatch(/Withdrawn and deleted/);
    expect(await stored(sent.reference!)).toBeUndefined();
    expect(await count('message_withdrawals')).toBe(withdrawalsBefore + 1);
    const again = await lookUp('/withdraw', { reference: sent.reference!, contact: 'ravi@example.com' }, '127.0.0.202');
    expect(answerOf(again.body)).toBe(answerOf(miss.body));
  });

  it('answers 429 after 10 look-ups without a match from one visitor in 15 minutes', async () => {
    const statuses = [];
    for (let n = 0; n < 11; n += 1)
      statuses.push(
        (await lookUp('/withdraw', { reference: `ENQ-0000-000${n % 10}`, contact: 'x@example.com' }, '127.0.0.203'))
          .status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

it('writes nothing a parent typed to the log', () => {
  for (const value of [
    GOOD.enquiry.name,
    'asha@example.com',
    '9810045678',
    '98100 45678',
    GOOD.contact.message,
    'Riya',
  ])
    expect(site.logs()).not.toContain(value);
  expect(site.logs()).toContain('[messages] Admission enquiry: received');
});

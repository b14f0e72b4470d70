/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { addUser, login } from '../utils/cms-client';
import { postJson } from '../utils/form-post';
import { postParentForm } from '../utils/parent-forms';
import { freePort, startSite, type Site } from '../utils/production-server';
import { testSmtp, waitFor } from '../utils/smtp';

// E-mail as a mail server receives it: the production server sends through a local SMTP server the test
// starts, stops and starts again. The job queue looks for due mail every second instead of every minute.
// Tests that send a parent's form follow the forms' contract (GET the page, its stamp and notice, 3 s, POST).

const SMTP_PASSWORD = 'smtp-s3cret-pass';
let smtp: ReturnType<typeof testSmtp>;
let site: Site;
let db: Client;

const mailTo = (address: string, containing: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.text.includes(containing));

/** A parent's form sent as a browser without JavaScript sends it, from a loopback address of the test's own. */
async function sendForm(path: string, kind: string, fields: Record<string, string>, from: string) {
  const page = await (await fetch(`${site.url}${path}`)).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';
  await new Promise((resolve) => setTimeout(resolve, 3100));
  const fieldsSent = {
    form: kind,
    stamp: hidden('stamp'),
    notice: hidden('notice'),
    website: '',
    ...fields,
    consent: 'yes',
  };
  const reply = await postParentForm(site, path, fieldsSent, from);
  return { status: reply.status, reference: /\b(ENQ|MSG|GRV)-[0-9A-Z]{4}-[0-9A-Z]{4}\b/.exec(reply.body)?.[0] };
}

const stored = async (reference: string) => {
  const id = (await db.execute({ sql: 'SELECT id FROM messages WHERE reference = ?', args: [reference] })).rows[0]?.id;
  return id === undefined || id === null ? undefined : Number(id);
};

const api = (path: string, data: unknown, from: string) =>
  postJson(`${site.url}/api/users/${path}`, data, from, { Origin: site.url });

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = testSmtp(smtpPort, { password: SMTP_PASSWORD });
  await smtp.start();
  const port = await freePort();
  site = await startSite(
    {
      CMS_API_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Greenwood School <office@greenwood-school.example>',
      JOBS_AUTORUN_CRON: '* * * * * *',
    },
    undefined,
    port,
  );
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
}, 120_000);
afterAll(async () => {
  db?.close();
  await site?.stop();
  await smtp?.stop();
});

const OFFICE = 'office@greenwood-school.example';
const PARENT = { name: 'Asha Verma', email: 'asha.parent@example.com', mobile: '98100 45678' };

describe('a parent’s message', () => {
  it('tells the office, linking to the message in the admin without the parent’s details, and acknowledges it to the parent with the reference', async () => {
    const sent = await sendForm(
      '/contact',
      'contact',
      { ...PARENT, topic: 'fees', message: 'When are the bus fees for class 3 due?' },
      '127.0.0.41',
    );
    expect(sent.status).toBe(200);
    const reference = sent.reference ?? '';
    expect(reference).toMatch(/^MSG-/);
    const id = await stored(reference);

    const office = await waitFor('the office’s alert', () => mailTo(OFFICE, reference)[0]);
    expect(office.text).toContain(`${site.url}/admin/collections/messages/${id}`);
    for (const detail of ['9810045678', '98100 45678', PARENT.email, PARENT.name, 'bus fees']) {
      expect(office.text).not.toContain(detail);
    }
    const acknowledgement = await waitFor('the acknowledgement', () => mailTo(PARENT.email, reference)[0]);
    expect(acknowledgement.text).toContain(`Your reference number is ${reference}`);
    expect(acknowledgement.text).toContain(`${site.url}/withdraw`);
  }, 120_000);

  it('from a Hindi page, is acknowledged to the parent in Hindi, and told to the office in English', async () => {
    const sent = await sendForm(
      '/hi/contact',
      'contact',
      { ...PARENT, topic: 'fees', message: 'शुल्क कब जमा करना है?' },
      '127.0.0.43',
    );
    expect(sent.status).toBe(200);
    const reference = sent.reference ?? '';
    expect(reference).toMatch(/^MSG-/);
    const acknowledgement = await waitFor('the Hindi acknowledgement', () => mailTo(PARENT.email, reference)[0]);
    expect(acknowledgement.text).toContain(`आपकी संदर्भ संख्या ${reference} है।`);
    expect(acknowledgement.text).toContain('विद्यालय कार्यालय हर संदेश पढ़ता है');
    expect(acknowledgement.text).toMatch(/Subject: .*: आपका संदेश MSG-/);
    expect(acknowledgement.text).toContain(`${site.url}/hi/withdraw`);
    expect(acknowledgement.text).toContain('<html lang="hi">');
    expect(acknowledgement.text).not.toContain('Your reference number');
    const office = await waitFor('the office’s alert', () => mailTo(OFFICE, reference)[0]);
    expect(office.text).toContain(`New message ${reference}`);
    expect(office.text).not.toContain('शुल्क');
  }, 120_000);

  it('is stored and answered while the mail server is down, and its mail arrives once the server is back, once', async () => {
    await smtp.stop();
    const sent = await sendForm(
      '/contact',
      'contact',
      { ...PARENT, topic: 'transport', message: 'Is there a bus from Sector 7?' },
      '127.0.0.42',
    );
    expect(sent.status).toBe(200);
    const reference = sent.reference ?? '';
    expect(reference).toMatch(/^MSG-/);
    expect(await stored(reference)).toBeDefined();

    // Tried and failed at least once, then waiting for its retry.
    await waitFor('a failed try', async () => {
      const { rows } = await db.execute(
        "SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'send-message-mail' AND total_tried > 0 AND completed_at IS NULL",
      );
      return Number(rows[0]?.n) > 0 ? true : undefined;
    });
    expect(mailTo(OFFICE, reference)).toHaveLength(0);
    await smtp.start();
    await waitFor(
      'both mails after the server is back',
      () => (mailTo(OFFICE, reference).length > 0 && mailTo(PARENT.email, reference).length > 0 ? true : undefined),
      { timeoutMs: 150_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(mailTo(OFFICE, reference)).toHaveLength(1);
    expect(mailTo(PARENT.email, reference)).toHaveLength(1);
  }, 240_000);

  it('leaves the parent’s details and the SMTP password out of the server’s log', () => {
    const logs = site.logs();
    for (const secret of [SMTP_PASSWORD, PARENT.email, '9810045678', PARENT.name]) expect(logs).not.toContain(secret);
  });
});

describe('a forgotten password', () => {
  const resetToken = (address: string) =>
    waitFor(`the reset mail to ${address}`, () => {
      const mail = smtp.received.find((one) => one.to.includes(address) && one.text.includes('/admin/reset/'));
      return mail ? new RegExp(`${site.url}/admin/reset/([0-9a-f]+)`).exec(mail.text)?.[1] : undefined;
    });

  it('mails a link to the admin’s reset page whose token resets the password once', async () => {
    await addUser(site.dataDir, 'forgetful@school.example', 'editor');
    expect((await api('forgot-password', { email: 'forgetful@school.example' }, '127.0.0.43')).status).toBe(200);
    const token = await resetToken('forgetful@school.example');
    expect(token).toMatch(/^[0-9a-f]{40}$/);

    const reset = await api('reset-password', { token, password: 'a-new-long-password' }, '127.0.0.43');
    expect(reset.status).toBe(200);
    expect((await login(site.url, 'forgetful@school.example', 'a-new-long-password')).status).toBe(200);
    expect((await api('reset-password', { token, password: 'another-long-password' }, '127.0.0.43')).status).toBe(403);
    expect(site.logs()).not.toContain(token);
  }, 120_000);

  it('refuses a reset link that has expired', async () => {
    await addUser(site.dataDir, 'late@school.example', 'editor');
    expect((await api('forgot-password', { email: 'late@school.example' }, '127.0.0.44')).status).toBe(200);
    const token = await resetToken('late@school.example');
    const { rows } = await db.execute({
      sql: 'SELECT reset_password_expiration AS at FROM users WHERE email = ?',
      args: ['late@school.example'],
    });
    // Payload's own time limit, set at 30 minutes.
    const expires = Date.parse(typeof rows[0]?.at === 'string' ? rows[0].at : '');
    expect(expires - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await db.execute({
      sql: 'UPDATE users SET reset_password_expiration = ? WHERE email = ?',
      args: [new Date(Date.now() - 1000).toISOString(), 'late@school.example'],
    });
    expect((await api('reset-password', { token, password: 'a-new-long-password' }, '127.0.0.44')).status).toBe(403);
  }, 120_000);

  it('answers the sixth request from one address within the hour with 429, and each before it alike for any address', async () => {
    const replies = [];
    for (let request = 1; request <= 6; request += 1)
      replies.push(await api('forgot-password', { email: `nobody-${request}@school.example` }, '127.0.0.45'));
    expect(replies.slice(0, 5).map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(replies[5]?.status).toBe(429);
    expect(new Set(replies.slice(0, 5).map((reply) => reply.body)).size).toBe(1);
  });
});

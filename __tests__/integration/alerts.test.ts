/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { alertTokenKey, signToken } from '@/features/alert-subscriptions/token';
import {
  linkIn as linkInMail,
  mailsTo as mailsAmong,
  publishUrgentAlert,
  signUpAt,
  unfolded,
} from '../utils/alert-signups';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { getFrom, postForm } from '../utils/form-post';
import { runQueuedJob } from '../utils/jobs';
import { freePort, startSite, type Site } from '../utils/production-server';
import { testSmtp, waitFor, type Received } from '../utils/smtp';

// Parents' alerts by e-mail as the production server sends them through a local SMTP server: the sign-up
// without JavaScript, double opt-in, the links in the mails, the hourly throttle's digest, and who may see
// a subscription (nobody). The job queue looks for due mail every second.
let smtp: ReturnType<typeof testSmtp>;
let site: Site;
let db: Client;
let admin: CmsSession;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = testSmtp(smtpPort);
  await smtp.start();
  const port = await freePort();
  site = await startSite(
    {
      CMS_API_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Greenwood School <office@greenwood-school.example>',
      JOBS_AUTORUN_CRON: '* * * * * *',
    },
    undefined,
    port,
  );
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
}, 120_000);
afterAll(async () => {
  db?.close();
  await site?.stop();
  await smtp?.stop();
});

let visitor = 60;
const nextVisitor = () => `127.0.0.${(visitor += 1)}`;
const addresses: string[] = [];
const tokens: string[] = [];

const mailsTo = (address: string, containing = '') => mailsAmong(smtp.received, address, containing);
const linkIn = (mail: Received, path: string) => {
  const url = linkInMail(mail, path);
  tokens.push(new URL(url).searchParams.get('token') ?? '');
  return url;
};
const decoded = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The text of the first element `pattern` opens in `html` (the SMTP server needs Node's environment: no DOM). */
const textOf = (html: string, pattern: RegExp) =>
  decoded(new RegExp(`${pattern.source}([^<]*)<`).exec(html)?.[1] ?? '');
/** An element's opening tag, whose id is `id`. */
const tagWithId = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
const row = async (email: string) =>
  (await db.execute({ sql: 'SELECT * FROM alert_subscriptions WHERE email = ?', args: [email] })).rows[0];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sign-up as a browser without JavaScript sends it from `path` (`/alerts`, `/hi/alerts`), and the page it ends on. */
async function signUp(path: string, fields: Record<string, string>, from = nextVisitor()) {
  if (fields.email) addresses.push(fields.email);
  return signUpAt(site.url, path, fields, from);
}

/** Signed up and confirmed: the confirm link from the mail, its page's button pressed. */
async function subscribed(email: string, topic: 'urgent' | 'all', path = '/alerts') {
  expect((await signUp(path, { email, topic })).status).toBe(200);
  const confirm = linkIn(
    await waitFor('the confirmation mail', () => mailsTo(email, '/alerts/confirm')[0]),
    '/alerts/confirm',
  );
  expect((await postForm(confirm, {})).status).toBe(200);
  return confirm;
}

const MINUTE = 60_000;
let alerts = 0;
/** Publishes an urgent alert with a message of its own, as the office does. */
async function publishUrgent(): Promise<string> {
  const message = `School closed today (${(alerts += 1)}) due to heavy rain.`;
  await publishUrgentAlert(admin, message);
  return message;
}

describe('signing up for alerts', () => {
  it('confirms only from the button the mail’s link shows, then mails an urgent alert in the subscriber’s language with one-click unsubscribe', async () => {
    const waiting = 'waiting.parent@example.com';
    const parent = 'asha.alerts@example.com';
    expect((await signUp('/alerts', { email: waiting })).status).toBe(200);
    const answer = await signUp('/hi/alerts', { email: parent, topic: 'urgent' });
    expect(answer.status).toBe(200);
    expect(textOf(answer.body, /<h1[^>]*>/)).toBe('अपना ई-मेल देखें');

    const mail = await waitFor('the Hindi confirmation mail', () => mailsTo(parent, '/alerts/confirm')[0]);
    expect(unfolded(mail)).toMatch(/Subject: .*: अपनी सूचनाओं की पुष्टि करें/);
    const confirm = linkIn(mail, '/alerts/confirm');
    expect(confirm).toContain('/hi/alerts/confirm?token=');

    // A mail scanner's GET shows the button and confirms nothing.
    const shown = await getFrom(confirm);
    expect(shown.status).toBe(200);
    expect(textOf(shown.body, /<form method="post"[^>]*><button type="submit">/)).toBe('मेरी सूचनाएँ शुरू करें');
    expect((await row(parent))?.confirmed_at).toBeNull();

    const confirmed = await postForm(confirm, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain('आपकी सूचनाएँ चालू हैं');
    expect((await row(parent))?.confirmed_at).not.toBeNull();

    const message = await publishUrgent();
    const alert = await waitFor('the urgent alert', () => mailsTo(parent, message)[0]);
    const text = unfolded(alert);
    expect(text).toContain('की एक आपात सूचना');
    expect(text).toMatch(new RegExp(`List-Unsubscribe: <${site.url}/hi/alerts/unsubscribe\\?token=[\\w.-]+>`));
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    linkIn(alert, '/alerts/unsubscribe');

    // Signed up before the parent, so its turn in the batch came first: an unconfirmed address gets nothing.
    await pause(2000);
    expect(mailsTo(waiting, message)).toEqual([]);
    expect(mailsTo(waiting)).toHaveLength(1);
  }, 180_000);

  it('shows the error summary for a bad address and a missing consent, without JavaScript, and stores nothing', async () => {
    const reply = await signUp('/alerts', { email: 'not an address', consent: '' });
    expect(reply.status).toBe(200);
    expect(textOf(reply.body, /<title>/)).toMatch(/^Error: /);
    const summary = /aria-labelledby="error-summary-title"[\s\S]*?<\/ul>/.exec(reply.body)?.[0] ?? '';
    const links = [...summary.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['#alerts-email', '#alerts-consent']);
    for (const href of links) expect(tagWithId(reply.body, href!.slice(1))).toBeDefined();
    const email = tagWithId(reply.body, 'alerts-email') ?? '';
    expect(email).toContain('type="email"');
    expect(email).toContain('value="not an address"');
    expect(email).toMatch(/aria-describedby="[^"]*alerts-email-error/);
    expect(reply.body).toMatch(/id="alerts-email-error"[^>]*>[\s\S]{0,200}right form/);
    expect(await row('not an address')).toBeUndefined();
  }, 60_000);
});

describe('the links in the mails', () => {
  it('refuse a confirm link used a second time, and one past its 48 hours', async () => {
    const email = 'twice@example.com';
    const confirm = await subscribed(email, 'urgent');
    const again = await postForm(confirm, {});
    expect(again.status).toBe(404);
    expect(again.body).toContain('This link does not work');
    expect((await getFrom(confirm)).status).toBe(404);

    const late = 'late@example.com';
    expect((await signUp('/alerts', { email: late })).status).toBe(200);
    await waitFor('the confirmation mail', () => mailsTo(late, '/alerts/confirm')[0]);
    const stored = (await row(late))!;
    const key = alertTokenKey(readFileSync(join(site.dataDir, '.payload-secret'), 'utf8').trim());
    const expired = signToken(
      key,
      { id: Number(stored.id), salt: stored.salt as string },
      'confirm',
      Date.now() - 1000,
    );
    tokens.push(expired);
    const refused = await postForm(`${site.url}/alerts/confirm?token=${expired}`, {});
    expect(refused.status).toBe(404);
    expect((await row(late))?.confirmed_at).toBeNull();
  }, 120_000);

  it('refuse a forged unsubscribe link, which changes nothing; the real one stops every alert at one click', async () => {
    const email = 'one.click@example.com';
    const witness = 'witness@example.com';
    await subscribed(email, 'urgent');
    await subscribed(witness, 'urgent');
    const message = await publishUrgent();
    const unsubscribe = linkIn(await waitFor('the alert', () => mailsTo(email, message)[0]), '/alerts/unsubscribe');

    const oneClick = (url: string) =>
      postForm(url, { 'List-Unsubscribe': 'One-Click' }, '127.0.0.99', {
        Origin: 'https://mail.example',
        'Sec-Fetch-Site': 'cross-site',
      });
    const token = new URL(unsubscribe).searchParams.get('token')!;
    const [id, purpose, expires, mac] = token.split('.') as [string, string, string, string];
    const forgeries = [
      `${id}.${purpose}.${expires}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `${id}.${purpose}.${(parseInt(expires, 36) + 1).toString(36)}.${mac}`,
      `${Number(id) + 1}.${purpose}.${expires}.${mac}`,
      `${id}.c.${expires}.${mac}`,
    ];
    for (const forged of forgeries) {
      const refused = await oneClick(`${site.url}/alerts/unsubscribe?token=${forged}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toContain('This link does not work');
      expect(await row(email)).toBeDefined();
    }
    expect(site.logs()).toContain('[alerts] refused a link to unsubscribe: not a link of ours');

    const stopped = await oneClick(unsubscribe);
    expect(stopped.status).toBe(200);
    expect(await row(email)).toBeUndefined();

    const next = await publishUrgent();
    await waitFor('the next alert to the witness', () => mailsTo(witness, next)[0]);
    await pause(2000);
    expect(mailsTo(email, next)).toEqual([]);
  }, 180_000);
});

describe('the hourly limit', () => {
  it('mails the first 3 notices of an hour one by one and the rest together in a digest once the hour is over', async () => {
    const email = 'every.notice@example.com';
    await subscribed(email, 'all');
    const titles = [1, 2, 3, 4, 5].map((n) => `Circular ${n}: the annual day rehearsal`);
    for (const title of titles) {
      const saved = await admin.post('/notices', {
        title,
        category: 'circular',
        date: new Date().toISOString(),
        _status: 'published',
      });
      expect(saved.status).toBe(201);
    }
    for (const title of titles.slice(0, 3)) await waitFor(title, () => mailsTo(email, `new notice: ${title}`)[0]);
    await waitFor('the held notices', async () => {
      const held = (await row(email))?.digest;
      return typeof held === 'string' && JSON.parse(held).length === 2 ? held : undefined;
    });
    expect(mailsTo(email, 'new notice: Circular 4')).toEqual([]);

    // The hour passes, and the quarter-hourly digest comes due.
    await db.execute({
      sql: 'UPDATE alert_subscriptions SET hour_window_start = ? WHERE email = ?',
      args: [new Date(Date.now() - 61 * MINUTE).toISOString(), email],
    });
    await db.execute({
      sql: "UPDATE payload_jobs SET wait_until = ? WHERE task_slug = 'send-alert-digests' AND completed_at IS NULL",
      args: [new Date(Date.now() - 1000).toISOString()],
    });
    const digest = await waitFor('the digest', () => mailsTo(email, '2 new notices')[0], { timeoutMs: 90_000 });
    expect(unfolded(digest)).toContain(titles[3]);
    expect(unfolded(digest)).toContain(titles[4]);
    // The held notices are cleared once the digest has left, so a moment after it reaches the mailbox.
    await waitFor('the held notices cleared', async () => ((await row(email))?.digest === null ? true : undefined), {
      timeoutMs: 10_000,
    });
  }, 240_000);

  it('sends every waiting digest in one run, however many are due, not a batch a quarter hour', async () => {
    const template = (await row('every.notice@example.com'))!;
    const notice = await admin.post('/notices', {
      title: 'Circular 6: the sports day timetable',
      category: 'circular',
      date: new Date().toISOString(),
      _status: 'published',
    });
    expect(notice.status).toBe(201);
    const noticeId = (notice.body.doc as { id: number }).id;
    // More than a batch of subscribers whose hour is over with a notice held: as after a busy morning. (Each
    // now takes urgent alerts only, so the notice itself, just published, goes to none of them again.)
    const many = Array.from({ length: 60 }, (_, n) => `held.${n}@example.com`);
    addresses.push(...many);
    for (const email of many)
      await db.execute({
        sql: `INSERT INTO alert_subscriptions (school_id, channel, topic, language, email, salt, confirmed_at,
                consent_notice_id, consent_at, hour_window_start, hour_count, digest)
              VALUES (?, 'email', 'urgent', 'en', ?, 'salt-of-a-test-row-0', ?, ?, ?, ?, 4, ?)`,
        args: [
          template.school_id as number,
          email,
          new Date().toISOString(),
          template.consent_notice_id as number,
          new Date().toISOString(),
          new Date(Date.now() - 61 * MINUTE).toISOString(),
          JSON.stringify([noticeId]),
        ],
      });
    const before = Number((await db.execute('SELECT max(id) AS id FROM alert_deliveries')).rows[0]?.id ?? 0);
    // The quarter hour's run, queued once the last one ended, made due now.
    const next = await waitFor('the next digest run queued', async () => {
      const { rows } = await db.execute(
        "SELECT id FROM payload_jobs WHERE task_slug = 'send-alert-digests' AND completed_at IS NULL",
      );
      return rows[0];
    });
    await db.execute({
      sql: 'UPDATE payload_jobs SET wait_until = ? WHERE id = ?',
      args: [new Date(Date.now() - 1000).toISOString(), Number(next.id)],
    });
    await waitFor(
      'a digest to each',
      () => (many.every((email) => mailsTo(email, 'sports day').length === 1) ? true : undefined),
      { timeoutMs: 90_000 },
    );
    // In one run: its row of counts for the office, written once the run is over, has them all.
    const runs = await waitFor('the digests counted', async () => {
      const { rows } = await db.execute({
        sql: "SELECT sent FROM alert_deliveries WHERE kind = 'digest' AND id > ? ORDER BY id",
        args: [before],
      });
      return rows.reduce((sum, row) => sum + Number(row.sent), 0) >= 60 ? rows : undefined;
    });
    expect(runs.map((one) => one.sent)).toEqual([60]);
  }, 180_000);
});

describe('the daily clean-up', () => {
  it('deletes a sign-up not confirmed within 48 hours, and keeps a newer one and a confirmed one', async () => {
    const job = await waitFor(
      'the daily clean-up queued',
      async () =>
        (
          await db.execute(
            "SELECT id FROM payload_jobs WHERE task_slug = 'delete-unconfirmed-alert-subscriptions' AND completed_at IS NULL",
          )
        ).rows[0],
      { timeoutMs: 90_000 },
    );
    const [stale, fresh, confirmed] = ['stale@example.com', 'fresh@example.com', 'kept.confirmed@example.com'];
    for (const email of [stale, fresh]) expect((await signUp('/alerts', { email })).status).toBe(200);
    await subscribed(confirmed, 'urgent');
    const madeAgo = async (email: string, hours: number) =>
      db.execute({
        sql: 'UPDATE alert_subscriptions SET created_at = ? WHERE email = ?',
        args: [new Date(Date.now() - hours * 60 * MINUTE).toISOString(), email],
      });
    await madeAgo(stale, 49);
    await madeAgo(fresh, 47);
    await madeAgo(confirmed, 24 * 30);
    await runQueuedJob(db, Number(job.id));
    expect(await row(stale)).toBeUndefined();
    expect(await row(fresh)).toBeDefined();
    expect(await row(confirmed)).toBeDefined();
    expect(site.logs()).toContain(
      '[retention] deleted the alert sign-ups never confirmed and the devices gone silent: 1',
    );
  }, 180_000);
});

describe('who may see a subscription', () => {
  it('is nobody over the REST API: an admin and a visitor are each refused the list, a document, a write and a delete', async () => {
    const email = 'kept.private@example.com';
    expect((await signUp('/alerts', { email })).status).toBe(200);
    const id = Number((await row(email))!.id);
    const visitor = (path: string, init: RequestInit = {}) => fetch(`${site.url}/api${path}`, init);
    const asks = [
      ['GET', '/alert-subscriptions'],
      ['GET', `/alert-subscriptions/${id}`],
      ['GET', '/alert-subscriptions?where[email][exists]=true&depth=0'],
      ['PATCH', `/alert-subscriptions/${id}`],
      ['DELETE', `/alert-subscriptions/${id}`],
    ] as const;
    for (const [method, path] of asks) {
      const init = method === 'PATCH' ? { method, body: JSON.stringify({ topic: 'all' }) } : { method };
      const asAdmin = await admin.request(path, init);
      expect([method, path, asAdmin.status]).toEqual([method, path, 403]);
      expect(JSON.stringify(asAdmin.body)).not.toContain('@example.com');
      const asVisitor = await visitor(path, { ...init, headers: { 'Content-Type': 'application/json' } });
      expect([method, path, asVisitor.status]).toEqual([method, path, 403]);
      expect(await asVisitor.text()).not.toContain('@example.com');
    }
    const created = await admin.post('/alert-subscriptions', { email: 'x@example.com', topic: 'all', salt: 'x' });
    expect(created.status).toBe(403);
    expect(await row(email)).toMatchObject({ topic: 'urgent', confirmed_at: null });
  }, 60_000);

  it('writes no address and no link’s token in the server’s log', () => {
    const logs = site.logs();
    expect(logs).toContain('[alerts] a sign-up received');
    for (const address of addresses) expect(logs).not.toContain(address);
    for (const token of tokens) expect(logs).not.toContain(token);
  });
});

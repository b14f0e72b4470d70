/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { publishUrgentAlert } from '../utils/alert-signups';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { postJson } from '../utils/form-post';
import { freePort, startSite, type Site } from '../utils/production-server';
import { pushSignUpBody, readPush, startPushService, type Device } from '../utils/push-service';
import { waitFor } from '../utils/smtp';

// Alerts on a device by Web Push, as the production server sends them to a local push service: each push
// read as its device reads it (decrypted with the device's own keys), with the headers the push service
// acts on; a device's stop and renewal, and what is refused. No mail server: push works without one.
let push: Awaited<ReturnType<typeof startPushService>>;
let site: Site;
let db: Client;
let admin: CmsSession;

beforeAll(async () => {
  push = await startPushService();
  const port = await freePort();
  site = await startSite(
    {
      CMS_API_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      PUSH_SERVICE_ORIGINS: push.origin,
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
  await push?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visitor = 20;
const nextVisitor = () => `127.0.0.${(visitor += 1)}`;

const postAs = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${site.url}${path}`, body, nextVisitor(), headers);
const signUpBody = (device: Device, topic: 'urgent' | 'all', language: 'en' | 'hi' = 'en') =>
  pushSignUpBody(site.url, device, topic, language);

async function subscribed(name: string, topic: 'urgent' | 'all', language: 'en' | 'hi' = 'en'): Promise<Device> {
  const device = push.device(name);
  const answer = await postAs('/alerts/push', await signUpBody(device, topic, language));
  expect(answer.status).toBe(201);
  return device;
}

const rowOf = async (device: Device) =>
  (
    await db.execute({
      sql: 'SELECT * FROM alert_subscriptions WHERE endpoint = ?',
      args: [device.subscription.endpoint],
    })
  ).rows[0];

let alerts = 0;
async function publishUrgent(): Promise<string> {
  const message = `School closed today (${(alerts += 1)}) due to heavy rain.`;
  await publishUrgentAlert(admin, message);
  return message;
}

type Message = { title: string; body: string; url: string; tag: string; urgent: boolean };
/** The push of `text` to `device`, read as the device reads it, with its headers. */
const pushOf = (device: Device, text: string) =>
  waitFor(`the push "${text}" to ${device.name}`, () => {
    for (const one of push.pushesTo(device)) {
      const message = readPush(one, device) as Message;
      if (message.body === text) return { message, headers: one.headers };
    }
    return undefined;
  });
const bodiesTo = (device: Device) => push.pushesTo(device).map((one) => (readPush(one, device) as Message).body);

describe('alerts on a device', () => {
  it('pushes an urgent alert to each device, encrypted for it, in its language, for an hour at high urgency', async () => {
    const english = await subscribed('english-phone', 'urgent');
    const hindi = await subscribed('hindi-phone', 'all', 'hi');
    const message = await publishUrgent();

    const [toEnglish, toHindi] = await Promise.all([pushOf(english, message), pushOf(hindi, message)]);
    expect(toEnglish.message).toEqual({
      title: 'Greenwood Public School: urgent alert',
      body: message,
      url: `${site.url}/home`,
      tag: expect.stringMatching(/^alert-\d+$/),
      urgent: true,
    });
    expect(toHindi.message.title).toMatch(/: ज़रूरी सूचना$/);
    expect(toHindi.message.url).toBe(`${site.url}/hi/home`);
    for (const { headers } of [toEnglish, toHindi]) {
      expect(headers.ttl).toBe('3600');
      expect(headers.urgency).toBe('high');
      expect(headers['content-encoding']).toBe('aes128gcm');
      expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    }
    // Once each.
    await pause(2000);
    expect(bodiesTo(english).filter((body) => body === message)).toHaveLength(1);
  }, 120_000);

  it('pushes a new notice only to devices that asked for every notice, kept a day at normal urgency', async () => {
    const every = await subscribed('every-notice-phone', 'all');
    const urgentOnly = await subscribed('urgent-only-phone', 'urgent');
    const title = 'Circular: the annual day rehearsal moves to Friday';
    const saved = await admin.post('/notices', {
      title,
      category: 'circular',
      date: new Date().toISOString(),
      _status: 'published',
    });
    expect(saved.status).toBe(201);
    const { message, headers } = await pushOf(every, title);
    expect(message.title).toBe('Greenwood Public School: new notice');
    expect(message.url).toMatch(new RegExp(`^${site.url}/notices/[\\w-]+$`));
    expect(message.tag).toMatch(/^notice-\d+$/);
    expect(headers.ttl).toBe('86400');
    expect(headers.urgency).toBe('normal');
    await pause(2000);
    expect(bodiesTo(urgentOnly)).not.toContain(title);
  }, 120_000);

  it('deletes a device its push service says is gone (410), and pushes it nothing more', async () => {
    const gone = await subscribed('gone-phone', 'urgent');
    push.answer(gone, 410);
    await pushOf(gone, await publishUrgent());
    await waitFor('the gone device deleted', async () => ((await rowOf(gone)) === undefined ? true : undefined));
    const next = await publishUrgent();
    const witness = await subscribed('witness-phone', 'urgent');
    await pushOf(witness, await publishUrgent());
    expect(bodiesTo(gone)).not.toContain(next);
    expect(push.pushesTo(gone)).toHaveLength(1);
  }, 120_000);

  it('pushes again, later, to a device whose push service failed, and counts it sent once it went', async () => {
    const flaky = await subscribed('flaky-phone', 'urgent');
    push.answer(flaky, 503);
    const message = await publishUrgent();
    await pushOf(flaky, message);
    const retry = await waitFor('the retry queued', async () => {
      const rows = await db.execute(
        "SELECT id FROM payload_jobs WHERE task_slug = 'push-alerts' AND completed_at IS NULL AND input LIKE '%retryIds%'",
      );
      return rows.rows[0];
    });
    expect((await rowOf(flaky))?.silent_since).not.toBeNull();
    push.answer(flaky, 201);
    await db.execute({
      sql: 'UPDATE payload_jobs SET wait_until = ? WHERE id = ?',
      args: [new Date(Date.now() - 1000).toISOString(), Number(retry.id)],
    });
    await waitFor('the second push', () => (push.pushesTo(flaky).length === 2 ? true : undefined));
    await waitFor('the device no longer silent', async () =>
      (await rowOf(flaky))?.silent_since === null ? true : undefined,
    );
    expect(bodiesTo(flaky)).toEqual([message, message]);
  }, 120_000);
});

describe('the pages kept while parents sign up and alerts are sent', () => {
  const cacheOf = async (path: string) =>
    /cache;desc="?(\w+)/.exec((await fetch(`${site.url}${path}`)).headers.get('server-timing') ?? '')?.[1];

  it('keeps every kept page through a sign-up, a stop and the pushes of a notice', async () => {
    await cacheOf('/about-us');
    expect(await cacheOf('/about-us')).toBe('hit');
    const phone = await subscribed('page-cache-phone', 'all');
    expect(await cacheOf('/about-us')).toBe('hit');
    // A notice is content: publishing it moves the pages on; its pushes, sent after, do not.
    expect(
      (
        await admin.post('/notices', {
          title: 'Circular: the library hours',
          category: 'circular',
          date: new Date().toISOString(),
          _status: 'published',
        })
      ).status,
    ).toBe(201);
    await pushOf(phone, 'Circular: the library hours');
    await cacheOf('/about-us');
    expect(await cacheOf('/about-us')).toBe('hit');
    await pause(2000);
    expect(await cacheOf('/about-us')).toBe('hit');
    const stop = { endpoint: phone.subscription.endpoint, auth: phone.subscription.keys.auth };
    expect((await postAs('/alerts/push/stop', stop)).status).toBe(204);
    expect(await cacheOf('/about-us')).toBe('hit');
  }, 120_000);
});

describe('a device’s own stop and renewal', () => {
  it('refuses a forged stop, which changes nothing; the device’s own secret stops its alerts', async () => {
    const phone = await subscribed('stopping-phone', 'urgent');
    const forged = await postAs('/alerts/push/stop', {
      endpoint: phone.subscription.endpoint,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.status).toBe(204);
    await pushOf(phone, await publishUrgent());

    const stopped = await postAs('/alerts/push/stop', {
      endpoint: phone.subscription.endpoint,
      auth: phone.subscription.keys.auth,
    });
    expect(stopped.status).toBe(204);
    expect(await rowOf(phone)).toBeUndefined();
    const after = await publishUrgent();
    const witness = await subscribed('stop-witness-phone', 'urgent');
    await pushOf(witness, await publishUrgent());
    expect(bodiesTo(phone)).not.toContain(after);
  }, 120_000);

  it('moves a renewed subscription to its new endpoint with its choices, and only for the device’s own secret', async () => {
    const old = await subscribed('renewing-phone-old', 'all', 'hi');
    const renewed = push.device('renewing-phone-new');
    const thief = push.device('renewal-thief');
    const forged = await postAs('/alerts/push/renew', {
      old: { endpoint: old.subscription.endpoint, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      subscription: thief.subscription,
    });
    expect(forged.status).toBe(204);
    const answer = await postAs('/alerts/push/renew', {
      old: { endpoint: old.subscription.endpoint, auth: old.subscription.keys.auth },
      subscription: renewed.subscription,
    });
    expect(answer.status).toBe(204);
    const message = await publishUrgent();
    const { message: shown } = await pushOf(renewed, message);
    expect(shown.title).toMatch(/: ज़रूरी सूचना$/);
    expect((await rowOf(renewed))?.topic).toBe('all');
    expect(bodiesTo(old)).not.toContain(message);
    expect(push.pushesTo(thief)).toEqual([]);
  }, 120_000);
});

describe('what a push sign-up refuses', () => {
  it('refuses another site’s page, an endpoint off the push services, no consent, a changed notice and junk', async () => {
    const device = push.device('refused-phone');
    const good = await signUpBody(device, 'urgent');
    const refusals: [string, Awaited<ReturnType<typeof postJson>>][] = [
      ['another site', await postAs('/alerts/push', good, { Origin: 'https://evil.example' })],
      [
        'an endpoint off the push services',
        await postAs('/alerts/push', {
          ...good,
          subscription: { ...good.subscription, endpoint: 'https://169.254.169.254/latest/meta-data' },
        }),
      ],
      ['no consent', await postAs('/alerts/push', { ...good, consent: false })],
      ['a changed notice', await postAs('/alerts/push', { ...good, notice: 'an-older-version' })],
      ['junk', await postAs('/alerts/push', { subscription: 'x'.repeat(20_000) })],
    ];
    const statuses = Object.fromEntries(refusals.map(([what, answer]) => [what, answer.status]));
    expect(statuses).toEqual({
      'another site': 403,
      'an endpoint off the push services': 400,
      'no consent': 400,
      'a changed notice': 400,
      junk: 400,
    });
    const errors = refusals.map(([, answer]) => (JSON.parse(answer.body) as { error: string }).error);
    expect(errors[1]).toBe(
      "This browser's push service is not one the school sends alerts to. Choose alerts by e-mail instead.",
    );
    expect(errors[3]).toMatch(/notice .* changed/);
    expect(await rowOf(device)).toBeUndefined();
  }, 60_000);

  it('shows the office how many devices get which alerts and how the pushes went, never which devices', async () => {
    // As a browser navigates: Payload takes the cookie without an Origin only from a same-site or typed-in request.
    const html = await (
      await fetch(`${site.url}/admin`, { headers: { cookie: admin.cookie, 'Sec-Fetch-Site': 'none' } })
    ).text();
    const panel = /aria-labelledby="alert-counts-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const lines = [...panel.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]!.replace(/<!-- -->/g, ''));
    const [urgent, all] = await Promise.all(
      ['urgent', 'all'].map(
        async (topic) =>
          (
            await db.execute({
              sql: "SELECT count(*) AS n FROM alert_subscriptions WHERE channel = 'push' AND topic = ?",
              args: [topic],
            })
          ).rows[0]!.n as number,
      ),
    );
    expect(lines.slice(4, 6)).toEqual([`Urgent alerts only: ${urgent}`, `Urgent alerts and every notice: ${all}`]);
    expect(lines[6]).toMatch(/^Pushes in the last 30 days: ([1-9]\d*) sent, \d+ failed$/);
    expect(html).not.toContain(push.origin);
  }, 60_000);

  it('keeps no endpoint or key in a log line', async () => {
    const lines = site.logs();
    expect(lines).not.toContain('/push/');
    for (const name of ['english-phone', 'hindi-phone', 'flaky-phone', 'gone-phone']) expect(lines).not.toContain(name);
  });
});

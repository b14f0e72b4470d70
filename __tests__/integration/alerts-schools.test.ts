/**
 * @jest-environment node
 */
import pg from 'pg';
import { atOrigin, linkIn, mailsTo, publishUrgentAlert, signUpAt, unfolded } from '../utils/alert-signups';
import { runScript } from '../utils/backups';
import { addUser, signIn, TEST_PASSWORD, type CmsSession } from '../utils/cms-client';
import { getFrom, postForm, postJson } from '../utils/form-post';
import { startPostgres, type Postgres } from '../utils/postgres';
import { freePort, startSite, type Site } from '../utils/production-server';
import { pushSignUpBody, readPush, startPushService, type Device } from '../utils/push-service';
import { testSmtp, waitFor } from '../utils/smtp';

// Each school's alerts are its own, on one server and Postgres, the database for many schools: the first
// school answers 127.0.0.1, and Riverside, added by the operator, 127.0.0.2 (a host this machine answers
// as it answers any school's domain). An urgent alert reaches its own school's subscribers alone, and one
// school's links do nothing at another's domain. So with push: a device gets its own school's pushes alone,
// and a stop sent to another school's domain, even with the device's own secret, changes nothing.
const RIVERSIDE = '127.0.0.2';

let postgres: Postgres;
let databaseUrl: string;
let smtp: ReturnType<typeof testSmtp>;
let push: Awaited<ReturnType<typeof startPushService>>;
let site: Site;
let riverside: string;
let firstOffice: CmsSession;
let riversideOffice: CmsSession;

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.database('alerts');
  const smtpPort = await freePort();
  smtp = testSmtp(smtpPort);
  await smtp.start();
  push = await startPushService();
  const port = await freePort();
  const database = { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'alerts-tests-share-this-secret-of-forty-chars' };
  site = await startSite(
    {
      ...database,
      CMS_API_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Schools <office@schools.example>',
      PUSH_SERVICE_ORIGINS: push.origin,
      JOBS_AUTORUN_CRON: '* * * * * *',
    },
    undefined,
    port,
  );
  riverside = `http://${RIVERSIDE}:${port}`;
  const env = { ...database, DATA_DIR: site.dataDir };
  const added = await runScript('schools.ts', ['add', RIVERSIDE, '--name', 'Riverside School'], env);
  expect(added).toEqual({ code: 0, output: expect.stringContaining('Riverside School') });
  await addUser(site.dataDir, 'office@first.example', 'admin', TEST_PASSWORD, env, '127.0.0.1');
  await addUser(site.dataDir, 'office@riverside.example', 'admin', TEST_PASSWORD, env, RIVERSIDE);
  firstOffice = await signIn(site.url, 'office@first.example');
  riversideOffice = await signIn(riverside, 'office@riverside.example');
}, 240_000);
afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
  await push?.stop();
  await postgres?.stop();
});

let visitor = 80;
const confirmedAt = async (email: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM alert_subscriptions WHERE email = $1',
      [email],
    );
    return rows[0]?.confirmed_at;
  } finally {
    await client.end();
  }
};

/** Signed up at `origin` and waiting: the confirm link of the mail that came. */
async function signedUp(origin: string, email: string): Promise<string> {
  expect((await signUpAt(origin, '/alerts', { email }, `127.0.0.${(visitor += 1)}`)).status).toBe(200);
  const mail = await waitFor('the confirmation mail', () => mailsTo(smtp.received, email, '/alerts/confirm')[0]);
  return linkIn(mail, '/alerts/confirm');
}

it('mails one school’s urgent alert to its own subscribers alone, under its own name and domain', async () => {
  const own = 'river.parent@example.com';
  const other = 'first.parent@example.com';
  expect((await postForm(atOrigin(await signedUp(riverside, own), riverside), {})).status).toBe(200);
  expect((await postForm(atOrigin(await signedUp(site.url, other), site.url), {})).status).toBe(200);

  const message = 'Riverside School is closed today: the river has flooded the road.';
  await publishUrgentAlert(riversideOffice, message);
  const alert = unfolded(await waitFor('Riverside’s alert', () => mailsTo(smtp.received, own, message)[0]));
  expect(alert).toContain('Riverside School');
  expect(alert).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.2[:/]/);
  // The first school's subscriber, confirmed before the alert, gets nothing of Riverside's.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(mailsTo(smtp.received, other, message)).toEqual([]);

  // And the first school's alert reaches its own subscriber, not Riverside's.
  const firstMessage = 'The first school is closed today for the election.';
  await publishUrgentAlert(firstOffice, firstMessage);
  await waitFor('the first school’s alert', () => mailsTo(smtp.received, other, firstMessage)[0]);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(mailsTo(smtp.received, own, firstMessage)).toEqual([]);
}, 240_000);

it('refuses one school’s confirm link at the other school’s domain, and changes nothing', async () => {
  const email = 'first.only@example.com';
  const confirm = await signedUp(site.url, email);
  const elsewhere = atOrigin(confirm, riverside);
  expect((await getFrom(elsewhere)).status).toBe(404);
  expect((await postForm(elsewhere, {})).status).toBe(404);
  expect(await confirmedAt(email)).toBeNull();
  expect((await postForm(atOrigin(confirm, site.url), {})).status).toBe(200);
  expect(await confirmedAt(email)).not.toBeNull();
}, 120_000);

const pushBodies = (device: Device) =>
  push.pushesTo(device).map((one) => (readPush(one, device) as { title: string; body: string }).body);

it('pushes one school’s urgent alert to its own devices alone, and a stop at another school changes nothing', async () => {
  const own = push.device('riverside-phone');
  const other = push.device('first-school-phone');
  for (const [origin, device] of [
    [riverside, own],
    [site.url, other],
  ] as const) {
    const answer = await postJson(
      `${origin}/alerts/push`,
      await pushSignUpBody(origin, device, 'urgent'),
      `127.0.0.${(visitor += 1)}`,
    );
    expect(answer.status).toBe(201);
  }
  // Riverside's device, stopped at the first school's domain with its own secret: not that school's device.
  const stopElsewhere = { endpoint: own.subscription.endpoint, auth: own.subscription.keys.auth };
  expect((await postJson(`${site.url}/alerts/push/stop`, stopElsewhere, '127.0.0.99')).status).toBe(204);

  const message = 'Riverside School is closed tomorrow: the bridge is shut.';
  await publishUrgentAlert(riversideOffice, message);
  await waitFor('Riverside’s push', () => (pushBodies(own).includes(message) ? true : undefined));
  const shown = readPush(push.pushesTo(own)[0]!, own) as { title: string; url: string };
  expect(shown.title).toBe('Riverside School: urgent alert');
  expect(shown.url).toMatch(/^http:\/\/127\.0\.0\.2[:/]/);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(pushBodies(other)).not.toContain(message);
}, 120_000);

/**
 * `npm run bench:alerts` (and the end of `npm run bench`): an urgent alert, pushed to BENCH_DEVICES (default
 * 10,000) devices and mailed to BENCH_ADDRESSES (default 10,000) parents, against a local push service and a
 * local SMTP server on loopback, by the built server as `npm start` runs it (its processes, its job queues'
 * own pace, SQLite). It reports:
 * - the time from the save in the admin to the last push and the last mail received, and their rates;
 * - /home's hits under wrk while the alert is sent, against /home's hits at rest just before, rounds taking
 *   turns with nothing else running; within noise when their rounds overlap.
 * The devices hold real P-256 keys, so the pushes are encrypted as for browsers; one is read back as its
 * device would read it, to check what was measured is the alert. The subscribers are written straight into
 * the database (a sign-up each through the site would measure the sign-up's rate limit instead).
 *
 * BENCH_SECONDS (default 5) is a load round's length; BENCH_BUILD=0 reuses the last build.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import ece from 'http_ece';
import { SMTPServer } from 'smtp-server';
import {
  boundRun,
  freePort,
  medianLoad,
  runNode,
  startChild,
  step,
  stopEverything,
  stopOnExit,
  sleep,
  tempDir,
  untilIdle,
  waitForPage,
} from './lib/bench-kit.ts';
import { linkAssets, serverArgs, serverEnv, standaloneDir } from './lib/standalone.ts';
import { ensureSystemDeps, SYSTEM_DEPS } from './lib/system-deps.ts';
import { runWrk, type Load } from './lib/wrk.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUILD = process.env.BENCH_BUILD !== '0';
const REST_ROUNDS = 5;
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, br' };
const ADMIN = { email: 'office@bench.example', password: 'bench-password-long-enough' };
const SEND_BOUND_MS = 30 * 60_000;

/** A sink's count of what it received, and when the first and the last came. */
type Received = { count: number; first: number; last: number };
const received = (): Received => ({ count: 0, first: 0, last: 0 });
const note = (sink: Received) => {
  sink.count += 1;
  sink.last = Date.now();
  sink.first ||= sink.last;
};

/** A push service that takes every push (201), keeping the first one's body to read back. */
async function startPushService() {
  const pushes = received();
  let sample: Buffer | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/push/0') sample = Buffer.concat(chunks);
      note(pushes);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopOnExit(() => server.close());
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pushes, sample: () => sample };
}

/** An SMTP server that takes every mail. */
async function startSmtp() {
  const mails = received();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        note(mails);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  stopOnExit(() => server.close());
  return { url: `smtp://127.0.0.1:${port}`, mails };
}

/** `npm run users -- add` with the password on its standard input, as an operator types it. */
async function addAdmin(dataDir: string): Promise<void> {
  const { child, stop } = startChild(
    process.execPath,
    [`${root}scripts/users.ts`, 'add', ADMIN.email, '--role', 'admin'],
    { cwd: root, stdio: ['pipe', 'ignore', 'inherit'], env: { ...process.env, DATA_DIR: dataDir, CMS_API_URL: '' } },
  );
  child.stdin!.end(`${ADMIN.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  stop();
  if (code !== 0) throw new Error(`npm run users -- add failed (exit code ${code})`);
}

type Device = { endpoint: string; p256dh: string; auth: string; ecdh: ECDH };
const device = (origin: string, n: number): Device => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${n}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    ecdh,
  };
};

/**
 * The subscribers, written as a sign-up stores them: the first device signs up through the site, so its
 * row carries the school and the notice agreed to; the rest are copies of it with their own keys or address.
 */
async function seed(base: string, dataDir: string, devices: Device[]): Promise<void> {
  const html = await (await fetch(`${base}/alerts`)).text();
  const notice = /name="notice" value="([\w-]+)"/.exec(html)?.[1];
  if (!notice) throw new Error('no notice version on /alerts');
  const first = devices[0]!;
  const signedUp = await fetch(`${base}/alerts/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscription: { endpoint: first.endpoint, keys: { p256dh: first.p256dh, auth: first.auth } },
      topic: 'urgent',
      language: 'en',
      notice,
      consent: true,
    }),
  });
  if (signedUp.status !== 201) throw new Error(`the first device's sign-up answered ${signedUp.status}`);
  const db = createClient({ url: `file:${join(dataDir, 'school.db')}` });
  try {
    await db.execute('PRAGMA busy_timeout = 10000');
    const template = (await db.execute("SELECT * FROM alert_subscriptions WHERE channel = 'push'")).rows[0]!;
    const columns =
      '(school_id, channel, topic, language, email, endpoint, p256dh, auth, salt, confirmed_at, consent_notice_id, consent_at)';
    const row = (values: { channel: string; email: string | null; device?: Device }, n: number) => ({
      sql: `INSERT INTO alert_subscriptions ${columns} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        template.school_id!,
        values.channel,
        n % 2 === 0 ? 'urgent' : 'all',
        n % 3 === 0 ? 'hi' : 'en',
        values.email,
        values.device?.endpoint ?? null,
        values.device?.p256dh ?? null,
        values.device?.auth ?? null,
        randomBytes(16).toString('base64url'),
        template.confirmed_at!,
        template.consent_notice_id!,
        template.consent_at!,
      ],
    });
    const rows = [
      ...devices.slice(1).map((one, n) => row({ channel: 'push', email: null, device: one }, n)),
      ...Array.from({ length: ADDRESSES }, (_, n) => row({ channel: 'email', email: `parent.${n}@bench.example` }, n)),
    ];
    for (let start = 0; start < rows.length; start += 1000) await db.batch(rows.slice(start, start + 1000), 'write');
  } finally {
    db.close();
  }
}

/** Publishes an urgent alert as the office does in the admin; the moment it was saved. */
async function publishUrgent(base: string, message: string): Promise<number> {
  const signIn = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const found = (await (await fetch(`${base}/api/alert?limit=1&depth=0`, { headers: auth })).json()) as {
    docs: { id: number }[];
  };
  const started = Date.now();
  const saved = await fetch(`${base}/api/alert/${found.docs[0]!.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      message,
      level: 'urgent',
      link: null,
      startsAt: new Date(started - 60_000).toISOString(),
      endsAt: new Date(started + 6 * 60 * 60_000).toISOString(),
    }),
  });
  if (saved.status !== 200) throw new Error(`saving the alert answered ${saved.status}`);
  return started;
}

/** Whether two sets of rounds differ by no more than noise: their ranges overlap. */
const withinNoise = (a: number[], b: number[]) => Math.min(...a) <= Math.max(...b) && Math.min(...b) <= Math.max(...a);

const finished = boundRun(60);
ensureSystemDeps(
  SYSTEM_DEPS.filter(({ name }) => name === 'wrk'),
  'npm run bench:alerts',
);
if (BUILD) {
  step('npm run build');
  await runNode([`${root}scripts/build.ts`], {});
}
linkAssets(root);

try {
  const push = await startPushService();
  const smtp = await startSmtp();
  const dataDir = tempDir('school-bench-alerts-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  step('the server, as npm start runs it, with a local push service and SMTP server');
  const { child } = startChild(process.execPath, serverArgs(standaloneDir(root)), {
    cwd: root,
    stdio: 'ignore',
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      CMS_API_URL: '',
      CONTENT_DIR: `${root}content`,
      SITE_URL: base,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Greenwood Public School <office@greenwood.example>',
      PUSH_SERVICE_ORIGINS: push.origin,
      SHUTDOWN_DELAY_MS: '0',
    }),
  });
  await waitForPage(base, '/home', child);
  await addAdmin(dataDir);

  step(`${DEVICES} devices (P-256 keys each) and ${ADDRESSES} addresses signed up`);
  const devices = Array.from({ length: DEVICES }, (_, n) => device(push.origin, n));
  await seed(base, dataDir, devices);

  const idle = () => untilIdle([child.pid!]);
  const load = () =>
    runWrk(`${base}/home`, { connections: CONNECTIONS, seconds: LOAD_SECONDS, headers: HEADERS }, stopOnExit);
  step('/home at rest');
  await load();
  const rest: Load[] = [];
  for (let round = 1; round <= REST_ROUNDS; round += 1) {
    await idle();
    rest.push(await load());
  }

  step('the urgent alert saved; /home loaded while it is sent');
  const message = 'School is closed today because of heavy rain. Stay safe.';
  const savedAt = await publishUrgent(base, message);
  const during: Load[] = [];
  const done = () => push.pushes.count >= DEVICES && smtp.mails.count >= ADDRESSES;
  while (!done()) {
    if (Date.now() - savedAt > SEND_BOUND_MS)
      throw new Error(
        `not all sent in ${SEND_BOUND_MS / 60_000} minutes: ${push.pushes.count} pushes, ${smtp.mails.count} mails`,
      );
    const round = await load();
    // A round that ended after the last delivery measured the server at rest for part of it.
    if (!done()) during.push(round);
  }
  const sample = push.sample();
  const read = sample
    ? (JSON.parse(
        ece
          .decrypt(sample, { version: 'aes128gcm', privateKey: devices[0]!.ecdh, authSecret: devices[0]!.auth })
          .toString('utf8'),
      ) as { body?: string })
    : undefined;
  if (read?.body !== message) throw new Error('the first device did not get the alert');
  await sleep(2000);

  const seconds = (at: number) => +((at - savedAt) / 1000).toFixed(1);
  const restRps = rest.map((round) => round.rps);
  const duringRps = during.map((round) => round.rps);
  const restLoad = medianLoad(rest);
  const duringLoad = during.length > 0 ? medianLoad(during) : undefined;
  const results = {
    date: new Date().toISOString(),
    devices: DEVICES,
    addresses: ADDRESSES,
    push: {
      received: push.pushes.count,
      firstS: seconds(push.pushes.first),
      lastS: seconds(push.pushes.last),
      perSecond: Math.round(push.pushes.count / Math.max(0.1, seconds(push.pushes.last))),
    },
    mail: {
      received: smtp.mails.count,
      firstS: seconds(smtp.mails.first),
      lastS: seconds(smtp.mails.last),
      perSecond: Math.round(smtp.mails.count / Math.max(0.1, seconds(smtp.mails.last))),
    },
    home: {
      rest: { ...restLoad, roundsRps: restRps },
      during: duringLoad ? { ...duringLoad, roundsRps: duringRps } : undefined,
      ratio: duringLoad ? +(duringLoad.rps / restLoad.rps).toFixed(2) : undefined,
      withinNoise: duringLoad ? withinNoise(restRps, duringRps) : undefined,
    },
  };
  writeFileSync(`${root}bench/alerts-latest.json`, `${JSON.stringify(results, null, 2)}\n`);
  const rows: [string, string][] = [
    [
      `pushes to ${DEVICES} devices`,
      `first ${results.push.firstS} s, last ${results.push.lastS} s after the save (${results.push.perSecond}/s)`,
    ],
    [
      `mails to ${ADDRESSES} addresses`,
      `first ${results.mail.firstS} s, last ${results.mail.lastS} s after the save (${results.mail.perSecond}/s)`,
    ],
    [
      '/home at rest',
      `${restLoad.rps} req/s (rounds ${restRps.join(', ')}), p50 ${restLoad.p50} ms, p99 ${restLoad.p99} ms`,
    ],
    [
      '/home while the alert is sent',
      duringLoad
        ? `${duringLoad.rps} req/s (rounds ${duringRps.join(', ')}), p50 ${duringLoad.p50} ms, p99 ${duringLoad.p99} ms: ${results.home.ratio}x at rest${results.home.withinNoise ? ', within noise' : ''}`
        : 'the send ended within the first round',
    ],
  ];
  console.log(`\n| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`);
  console.log('[bench] written to bench/alerts-latest.json');
} finally {
  stopEverything();
  finished();
}

import pLimit from 'p-limit';
import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload';
import webpush from 'web-push';
import { log } from '../../lib/log.ts';
import { countDelivery, openDelivery, sortBatch, subscribersOf } from './deliveries.ts';
import type { AlertKind } from './delivery-source.ts';
import { languageOf } from './links.ts';
import { vapidDetails } from './push-keys.ts';
import { pushMessage } from './push-message.ts';
import { NOTICE_TTL_SECONDS, SILENT_DAYS, URGENT_TTL_SECONDS, type PushMessage } from './push-rules.ts';
import { countedMail } from './rules.ts';

/**
 * An urgent alert or a new notice, pushed to each device of its school whose topic takes it, once each.
 * A job sends batches of `BATCH` by id, `IN_FLIGHT` pushes at a time, for up to `RUN_MS`, then queues the
 * next job after its last id, so one alert never holds the queue for long. web-push encrypts each push
 * for its device and signs it (VAPID); fetch sends it. A device its push service says is gone (404, 410)
 * is deleted; one that fails otherwise is tried again by a job of its own ids, with a growing wait, and
 * deleted once it has refused every push for `SILENT_DAYS`. An urgent alert asks for high urgency and
 * lives an hour in the push service; it never waits. A notice to a device past the hour's limit waits for
 * its digest (digest-mail.ts). Jobs hold ids only, and no log line names a device.
 */

export const ALERTS_PUSH_QUEUE = 'alerts-push';
const PUSH = 'push-alerts';
const BATCH = 500;
const IN_FLIGHT = 25;
const RUN_MS = 60_000;
const SEND_TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 30_000;
const RETRIES = 5;

type PushInput = {
  delivery: number;
  kind: AlertKind;
  school: number;
  source: number;
  /** An urgent alert's message as saved. */
  text?: string;
  afterId?: number;
  /** A retry: these devices only, the `attempt`th time. */
  retryIds?: number[];
  attempt?: number;
};

type PushJob = { input: PushInput; output: { sent: number; failed: number; gone: number; held: number } };

export type Device = {
  id: number;
  endpoint?: string | null;
  p256dh?: string | null;
  auth?: string | null;
  language?: string | null;
  silentSince?: string | null;
  hour?: { windowStart?: string | null; count?: number | null } | null;
  digest?: unknown;
};

type Outcome = 'sent' | 'gone' | 'failed';

/** One push to one device: sent, gone (404, 410: the device unsubscribed), or failed (try again later). */
export async function pushTo(device: Device, message: PushMessage, siteUrl: string): Promise<Outcome> {
  if (!device.endpoint || !device.p256dh || !device.auth) return 'gone';
  const subscription = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
  const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: vapidDetails(siteUrl),
    TTL: message.urgent ? URGENT_TTL_SECONDS : NOTICE_TTL_SECONDS,
    urgency: message.urgent ? 'high' : 'normal',
  });
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}

/** After a batch: the gone deleted, the silent marked (and deleted once silent too long), the sent unmarked. */
export async function settleDevices(req: PayloadRequest, outcomes: Map<Device, Outcome>, now: number): Promise<void> {
  const ids = (wanted: (device: Device, outcome: Outcome) => boolean) =>
    [...outcomes].filter(([device, outcome]) => wanted(device, outcome)).map(([device]) => device.id);
  const silentSince = (device: Device) => (device.silentSince ? Date.parse(device.silentSince) : now);
  const gone = ids(
    (device, outcome) =>
      outcome === 'gone' || (outcome === 'failed' && now - silentSince(device) > SILENT_DAYS * 24 * 60 * 60 * 1000),
  );
  const nowSilent = ids((device, outcome) => outcome === 'failed' && !device.silentSince);
  const backAgain = ids((device, outcome) => outcome === 'sent' && Boolean(device.silentSince));
  const as = { collection: 'alert-subscriptions', overrideAccess: true, req } as const;
  if (gone.length > 0) await req.payload.delete({ ...as, where: { id: { in: gone } } });
  if (nowSilent.length > 0)
    await req.payload.update({
      ...as,
      where: { id: { in: nowSilent } },
      data: { silentSince: new Date(now).toISOString() },
    });
  if (backAgain.length > 0)
    await req.payload.update({ ...as, where: { id: { in: backAgain } }, data: { silentSince: null } });
}

type Tally = { sent: number; failed: number; gone: number; held: number };

/** One batch: held for the digest, or pushed; returns the ids whose push failed. */
async function pushBatch(req: PayloadRequest, input: PushInput, devices: Device[], tally: Tally): Promise<number[]> {
  const now = Date.now();
  const { due, held } = await sortBatch(req, input, devices);
  tally.held += held;
  const limit = pLimit(IN_FLIGHT);
  const outcomes = new Map<Device, Outcome>();
  await Promise.all(
    due.map(({ subscriber: device, item, school }) =>
      limit(async () => {
        const message = pushMessage(input.kind, school, [item], input.source, languageOf(device));
        outcomes.set(device, await pushTo(device, message, school.siteUrl));
      }),
    ),
  );
  const failed: number[] = [];
  for (const [device, outcome] of outcomes) {
    tally[outcome] += 1;
    if (outcome === 'failed') failed.push(device.id);
  }
  // What the pushes found is kept where it can be; thrown, it would have the job push this batch again.
  try {
    await settleDevices(req, outcomes, now);
    // A notice counts towards the device's hourly limit; an urgent alert neither waits nor counts.
    if (input.kind === 'notice')
      for (const { subscriber: device } of due.filter((one) => outcomes.get(one.subscriber) === 'sent'))
        await req.payload.update({
          collection: 'alert-subscriptions',
          id: device.id,
          data: { hour: countedMail(device.hour ?? {}, now) },
          overrideAccess: true,
          req,
        });
  } catch (error) {
    log.error(`[alerts] a batch's pushes went, but what they found was not saved (${(error as Error).name})`);
  }
  return failed;
}

const devicesOf = (input: PushInput, afterId: number): Where => ({
  and: [
    subscribersOf('push', input.kind, input.school),
    input.retryIds ? { id: { in: input.retryIds } } : { id: { greater_than: afterId } },
  ],
});

async function queuePush(payload: Payload, input: PushInput, req: PayloadRequest, waitUntil?: Date) {
  await payload.jobs.queue({ task: PUSH, queue: ALERTS_PUSH_QUEUE, input, req, ...(waitUntil ? { waitUntil } : {}) });
}

/**
 * The job's batches. Once a batch has gone, a failure to read the next is not the job's (whose retry would
 * push the first batches again): the next job is queued from there instead.
 */
async function push(input: PushInput, req: PayloadRequest): Promise<Tally> {
  const started = Date.now();
  const tally: Tally = { sent: 0, failed: 0, gone: 0, held: 0 };
  let afterId = input.afterId ?? 0;
  for (;;) {
    let docs: Device[];
    try {
      const found = await req.payload.find({
        collection: 'alert-subscriptions',
        where: devicesOf(input, afterId),
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        req,
      });
      docs = found.docs;
    } catch (error) {
      if (afterId === (input.afterId ?? 0)) throw error;
      await queuePush(req.payload, { ...input, afterId }, req);
      break;
    }
    const failed = await pushBatch(req, input, docs, tally);
    const attempt = input.attempt ?? 0;
    if (failed.length > 0 && attempt < RETRIES) {
      const waitUntil = new Date(Date.now() + RETRY_DELAY_MS * 2 ** attempt);
      const retry = { ...input, afterId: undefined, retryIds: failed, attempt: attempt + 1 };
      await queuePush(req.payload, retry, req, waitUntil);
    }
    const last = docs.at(-1);
    if (input.retryIds || docs.length < BATCH || !last) break;
    afterId = last.id;
    if (Date.now() - started > RUN_MS) {
      await queuePush(req.payload, { ...input, afterId }, req);
      break;
    }
  }
  return tally;
}

/** Queues the pushes of an alert just published in `school`, with its own row of counts for the office. */
export async function queuePushDelivery(
  req: PayloadRequest,
  kind: AlertKind,
  school: number,
  source: number,
  title: string,
): Promise<void> {
  const delivery = await openDelivery(req, 'push', kind, school, source, title);
  if (delivery === undefined) return;
  const input = { delivery, kind, school, source, ...(kind === 'urgent' ? { text: title } : {}) };
  await queuePush(req.payload, input, req);
  log.info(`[alerts] ${kind === 'urgent' ? 'an urgent alert' : 'a new notice'} queued for its devices`);
}

export const pushAlerts: TaskConfig<PushJob> = {
  slug: PUSH,
  label: 'Push an alert or a new notice to the devices that asked for it',
  inputSchema: [
    { name: 'delivery', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['urgent', 'notice'], required: true },
    { name: 'school', type: 'number', required: true },
    { name: 'source', type: 'number', required: true },
    { name: 'text', type: 'text' },
    { name: 'afterId', type: 'number' },
    { name: 'retryIds', type: 'number', hasMany: true },
    { name: 'attempt', type: 'number' },
  ],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'gone', type: 'number', required: true },
    { name: 'held', type: 'number', required: true },
  ],
  // A failure of the database before a batch went: the job again, from its first batch's id.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const tally = await push(input, req);
    // A retry that went is no longer a failure.
    const failedNow = input.retryIds ? -tally.sent : tally.failed;
    await countDelivery(req.payload, input.delivery, tally.sent, failedNow, req);
    const { sent, failed, gone, held } = tally;
    log.info(`[alerts] an alert's pushes: sent ${sent}, failed ${failed}, gone ${gone}, held for the digest ${held}`);
    return { output: tally };
  },
};

import type { PayloadRequest, TaskConfig } from 'payload';
import { take, type Limit } from '../../cms/rate-limit.ts';
import { schoolIdOf } from '../../cms/school-scope.ts';
import { log } from '../../lib/log.ts';
import { ALERTS_MAIL_QUEUE } from './confirmation-mail.ts';
import { countDelivery } from './deliveries.ts';
import { mailSubscriber } from './delivery-mail.ts';
import { pushTo, settleDevices, type Device } from './delivery-push.ts';
import { alertItem } from './delivery-source.ts';
import { languageOf } from './links.ts';
import type { AlertItem } from './mail-bodies.ts';
import { pushMessage } from './push-message.ts';
import { HOUR_MS } from './rules.ts';
import { mailingSchool } from './school-of.ts';

/**
 * The digest: the notices the throttle held back (delivery-mail.ts, delivery-push.ts), mailed or pushed
 * together once the subscriber's hour is over. Looked for every quarter hour, so a digest leaves at most 15 minutes after its hour ends;
 * one replica at a time: a run holds the one point of `ONE_RUN` (cms/rate-limit.ts's shared count) while it
 * sends, so another replica's run waits for the next quarter and finds those digests sent.
 */
const DIGEST = 'send-alert-digests';
const QUARTER_HOUR = '*/15 * * * *';
const ONE_RUN: Limit = { table: 'alert_digests', points: 1, seconds: 10 * 60, perSchool: false };
const BATCH = 50;
// Well inside `ONE_RUN`'s ten minutes, so no other replica starts while this run sends.
const RUN_MS = 8 * 60_000;

type Waiting = Device & {
  channel?: string | null;
  email?: string | null;
  salt: string;
  createdAt: string;
  school?: unknown;
};

/** One subscriber's digest, by mail or by push: whether it went (or there was nothing left to send). */
async function sendDigest(req: PayloadRequest, subscriber: Waiting, school: number, now: number): Promise<boolean> {
  const notices = Array.isArray(subscriber.digest) ? subscriber.digest.filter((id) => typeof id === 'number') : [];
  const language = languageOf(subscriber);
  const site = await mailingSchool(req, school, language);
  const items: AlertItem[] = [];
  for (const id of notices) {
    const item = await alertItem(req, 'notice', id, language, site.siteUrl);
    if (item) items.push(item);
  }
  if (items.length === 0) return true;
  if (subscriber.channel !== 'push') {
    await mailSubscriber(req, 'digest', subscriber, site, items, now);
    return true;
  }
  const outcome = await pushTo(subscriber, pushMessage('digest', site, items, 0, language), site.siteUrl);
  await settleDevices(req, new Map([[subscriber, outcome]]), now);
  return outcome !== 'failed';
}

/** Sent and failed digests, by school and channel (`${school} ${channel}`): a row of counts for each. */
type Counts = Map<string, { sent: number; failed: number }>;

/**
 * Every digest due, in batches by id, for up to `RUN_MS`: a digest that fails is kept for the next run, and
 * so is any left when the time is up.
 */
async function sendDigests(req: PayloadRequest, now: number): Promise<Counts> {
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  const counts: Counts = new Map();
  let afterId = 0;
  while (Date.now() - now < RUN_MS) {
    const { docs } = await req.payload.find({
      collection: 'alert-subscriptions',
      where: {
        and: [
          { id: { greater_than: afterId } },
          { digest: { exists: true } },
          { 'hour.windowStart': { less_than_equal: hourAgo } },
        ],
      },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      req,
    });
    for (const subscriber of docs as Waiting[]) {
      const school = schoolIdOf(subscriber.school);
      const key = `${school} ${subscriber.channel === 'push' ? 'push' : 'email'}`;
      const count = counts.get(key) ?? { sent: 0, failed: 0 };
      counts.set(key, count);
      try {
        if (school !== undefined && !(await sendDigest(req, subscriber, school, now))) throw new Error('not pushed');
        // By `where`: a device its push service said is gone was deleted just now.
        await req.payload.update({
          collection: 'alert-subscriptions',
          where: { id: { equals: subscriber.id } },
          data: { digest: null },
          overrideAccess: true,
          req,
        });
        count.sent += school === undefined ? 0 : 1;
      } catch {
        // Kept for the next quarter hour's run.
        count.failed += 1;
      }
    }
    const last = docs.at(-1);
    if (docs.length < BATCH || !last) break;
    afterId = last.id;
  }
  return counts;
}

export const sendAlertDigests: TaskConfig<{ input: object; output: { sent: number; failed: number } }> = {
  slug: DIGEST,
  label: 'Mail the notices held back by the hourly limit, together',
  schedule: [{ cron: QUARTER_HOUR, queue: ALERTS_MAIL_QUEUE }],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const taken = await take(req.payload, ONE_RUN, DIGEST);
    if (!taken.ok) return { output: { sent: 0, failed: 0 } };
    const counts = await sendDigests(req, Date.now()).finally(() => taken.refund());
    let sent = 0;
    let failed = 0;
    for (const [key, count] of counts) {
      const [school, channel] = key.split(' ') as [string, 'email' | 'push'];
      sent += count.sent;
      failed += count.failed;
      if (school === 'undefined' || count.sent + count.failed === 0) continue;
      const row = await req.payload.create({
        collection: 'alert-deliveries',
        data: { kind: 'digest', channel, school: Number(school), sent: 0, failed: 0 },
        overrideAccess: true,
        req,
      });
      await countDelivery(req.payload, row.id, count.sent, count.failed, req);
    }
    log.info(`[alerts] digests: sent ${sent}, failed ${failed}`);
    return { output: { sent, failed } };
  },
};

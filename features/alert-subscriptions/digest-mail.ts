import type { PayloadRequest, TaskConfig } from 'payload';
import { take, type Limit } from '../../cms/rate-limit.ts';
import { schoolIdOf } from '../../cms/school-scope.ts';
import { log } from '../../lib/log.ts';
import { ALERTS_MAIL_QUEUE } from './confirmation-mail.ts';
import { countDelivery, mailSubscriber } from './delivery-mail.ts';
import { alertItem } from './delivery-source.ts';
import { languageOf } from './links.ts';
import type { AlertItem } from './mail-bodies.ts';
import { HOUR_MS } from './rules.ts';
import { mailingSchool } from './school-of.ts';

/**
 * The digest: the notices the throttle held back (delivery-mail.ts), mailed together once the subscriber's
 * hour is over. Looked for every quarter hour, so a digest leaves at most 15 minutes after its hour ends;
 * one replica at a time: a run holds the one point of `ONE_RUN` (cms/rate-limit.ts's shared count) while it
 * sends, so another replica's run waits for the next quarter and finds those digests sent.
 */
const DIGEST = 'send-alert-digests';
const QUARTER_HOUR = '*/15 * * * *';
const ONE_RUN: Limit = { table: 'alert_digests', points: 1, seconds: 10 * 60, perSchool: false };
const BATCH = 50;

type Waiting = {
  id: number;
  email?: string | null;
  salt: string;
  createdAt: string;
  language?: string | null;
  school?: unknown;
  hour?: { windowStart?: string | null; count?: number | null } | null;
  digest?: unknown;
};

async function sendDigests(req: PayloadRequest, now: number): Promise<{ sent: number; failed: number }> {
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  const { docs } = await req.payload.find({
    collection: 'alert-subscriptions',
    where: { and: [{ digest: { exists: true } }, { 'hour.windowStart': { less_than_equal: hourAgo } }] },
    sort: 'id',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    req,
  });
  let sent = 0;
  let failed = 0;
  for (const subscriber of docs as Waiting[]) {
    const notices = Array.isArray(subscriber.digest) ? subscriber.digest.filter((id) => typeof id === 'number') : [];
    const school = schoolIdOf(subscriber.school);
    const clear = () =>
      req.payload.update({
        collection: 'alert-subscriptions',
        id: subscriber.id,
        data: { digest: null },
        overrideAccess: true,
        req,
      });
    if (school === undefined || notices.length === 0) {
      await clear();
      continue;
    }
    const language = languageOf(subscriber);
    const site = await mailingSchool(req, school, language);
    const items: AlertItem[] = [];
    for (const id of notices) {
      const item = await alertItem(req, 'notice', id, language, site.siteUrl);
      if (item) items.push(item);
    }
    try {
      if (items.length > 0) await mailSubscriber(req, 'digest', subscriber, site, items, now);
      await clear();
      sent += items.length > 0 ? 1 : 0;
    } catch {
      // Kept for the next quarter hour's run.
      failed += 1;
    }
  }
  return { sent, failed };
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
    const done = await sendDigests(req, Date.now()).finally(() => taken.refund());
    if (done.sent + done.failed > 0) {
      const row = await req.payload.create({
        collection: 'alert-deliveries',
        data: { kind: 'digest', sent: 0, failed: 0 },
        overrideAccess: true,
        req,
      });
      await countDelivery(req.payload, row.id, done.sent, done.failed, req);
    }
    log.info(`[alerts] digests: sent ${done.sent}, failed ${done.failed}`);
    return { output: done };
  },
};

import pLimit from 'p-limit';
import type { PayloadRequest, TaskConfig, Where } from 'payload';
import { log } from '../../lib/log.ts';
import { getSettings } from '../../lib/settings.ts';
import { ALERTS_MAIL_QUEUE } from './confirmation-mail.ts';
import { countDelivery, openDelivery, sortBatch, subscribersOf } from './deliveries.ts';
import type { AlertKind } from './delivery-source.ts';
import { languageOf, unsubscribeUrl } from './links.ts';
import { alertMail, type AlertItem } from './mail-bodies.ts';
import { countedMail } from './rules.ts';
import { mailFrom } from './school-of.ts';

/**
 * An urgent alert or a new notice, mailed to each confirmed subscriber of its school whose topic takes it,
 * once each: in batches of `BATCH` by id, `IN_FLIGHT` at a time, for up to `RUN_MS` a job, which then queues
 * the next after its last id, so a confirmation mail waits at most that long behind an alert. A mail
 * that fails is its own job (`onlyId`), retried with a growing wait, so nobody else gets it twice. A notice
 * to a subscriber past the hour's `MAILS_AN_HOUR` waits for their digest (digest-mail.ts); an urgent alert
 * never waits. Jobs hold ids only; an address is read when its mail is sent and never logged.
 */

const DELIVER = 'deliver-alerts';
const BATCH = 50;
// As many as the SMTP transport's pooled connections (cms/email.ts).
const IN_FLIGHT = 5;
const RUN_MS = 60_000;

type DeliveryInput = {
  delivery: number;
  kind: AlertKind;
  school: number;
  source: number;
  /** An urgent alert's message as saved. */
  text?: string;
  afterId?: number;
  onlyId?: number;
};

type DeliveryJob = { input: DeliveryInput; output: { sent: number; failed: number; held: number } };

type Subscriber = {
  id: number;
  email?: string | null;
  salt: string;
  createdAt: string;
  language?: string | null;
  hour?: { windowStart?: string | null; count?: number | null } | null;
  digest?: unknown;
};

/** Queues the mails of an alert just published in `school`: called by the alert's and the notices' hooks. */
export async function queueAlertDelivery(
  req: PayloadRequest,
  kind: AlertKind,
  school: number,
  source: number,
  title: string,
): Promise<void> {
  if (!getSettings().mail) return;
  const delivery = await openDelivery(req, 'email', kind, school, source, title);
  if (delivery === undefined) return;
  await queueDelivery(req, { delivery, kind, school, source, ...(kind === 'urgent' ? { text: title } : {}) });
  log.info(`[alerts] ${kind === 'urgent' ? 'an urgent alert' : 'a new notice'} queued for its subscribers`);
}

/** One subscriber's mail of `items`, with RFC 8058's one-click stop; a notice's moves their hourly count on. */
export async function mailSubscriber(
  req: PayloadRequest,
  kind: 'urgent' | 'notice' | 'digest',
  subscriber: Subscriber,
  school: { name: string; siteUrl: string },
  items: AlertItem[],
  now: number,
): Promise<void> {
  if (!subscriber.email) return;
  const stop = unsubscribeUrl(school.siteUrl, subscriber, now);
  await req.payload.sendEmail({
    from: mailFrom(school.name),
    to: subscriber.email,
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...alertMail(kind, school.name, items, stop, languageOf(subscriber)),
  });
  // Notices count towards the hourly limit; an urgent alert neither waits nor counts, so it writes nothing.
  if (kind === 'urgent') return;
  await req.payload.update({
    collection: 'alert-subscriptions',
    id: subscriber.id,
    data: { hour: countedMail(subscriber.hour ?? {}, now) },
    overrideAccess: true,
    req,
  });
}

type Tally = { sent: number; failed: number; held: number };

/** One batch: held for the digest, or mailed `IN_FLIGHT` at a time; a mail that fails gets a job of its own. */
async function mailBatch(req: PayloadRequest, input: DeliveryInput, subscribers: Subscriber[], tally: Tally) {
  const { due, held } = await sortBatch(req, input, subscribers);
  tally.held += held;
  const limit = pLimit(IN_FLIGHT);
  await Promise.all(
    due.map(({ subscriber, item, school }) =>
      limit(async () => {
        try {
          await mailSubscriber(req, input.kind, subscriber, school, [item], Date.now());
          tally.sent += 1;
        } catch (error) {
          // A retry of one subscriber's mail: this job's error is only the kind, and nobody else is sent twice.
          if (input.onlyId !== undefined) throw new Error(`an alert mail was not sent (${(error as Error).name})`);
          tally.failed += 1;
          await queueDelivery(req, { ...input, onlyId: subscriber.id });
        }
      }),
    ),
  );
}

const queueDelivery = (req: PayloadRequest, input: DeliveryInput) =>
  req.payload.jobs.queue({ task: DELIVER, queue: ALERTS_MAIL_QUEUE, input, req });

/**
 * The job's batches, for up to `RUN_MS`. Once a batch has gone, a failure to read the next is not the
 * job's (whose retry would mail the first batches again): the next job is queued from there instead.
 */
async function deliver(input: DeliveryInput, req: PayloadRequest): Promise<Tally> {
  const started = Date.now();
  const tally: Tally = { sent: 0, failed: 0, held: 0 };
  let afterId = input.afterId ?? 0;
  for (;;) {
    const where: Where = {
      and: [
        subscribersOf('email', input.kind, input.school),
        input.onlyId === undefined ? { id: { greater_than: afterId } } : { id: { equals: input.onlyId } },
      ],
    };
    let docs: Subscriber[];
    try {
      const found = await req.payload.find({
        collection: 'alert-subscriptions',
        where,
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        req,
      });
      docs = found.docs;
    } catch (error) {
      if (afterId === (input.afterId ?? 0)) throw error;
      await queueDelivery(req, { ...input, afterId });
      break;
    }
    await mailBatch(req, input, docs, tally);
    const last = docs.at(-1);
    if (input.onlyId !== undefined || docs.length < BATCH || !last) break;
    afterId = last.id;
    if (Date.now() - started > RUN_MS) {
      await queueDelivery(req, { ...input, afterId });
      break;
    }
  }
  return tally;
}

export const deliverAlerts: TaskConfig<DeliveryJob> = {
  slug: DELIVER,
  label: 'Mail an alert or a new notice to its subscribers',
  inputSchema: [
    { name: 'delivery', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['urgent', 'notice'], required: true },
    { name: 'school', type: 'number', required: true },
    { name: 'source', type: 'number', required: true },
    { name: 'text', type: 'text' },
    { name: 'afterId', type: 'number' },
    { name: 'onlyId', type: 'number' },
  ],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'held', type: 'number', required: true },
  ],
  // A batch's own failure (the database) before it sent anything, or one subscriber's mail: 30 s, 1 min, … six tries.
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const done = await deliver(input, req);
    // A retried mail that went is no longer a failure.
    const failedNow = input.onlyId !== undefined && done.sent > 0 ? -1 : done.failed;
    await countDelivery(req.payload, input.delivery, done.sent, failedNow, req);
    log.info(`[alerts] an alert's batch: sent ${done.sent}, failed ${done.failed}, held for the digest ${done.held}`);
    return { output: done };
  },
};

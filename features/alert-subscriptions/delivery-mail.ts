import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload';
import { log } from '../../lib/log.ts';
import { getSettings } from '../../lib/settings.ts';
import { ALERTS_MAIL_QUEUE } from './confirmation-mail.ts';
import { alertItem, type AlertKind } from './delivery-source.ts';
import { languageOf, unsubscribeUrl } from './links.ts';
import { alertMail, type AlertItem } from './mail-bodies.ts';
import { countedMail, throttled, topicsFor } from './rules.ts';
import { mailFrom, mailingSchool } from './school-of.ts';

/**
 * An urgent alert or a new notice, mailed to each confirmed subscriber of its school whose topic takes it,
 * once each: in batches of `BATCH` by id, each batch a job that queues the next after its last id. A mail
 * that fails is its own job (`onlyId`), retried with a growing wait, so nobody else gets it twice. A notice
 * to a subscriber past the hour's `MAILS_AN_HOUR` waits for their digest (digest-mail.ts); an urgent alert
 * never waits. Jobs hold ids only; an address is read when its mail is sent and never logged.
 */

const DELIVER = 'deliver-alerts';
const BATCH = 50;

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
  const subscribers = await req.payload.count({
    collection: 'alert-subscriptions',
    where: {
      and: [
        { school: { equals: school } },
        { channel: { equals: 'email' } },
        { confirmedAt: { exists: true } },
        { topic: { in: topicsFor(kind) } },
      ],
    },
    overrideAccess: true,
    req,
  });
  if (subscribers.totalDocs === 0) return;
  if (kind === 'notice') {
    const before = await req.payload.count({
      collection: 'alert-deliveries',
      where: {
        and: [
          { school: { equals: school } },
          { channel: { equals: 'email' } },
          { kind: { equals: 'notice' } },
          { source: { equals: source } },
        ],
      },
      overrideAccess: true,
      req,
    });
    if (before.totalDocs > 0) return;
  }
  const delivery = await req.payload.create({
    collection: 'alert-deliveries',
    data: { kind, channel: 'email', title: title.slice(0, 200), source, sent: 0, failed: 0, school },
    overrideAccess: true,
    req,
  });
  await req.payload.jobs.queue({
    task: DELIVER,
    queue: ALERTS_MAIL_QUEUE,
    input: { delivery: delivery.id, kind, school, source, ...(kind === 'urgent' ? { text: title } : {}) },
    req,
  });
  log.info(`[alerts] ${kind === 'urgent' ? 'an urgent alert' : 'a new notice'} queued for its subscribers`);
}

/** Adds to a delivery's counts for the office. */
export async function countDelivery(payload: Payload, id: number, sent: number, failed: number, req?: PayloadRequest) {
  if (sent === 0 && failed === 0) return;
  const row = await payload.findByID({
    collection: 'alert-deliveries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    ...(req ? { req } : {}),
  });
  if (!row) return;
  await payload.update({
    collection: 'alert-deliveries',
    id,
    data: { sent: (row.sent ?? 0) + sent, failed: Math.max(0, (row.failed ?? 0) + failed) },
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
}

/** One subscriber's mail of `items`, with RFC 8058's one-click stop; their hourly count moved on. */
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
  await req.payload.update({
    collection: 'alert-subscriptions',
    id: subscriber.id,
    data: { hour: countedMail(subscriber.hour ?? {}, now) },
    overrideAccess: true,
    req,
  });
}

async function deliver(input: DeliveryInput, req: PayloadRequest) {
  const where: Where = {
    and: [
      { school: { equals: input.school } },
      { channel: { equals: 'email' } },
      { confirmedAt: { exists: true } },
      { topic: { in: topicsFor(input.kind) } },
      input.onlyId === undefined ? { id: { greater_than: input.afterId ?? 0 } } : { id: { equals: input.onlyId } },
    ],
  };
  const { docs } = await req.payload.find({
    collection: 'alert-subscriptions',
    where,
    sort: 'id',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const schools = new Map<string, { name: string; siteUrl: string }>();
  const items = new Map<string, AlertItem | undefined>();
  let sent = 0;
  let failed = 0;
  let held = 0;
  for (const subscriber of docs as Subscriber[]) {
    const language = languageOf(subscriber);
    if (!schools.has(language)) schools.set(language, await mailingSchool(req, input.school, language));
    const school = schools.get(language)!;
    if (!items.has(language))
      items.set(language, await alertItem(req, input.kind, input.source, language, school.siteUrl, input.text));
    const item = items.get(language);
    if (!item) return { sent, failed, held };
    const now = Date.now();
    if (input.kind === 'notice' && throttled(subscriber.hour ?? {}, now)) {
      const waiting: unknown[] = Array.isArray(subscriber.digest) ? (subscriber.digest as unknown[]) : [];
      await req.payload.update({
        collection: 'alert-subscriptions',
        id: subscriber.id,
        data: { digest: [...waiting, input.source] },
        overrideAccess: true,
        req,
      });
      held += 1;
      continue;
    }
    try {
      await mailSubscriber(req, input.kind, subscriber, school, [item], now);
      sent += 1;
    } catch (error) {
      // A retry of one subscriber's mail: this job's error is only the kind, and nobody else is sent twice.
      if (input.onlyId !== undefined) throw new Error(`an alert mail was not sent (${(error as Error).name})`);
      failed += 1;
      await req.payload.jobs.queue({
        task: DELIVER,
        queue: ALERTS_MAIL_QUEUE,
        input: { ...input, onlyId: subscriber.id },
        req,
      });
    }
  }
  const last = docs.at(-1);
  if (input.onlyId === undefined && docs.length === BATCH && last)
    await req.payload.jobs.queue({
      task: DELIVER,
      queue: ALERTS_MAIL_QUEUE,
      input: { ...input, afterId: last.id },
      req,
    });
  return { sent, failed, held };
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

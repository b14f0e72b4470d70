import type { Payload, PayloadRequest, Where } from 'payload';
import { alertItem, type AlertKind } from './delivery-source.ts';
import { languageOf } from './links.ts';
import type { AlertItem } from './mail-bodies.ts';
import { CHANNELS, throttled, topicsFor } from './rules.ts';
import { mailingSchool } from './school-of.ts';

/**
 * What the mail and the push of an alert share (delivery-mail.ts, delivery-push.ts): one row of counts per
 * alert and channel for the office, and a batch of subscribers sorted into those held for the digest and
 * those due now, each with the alert in their language.
 */

export type Channel = (typeof CHANNELS)[number];

/** A batch's subscriber, as far as the sorting reads one. */
type Held = {
  id: number;
  language?: string | null;
  hour?: { windowStart?: string | null; count?: number | null } | null;
  digest?: unknown;
};

/** One subscriber due now, with what to send them in their language and the school as it names itself in it. */
export type Due<S> = { subscriber: S; item: AlertItem; school: { name: string; siteUrl: string } };

/** The confirmed subscribers of `channel` in `school` whose topic takes `kind`. */
export const subscribersOf = (channel: Channel, kind: AlertKind, school: number): Where => ({
  and: [
    { school: { equals: school } },
    { channel: { equals: channel } },
    { confirmedAt: { exists: true } },
    { topic: { in: topicsFor(kind) } },
  ],
});

/**
 * The row of counts of an alert just published, by `channel`: undefined when it reaches nobody by it, or
 * when it is a notice already sent by it (a notice published again is not sent again).
 */
export async function openDelivery(
  req: PayloadRequest,
  channel: Channel,
  kind: AlertKind,
  school: number,
  source: number,
  title: string,
): Promise<number | undefined> {
  const as = { overrideAccess: true, req } as const;
  const reached = await req.payload.count({
    collection: 'alert-subscriptions',
    where: subscribersOf(channel, kind, school),
    ...as,
  });
  if (reached.totalDocs === 0) return undefined;
  if (kind === 'notice') {
    const sentBefore = await req.payload.count({
      collection: 'alert-deliveries',
      where: {
        and: [
          { school: { equals: school } },
          { channel: { equals: channel } },
          { kind: { equals: 'notice' } },
          { source: { equals: source } },
        ],
      },
      ...as,
    });
    if (sentBefore.totalDocs > 0) return undefined;
  }
  const row = await req.payload.create({
    collection: 'alert-deliveries',
    data: { kind, channel, title: title.slice(0, 200), source, sent: 0, failed: 0, school },
    ...as,
  });
  return row.id;
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

/**
 * A batch sorted: a notice to a subscriber past the hour's limit is added to their digest (and counted in
 * `held`), the rest are due now. Nobody is due for an alert or notice that is gone, emptied or unpublished.
 */
export async function sortBatch<S extends Held>(
  req: PayloadRequest,
  input: { kind: AlertKind; school: number; source: number; text?: string },
  subscribers: S[],
): Promise<{ due: Due<S>[]; held: number }> {
  const schools = new Map<string, { name: string; siteUrl: string }>();
  const items = new Map<string, AlertItem | undefined>();
  const due: Due<S>[] = [];
  let held = 0;
  for (const subscriber of subscribers) {
    const language = languageOf(subscriber);
    if (!schools.has(language)) schools.set(language, await mailingSchool(req, input.school, language));
    const school = schools.get(language)!;
    if (!items.has(language))
      items.set(language, await alertItem(req, input.kind, input.source, language, school.siteUrl, input.text));
    const item = items.get(language);
    if (!item) continue;
    if (input.kind === 'notice' && throttled(subscriber.hour ?? {}, Date.now())) {
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
    due.push({ subscriber, item, school });
  }
  return { due, held };
}

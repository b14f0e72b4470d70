import type { Payload } from 'payload';

export type SubscriberCounts = {
  urgent: number;
  all: number;
  waiting: number;
  /** Mails of alerts in the last 30 days. */
  sent: number;
  failed: number;
};

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How many people get a school's alerts by e-mail, and how the last month's went: counts only, read with
 * access overridden because nobody may read a subscription itself.
 */
export async function readSubscriberCounts(payload: Payload, school: number, now: Date): Promise<SubscriberCounts> {
  const count = async (topic: string | undefined, confirmed: boolean) =>
    (
      await payload.count({
        collection: 'alert-subscriptions',
        where: {
          and: [
            { school: { equals: school } },
            { channel: { equals: 'email' } },
            { confirmedAt: { exists: confirmed } },
            ...(topic ? [{ topic: { equals: topic } }] : []),
          ],
        },
        overrideAccess: true,
      })
    ).totalDocs;
  const [urgent, all, waiting, deliveries] = await Promise.all([
    count('urgent', true),
    count('all', true),
    count(undefined, false),
    payload.find({
      collection: 'alert-deliveries',
      where: {
        and: [
          { school: { equals: school } },
          { createdAt: { greater_than: new Date(now.getTime() - MONTH_MS).toISOString() } },
        ],
      },
      pagination: false,
      depth: 0,
      select: { sent: true, failed: true },
      overrideAccess: true,
    }),
  ]);
  const sum = (key: 'sent' | 'failed') => deliveries.docs.reduce((total, row) => total + (row[key] ?? 0), 0);
  return { urgent, all, waiting, sent: sum('sent'), failed: sum('failed') };
}

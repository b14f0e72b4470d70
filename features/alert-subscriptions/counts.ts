import type { Payload } from 'payload';
import { CHANNELS, type Topic } from './rules.ts';

type Channel = (typeof CHANNELS)[number];

type ChannelCounts = {
  urgent: number;
  all: number;
  /** E-mail sign-ups not yet confirmed (a device is confirmed as it signs up). */
  waiting: number;
  /** Mails or pushes of alerts in the last 30 days. */
  sent: number;
  failed: number;
};

export type SubscriberCounts = Record<Channel, ChannelCounts>;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How many people get a school's alerts, by e-mail and on a device, and how the last month's went: counts
 * only, read with access overridden because nobody may read a subscription itself.
 */
export async function readSubscriberCounts(payload: Payload, school: number, now: Date): Promise<SubscriberCounts> {
  const count = async (channel: Channel, topic: Topic | undefined, confirmed: boolean) =>
    (
      await payload.count({
        collection: 'alert-subscriptions',
        where: {
          and: [
            { school: { equals: school } },
            { channel: { equals: channel } },
            { confirmedAt: { exists: confirmed } },
            ...(topic ? [{ topic: { equals: topic } }] : []),
          ],
        },
        overrideAccess: true,
      })
    ).totalDocs;
  const deliveries = await payload.find({
    collection: 'alert-deliveries',
    where: {
      and: [
        { school: { equals: school } },
        { createdAt: { greater_than: new Date(now.getTime() - MONTH_MS).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { channel: true, sent: true, failed: true },
    overrideAccess: true,
  });
  const ofChannel = async (channel: Channel): Promise<ChannelCounts> => {
    const rows = deliveries.docs.filter((row) => (row.channel ?? 'email') === channel);
    const sum = (key: 'sent' | 'failed') => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    const [urgent, all, waiting] = await Promise.all([
      count(channel, 'urgent', true),
      count(channel, 'all', true),
      count(channel, undefined, false),
    ]);
    return { urgent, all, waiting, sent: sum('sent'), failed: sum('failed') };
  };
  const [email, push] = await Promise.all([ofChannel('email'), ofChannel('push')]);
  return { email, push };
}

import type { TaskConfig } from 'payload';
import { DAILY, onOneReplica, RETENTION_QUEUE } from '../../cms/retention.ts';
import { log } from '../../lib/log.ts';
import { HOUR_MS, UNCONFIRMED_HOURS } from './rules.ts';

/** Sign-ups never confirmed are deleted once their 48 hours are over, as the sign-up's notice says. */
export const deleteUnconfirmedSubscriptions: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'delete-unconfirmed-alert-subscriptions',
  label: 'Delete alert sign-ups not confirmed within 48 hours',
  schedule: [{ cron: DAILY, queue: RETENTION_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => {
    const deleted = await onOneReplica(req, 'delete-unconfirmed-alert-subscriptions', 0, async () => {
      const cutoff = new Date(Date.now() - UNCONFIRMED_HOURS * HOUR_MS).toISOString();
      const { docs } = await req.payload.delete({
        collection: 'alert-subscriptions',
        where: { and: [{ confirmedAt: { exists: false } }, { createdAt: { less_than: cutoff } }] },
        depth: 0,
        overrideAccess: true,
        req,
      });
      return docs.length;
    });
    // How many, never whose.
    log.info(`[retention] deleted the alert sign-ups not confirmed within 48 hours: ${deleted}`);
    return { output: { deleted } };
  },
};

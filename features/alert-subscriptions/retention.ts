import type { TaskConfig } from 'payload';
import { DAILY, onOneReplica, RETENTION_QUEUE } from '../../cms/retention.ts';
import { log } from '../../lib/log.ts';
import { SILENT_DAYS } from './push-rules.ts';
import { HOUR_MS, UNCONFIRMED_HOURS } from './rules.ts';

/**
 * As the sign-up's notice says: sign-ups never confirmed are deleted once their 48 hours are over, and a
 * device whose push service has refused every push for `SILENT_DAYS` (delivery-push.ts marks it) is
 * deleted too. (One gone for good, 404 or 410, was deleted at its first push.)
 */
export const deleteUnconfirmedSubscriptions: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'delete-unconfirmed-alert-subscriptions',
  label: 'Delete alert sign-ups not confirmed within 48 hours, and devices silent for 30 days',
  schedule: [{ cron: DAILY, queue: RETENTION_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => {
    const deleted = await onOneReplica(req, 'delete-unconfirmed-alert-subscriptions', 0, async () => {
      const now = Date.now();
      const unconfirmedBefore = new Date(now - UNCONFIRMED_HOURS * HOUR_MS).toISOString();
      const silentBefore = new Date(now - SILENT_DAYS * 24 * HOUR_MS).toISOString();
      const { docs } = await req.payload.delete({
        collection: 'alert-subscriptions',
        where: {
          or: [
            { and: [{ confirmedAt: { exists: false } }, { createdAt: { less_than: unconfirmedBefore } }] },
            { silentSince: { less_than: silentBefore } },
          ],
        },
        depth: 0,
        overrideAccess: true,
        req,
      });
      return docs.length;
    });
    // How many, never whose.
    log.info(`[retention] deleted the alert sign-ups never confirmed and the devices gone silent: ${deleted}`);
    return { output: { deleted } };
  },
};

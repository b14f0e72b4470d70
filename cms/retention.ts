import type { PayloadRequest } from 'payload';
import { log } from '../lib/log.ts';
import { take, type Limit } from './rate-limit.ts';

/**
 * How long the CMS keeps records about people, enforced by clean-ups that run on their own: Payload's
 * job queue (cms/jobs.ts), which looks every minute in the server process for a clean-up that is due, and
 * each clean-up's schedule, which queues it once a day. Each clean-up is its feature's retention.ts
 * (features/transfer-certificates/, features/messages/); what they share is here: the queue, the
 * schedule and the lock that lets one replica run a day's clean-up.
 */

export const RETENTION_QUEUE = 'retention';
/** Once a day at 03:00 in the server's time zone, when nobody edits. */
export const DAILY = '0 3 * * *';

// One run a day across all replicas: each replica's scheduler may queue the clean-up and each may claim it
// (Payload 3 queues and claims jobs without a lock), so the run first takes the day's one point, counted
// in the database every replica shares (cms/rate-limit.ts; with SQLite there is one server). A replica
// that finds it taken skips; a run that fails gives it back, so the next try does the work.
const ONE_RUN: Limit = { table: 'daily_cleanups', points: 1, seconds: 20 * 60 * 60, perSchool: false };

/** Runs a daily clean-up unless another replica ran it in the last 20 hours; returns `skipped` if so. */
export async function onOneReplica<T>(
  req: PayloadRequest,
  task: string,
  skipped: T,
  run: () => Promise<T>,
): Promise<T> {
  const taken = await take(req.payload, ONE_RUN, task);
  if (!taken.ok) {
    log.info(`[retention] ${task}: already run on another replica in the last 20 hours, skipped`);
    return skipped;
  }
  try {
    return await run();
  } catch (error) {
    await taken.refund();
    throw error;
  }
}

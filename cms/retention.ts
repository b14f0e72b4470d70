import type { PayloadRequest, TaskConfig } from 'payload';
import { log } from '../lib/log.ts';
import { take, type Limit } from './rate-limit.ts';

/**
 * How long the CMS keeps records about people, enforced by clean-ups that run on their own: Payload's
 * job queue (cms/jobs.ts), which looks every minute in the server process for a clean-up that is due, and
 * each clean-up's schedule, which queues it once a day. The TC lookups' clean-up is here; the parents'
 * messages' is the messages feature's (features/messages/retention.ts), on the same schedule and lock. The
 * CSV of a TC import is not kept at all (features/transfer-certificates/imports-collection.ts).
 */

export const RETENTION_QUEUE = 'retention';
/** Once a day at 03:00 in the server's time zone, when nobody edits. */
export const DAILY = '0 3 * * *';

/** A TC lookup's record (when, from which address, how it ended) answers complaints about the past year, then goes. */
export const LOOKUP_RETENTION_MONTHS = 12;

/** Lookups before this instant are deleted by a clean-up running at `now`. */
export function lookupsExpireBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOOKUP_RETENTION_MONTHS);
  return cutoff;
}

export async function deleteExpiredLookups(req: PayloadRequest, now: Date): Promise<number> {
  const { docs } = await req.payload.delete({
    collection: 'transfer-certificate-lookups',
    where: { at: { less_than: lookupsExpireBefore(now).toISOString() } },
    overrideAccess: true,
    req,
  });
  return docs.length;
}

/**
 * CSVs that TC imports made before the CSV stopped being kept left in the uploads (children's names and
 * dates of birth): nothing stores one any more, so whatever is there is one of those.
 */
export async function deleteKeptImportCsvs(): Promise<number> {
  // Loaded when the clean-up runs: the storage module brings the S3 adapter, which the rule's tests need not load.
  const { deleteStoredFiles } = await import('./storage.ts');
  const deleted = await deleteStoredFiles('transfer-certificate-imports');
  if (deleted > 0) log.info(`[retention] deleted ${deleted} CSV file(s) kept by earlier TC imports`);
  return deleted;
}

// One run a day across all replicas: each replica's scheduler may queue the clean-up and each may claim it
// (Payload 3 queues and claims jobs without a lock), so the run first takes the day's one point, counted
// in the database every replica shares (cms/rate-limit.ts; with SQLite there is one server). A replica
// that finds it taken skips; a run that fails gives it back, so the next try does the work.
const ONE_RUN: Limit = { table: 'daily_cleanups', points: 1, seconds: 20 * 60 * 60 };

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

export const deleteOldLookups: TaskConfig<{ input: object; output: { deleted: number; importCsvsDeleted: number } }> = {
  slug: 'delete-old-tc-lookups',
  label: 'Delete TC lookups older than 12 months, and CSVs kept by earlier TC imports',
  schedule: [{ cron: DAILY, queue: RETENTION_QUEUE }],
  outputSchema: [
    { name: 'deleted', type: 'number', required: true },
    { name: 'importCsvsDeleted', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({
    output: await onOneReplica(req, 'delete-old-tc-lookups', { deleted: 0, importCsvsDeleted: 0 }, async () => ({
      deleted: await deleteExpiredLookups(req, new Date()),
      importCsvsDeleted: await deleteKeptImportCsvs(),
    })),
  }),
};

import type { PayloadRequest, TaskConfig } from 'payload';
import { DAILY, onOneReplica, RETENTION_QUEUE } from '../../cms/retention.ts';
import { log } from '../../lib/log.ts';

/**
 * How long TC lookups are kept, run once a day on the schedule and one-replica lock of cms/retention.ts.
 * The CSV of a TC import is not kept at all (imports-collection.ts); this also deletes the ones kept before.
 */

/** A TC lookup's record (when, from which address, how it ended) answers complaints about the past year, then goes. */
const LOOKUP_RETENTION_MONTHS = 12;

/** Lookups before this instant are deleted by a clean-up running at `now`. */
export function lookupsExpireBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOOKUP_RETENTION_MONTHS);
  return cutoff;
}

async function deleteExpiredLookups(req: PayloadRequest, now: Date): Promise<number> {
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
async function deleteKeptImportCsvs(): Promise<number> {
  // Loaded when the clean-up runs: the storage module brings the S3 adapter, which the rule's tests need not load.
  const { deleteStoredFiles } = await import('../../cms/storage.ts');
  const deleted = await deleteStoredFiles('transfer-certificate-imports');
  if (deleted > 0) log.info(`[retention] deleted ${deleted} CSV file(s) kept by earlier TC imports`);
  return deleted;
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

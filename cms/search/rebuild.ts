import type { Payload, PayloadRequest } from 'payload';

/**
 * What a searched collection registers in its config as `custom.search` (cms/search/indexing.ts
 * makes it), so the index can be made again from the content without cms/ knowing any feature: after
 * the migrations that need it (cms/migrate.ts) and after a restore (scripts/restore.ts), which leaves
 * the index out (cms/database-rows.ts).
 */
export type SearchIndexing = { reindexAll: (req: PayloadRequest) => Promise<number> };

const indexingOf = (custom: Record<string, unknown> | undefined) => custom?.search as SearchIndexing | undefined;

/**
 * Every searched collection's entries written anew from what is published now; how many documents. In one
 * transaction: a replica searching meanwhile sees the old index or the new, never half of one, and SQLite
 * writes the thousands of entries of a big site in one commit rather than one each.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  // Loaded only for a rebuild: what it loads is Payload's whole runtime.
  const { commitTransaction, createLocalReq, initTransaction, killTransaction } = await import('payload');
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    let indexed = 0;
    for (const collection of payload.config.collections)
      indexed += (await indexingOf(collection.custom)?.reindexAll(req)) ?? 0;
    await commitTransaction(req);
    return indexed;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

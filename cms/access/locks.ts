import type { Access, AccessArgs, CollectionSlug, PayloadRequest, SanitizedConfig, Where } from 'payload';

/**
 * Payload's record that someone is editing a document (`payload-locked-documents`) follows the read access
 * of what it locks. Payload's own rule lets any signed-in account make a lock on anything and read every
 * lock: an editor without the messages grant could lock parents' messages and learn which exist and who
 * is answering them.
 */
const LOCKS = 'payload-locked-documents';

/** Whether `req`'s account may read document `id` of `collection`, as Payload answers its own read. */
export async function mayReadDocument(req: PayloadRequest, collection: string, id: unknown): Promise<boolean> {
  if (!req.user || !(collection in req.payload.collections)) return false;
  if (typeof id !== 'number' && typeof id !== 'string') return false;
  const { docs } = await req.payload.find({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    disableErrors: true,
    req,
  });
  return docs.length > 0;
}

/** The collections whose documents Payload locks: its locks' `document` relates to each. */
function lockable(req: PayloadRequest): string[] {
  const field = req.payload.collections[LOCKS]?.config.flattenedFields.find(({ name }) => name === 'document');
  return field && 'relationTo' in field && Array.isArray(field.relationTo) ? field.relationTo : [];
}

/**
 * The ids of the documents of `collection` that are locked and that `req`'s account may read: for a read
 * access that answers with a query (an office reads its own school's documents), not with yes or no.
 */
async function readableLockedIds(req: PayloadRequest, collection: CollectionSlug): Promise<(number | string)[]> {
  const { docs: locks } = await req.payload.find({
    collection: LOCKS,
    where: { 'document.relationTo': { equals: collection } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const locked = locks.flatMap(({ document }) => (document ? [document.value as number | string] : []));
  if (locked.length === 0) return [];
  const { docs } = await req.payload.find({
    collection,
    where: { id: { in: locked } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    req,
  });
  return docs.map(({ id }) => id);
}

/** Locks on globals (each readable by every account), and on documents the account may read. */
const onReadableCollections: Access = async ({ req }) => {
  if (!req.user) return false;
  const readable: Where[] = [{ globalSlug: { exists: true } }];
  for (const slug of lockable(req) as CollectionSlug[]) {
    const read = req.payload.collections[slug]?.config.access.read;
    const access = read ? await read({ req }) : false;
    if (access === true) readable.push({ 'document.relationTo': { equals: slug } });
    else if (access !== false) {
      const ids = await readableLockedIds(req, slug);
      if (ids.length > 0)
        readable.push({ and: [{ 'document.relationTo': { equals: slug } }, { 'document.value': { in: ids } }] });
    }
  }
  return { or: readable };
};

/** A lock made or moved onto a document: only one the account may read. */
async function onReadableDocument({ req, data }: AccessArgs): Promise<boolean> {
  if (!req.user) return false;
  const document: unknown = (data as { document?: unknown } | undefined)?.document;
  if (document === undefined || document === null) return true;
  if (typeof document !== 'object') return false;
  const { relationTo, value } = document as { relationTo?: unknown; value?: unknown };
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof relationTo === 'string' && mayReadDocument(req, relationTo, id);
}

/**
 * Payload 3.90 adds the locks' collection itself while it checks the config, after every plugin has run,
 * with no option for its access: so its access is set on the checked config, before Payload starts.
 */
export function withLockAccess(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS);
  if (locks)
    locks.access = {
      ...locks.access,
      read: onReadableCollections,
      delete: onReadableCollections,
      create: onReadableDocument,
      update: async (args) => ((await onReadableDocument(args)) ? onReadableCollections(args) : false),
    };
  return config;
}

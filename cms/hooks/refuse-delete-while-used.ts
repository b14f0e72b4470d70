import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload';

/** A required field that points at a file of this collection. */
type Use = { collection: CollectionSlug; field: string; what: string };

/**
 * A file a required field points at cannot go: the database refuses the delete, and the office would see
 * a 500 "Something went wrong". It is told instead where the file is used (409), to choose another there
 * first.
 */
export function refuseDeleteWhileUsed(...uses: Use[]): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    for (const use of uses) {
      const { totalDocs } = await req.payload.count({
        collection: use.collection,
        where: { [use.field]: { equals: id } },
        req,
        overrideAccess: true,
      });
      if (totalDocs > 0)
        throw new APIError(
          `This file is ${use.what}: choose another file there first, then delete this one.`,
          409,
          null,
          true,
        );
    }
  };
}

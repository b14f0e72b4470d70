import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload';
import type { Checked } from '../../lib/rules/checked.ts';

/**
 * The same rules as the pages apply when they read (each feature's from-cms.ts), checked when an editor saves,
 * so the admin shows the problem on the field and the site never holds what it could not show. A save may
 * carry only the fields it changes (a REST PATCH of one field): the rules apply to the document as saved.
 */
export function validateWithSchema(
  check: (data: Record<string, unknown>, req: PayloadRequest) => Checked | Promise<Checked>,
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    const result = await check({ ...(originalDoc as object | undefined), ...data }, req);
    if (!result.ok)
      throw new ValidationError(
        { collection: collection.slug, errors: [{ path: result.path, message: result.message }] },
        req.t,
      );
    return data;
  };
}

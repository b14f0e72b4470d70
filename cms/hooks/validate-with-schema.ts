import { ValidationError, type GlobalBeforeChangeHook, type PayloadRequest } from 'payload';
import type { Checked } from '../../lib/rules/checked.ts';

/**
 * The same rules as the pages apply when they read (each feature's from-cms.ts), checked when an editor saves,
 * so the admin shows the problem on the field and the site never holds what it could not show.
 */
export function validateWithSchema(
  check: (data: Record<string, unknown>, req: PayloadRequest) => Checked | Promise<Checked>,
): GlobalBeforeChangeHook {
  return async ({ data, req, global }) => {
    const result = await check(data, req);
    if (!result.ok)
      throw new ValidationError(
        { global: global.slug, errors: [{ path: result.path, message: result.message }] },
        req.t,
      );
    return data;
  };
}

import { ValidationError, type GlobalBeforeChangeHook, type PayloadRequest } from 'payload';

/** What the site's own rules say of a save: fine, or the first problem with the field it concerns. */
export type Checked = { ok: true } | { ok: false; path: string; message: string };

/**
 * The same rules as the pages apply when they read (lib/school-content), checked when an editor saves,
 * so the admin shows the problem on the field and the site never holds what it could not show.
 */
export function validateWithSchema(check: (data: Record<string, unknown>, req: PayloadRequest) => Checked | Promise<Checked>): GlobalBeforeChangeHook {
  return async ({ data, req, global }) => {
    const result = await check(data, req);
    if (!result.ok) throw new ValidationError({ global: global.slug, errors: [{ path: result.path, message: result.message }] }, req.t);
    return data;
  };
}

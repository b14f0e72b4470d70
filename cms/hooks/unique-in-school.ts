import type { CollectionSlug, PayloadRequest, Validate, Where } from 'payload';
import { schoolOf } from '../school-scope.ts';

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : value);

/** The school a document being saved is of: the one it names, else the one the save is made for. */
export function schoolOfSave(data: unknown, req: PayloadRequest): unknown {
  const named = idOf((data as { school?: unknown } | undefined)?.school);
  return named ?? schoolOf(req);
}

/** A where that keeps to the documents of `school` (all of them, when none is known: one school's data). */
export const inSchool = (school: unknown): Where[] =>
  school === undefined || school === null ? [] : [{ school: { equals: school } }];

/**
 * A field whose value one document per school may hold (a page's address, a TC's number): `/about-us` is
 * every school's own. Checked when a document is saved, so the refusal names the field; the collection's
 * compound unique index (`indexes: [{ fields: ['school', field], unique: true }]`) holds it against two
 * saves at once.
 */
export function uniqueInSchool<T>(
  collection: CollectionSlug,
  field: string,
  message: (value: T) => string,
): Validate<T> {
  return async (value, { req, id, data }) => {
    if (value === undefined || value === null || value === '') return true;
    const { totalDocs } = await req.payload.count({
      collection,
      where: {
        and: [
          { [field]: { equals: value } },
          ...inSchool(schoolOfSave(data, req)),
          ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
        ],
      },
      overrideAccess: true,
      req,
    });
    return totalDocs === 0 || message(value);
  };
}

/** The first refusal of `checks`, in order, or true. */
export function allOf<T>(...checks: Validate<T>[]): Validate<T> {
  return async (value, options) => {
    for (const check of checks) {
      const result = await check(value, options);
      if (result !== true) return result;
    }
    return true;
  };
}

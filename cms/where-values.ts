import {
  APIError,
  type Collection,
  type CollectionBeforeOperationHook,
  type Payload,
  type Plugin,
  type SanitizedCollectionConfig,
} from 'payload';

/**
 * A query's list of numbers (`where[id][in]=a,b`) that holds something else is refused (400) before it
 * reaches the database. Payload's query builder turns each piece into a number, `a` into NaN, and the
 * query failed: a 500, and its parameters in the log (a parent's name, for a search of the messages).
 */

// The operators that take a list, which Payload turns into numbers for a numeric field.
const LIST_OPERATORS = new Set(['in', 'not_in', 'all']);

type IdType = 'number' | 'text';

const idTypeOf = (payload: Payload, slug: string): IdType =>
  (payload.collections as Partial<Record<string, Collection>>)[slug]?.customIDType ?? payload.db.defaultIDType;

/** Whether the field named `path` (top level, or the id) holds numbers: a number, or a relation to numeric ids. */
function holdsNumbers(payload: Payload, collection: SanitizedCollectionConfig, path: string): boolean {
  if (path === 'id') return idTypeOf(payload, collection.slug) === 'number';
  const field = collection.flattenedFields.find((candidate) => candidate.name === path);
  if (!field) return false;
  if (field.type === 'number') return true;
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    return idTypeOf(payload, field.relationTo) === 'number';
  }
  return false;
}

/** The pieces of a list as a query string gives it (`a,b`) or as JSON does (an array). */
const pieces = (value: unknown): unknown[] =>
  typeof value === 'string' ? value.split(',').map((piece) => piece.trim()) : Array.isArray(value) ? value : [value];

const isNumber = (piece: unknown) =>
  typeof piece === 'number'
    ? Number.isFinite(piece)
    : typeof piece === 'string' && piece !== '' && Number.isFinite(Number(piece));

/** The path and operator of the first list in `where` (and its `and`/`or`) that is not all numbers. */
function firstNonNumberList(
  payload: Payload,
  collection: SanitizedCollectionConfig,
  where: unknown,
): { path: string; operator: string } | undefined {
  if (!where || typeof where !== 'object') return undefined;
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      for (const nested of Object.values((value ?? {}) as Record<string, unknown>)) {
        const found = firstNonNumberList(payload, collection, nested);
        if (found) return found;
      }
    } else if (value && typeof value === 'object' && holdsNumbers(payload, collection, key)) {
      for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
        if (LIST_OPERATORS.has(operator) && !pieces(operand).every(isNumber)) return { path: key, operator };
      }
    }
  }
  return undefined;
}

const refuseNonNumberLists: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where = 'where' in args ? (args.where as unknown) : undefined;
  const found = firstNonNumberList(req.payload, collection, where);
  if (found) {
    throw new APIError(
      `The query's "${found.path}" ${found.operator} takes numbers only, separated by commas.`,
      400,
      null,
      true,
    );
  }
  return args;
};

/** Every collection's queries checked in one place, whichever collections the config lists. */
export const whereValues: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseNonNumberLists, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
});

import type { CollectionBeforeOperationHook, Plugin } from 'payload';

/**
 * How much one request to the REST API may ask for. Payload's defaults let a visitor ask for every
 * document at once (`limit=0`, `pagination=false`) and populate relations ten levels deep.
 */

/** Relations populated at most two levels deep, for everyone (the site's own reads ask for 1). */
export const MAX_DEPTH = 2;
/** The most documents a visitor's request gets; signed-in staff size the admin's lists themselves. */
export const MAX_VISITOR_LIMIT = 100;
// Payload's own page size when none is asked for.
const DEFAULT_LIMIT = 10;

/** The page size a visitor's request gets for the `limit` it asked for (0 asks Payload for everything). */
export function visitorLimit(asked: number | undefined): number {
  if (asked === undefined) return DEFAULT_LIMIT;
  return Number.isInteger(asked) && asked >= 1 && asked <= MAX_VISITOR_LIMIT ? asked : MAX_VISITOR_LIMIT;
}

// The site's own pages read through the local API, as visitors too (overrideAccess: false), with the
// sizes they need: only requests from outside (REST) are bounded here.
const boundVisitorReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.user || req.payloadAPI === 'local' || (operation !== 'read' && operation !== 'readDistinct')) return args;
  // `pagination=false` asks for everything, as `limit=0` does.
  const asked = 'pagination' in args && args.pagination === false ? 0 : 'limit' in args ? args.limit : undefined;
  return { ...args, limit: visitorLimit(asked), pagination: true };
};

/** Every collection's reads bounded in one place, whichever collections the config lists. */
export const apiBounds: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), boundVisitorReads] },
  })),
});

import type { DataFromCollectionSlug, Payload, PayloadRequest, SelectType } from 'payload';
import { ONE_PER_SCHOOL, schoolOf } from './school-scope.ts';

type OnePerSchool = (typeof ONE_PER_SCHOOL)[number];

type Options = {
  depth?: number;
  locale?: string;
  fallbackLocale?: false | string;
  overrideAccess?: boolean;
  req?: Partial<PayloadRequest>;
  select?: SelectType;
  /** The school's id; unset: the request's (a command or a job names it in `req.context.school`). */
  school?: number;
};

/**
 * A school's one document of a kind (its details, its alert, its disclosure, its message settings: what
 * were globals before there were several schools), as `findGlobal` read it. Throws when the school has
 * none: each is made with the school (features/schools/), so that is a fault, never a state.
 */
export async function findSchoolDoc<Slug extends OnePerSchool>(
  payload: Payload,
  collection: Slug,
  options: Options = {},
): Promise<DataFromCollectionSlug<Slug>> {
  const doc = await findSchoolDocIfAny(payload, collection, options);
  if (!doc) throw new Error(`${collection}: school ${options.school ?? schoolOf()} has none`);
  return doc;
}

/**
 * The same, or undefined for a school that has none yet: for a document whose every field has a default
 * (the message settings, which a site used before saving them once).
 */
export async function findSchoolDocIfAny<Slug extends OnePerSchool>(
  payload: Payload,
  collection: Slug,
  { school, ...options }: Options = {},
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  const id = school ?? schoolOf(options.req as PayloadRequest | undefined);
  if (id === undefined) throw new Error(`${collection}: no school to read it for`);
  const { docs } = await payload.find({
    collection,
    where: { school: { equals: id } },
    limit: 1,
    pagination: false,
    ...(options as object),
  });
  return docs[0];
}

/**
 * Saves a school's one document of a kind, as `updateGlobal` did: the school's document updated, or made
 * when it has none yet (a new school's first save, the starter import).
 */
export async function saveSchoolDoc<Slug extends OnePerSchool>(
  payload: Payload,
  collection: Slug,
  data: Record<string, unknown>,
  { school, locale, depth = 0 }: { school?: number; locale?: string; depth?: number } = {},
): Promise<DataFromCollectionSlug<Slug>> {
  const id = school ?? schoolOf();
  if (id === undefined) throw new Error(`${collection}: no school to save it for`);
  const { docs } = await payload.find({
    collection,
    where: { school: { equals: id } },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  });
  const existing = docs[0] as { id: number } | undefined;
  const saved = existing
    ? await payload.update({
        collection,
        id: existing.id,
        data: data as never,
        locale: locale as never,
        depth,
        overrideAccess: true,
      })
    : await payload.create({
        collection,
        data: { ...data, school: id } as never,
        locale: locale as never,
        depth,
        overrideAccess: true,
      });
  return saved as unknown as DataFromCollectionSlug<Slug>;
}

import type { CollectionConfig, CollectionSlug, SanitizedCollectionConfig, SanitizedConfig } from 'payload';

/**
 * Where the site shows an uploaded file: what makes a file public. Each collection that shows files says
 * how in its own config, as `custom.fileUse` (features/notices/collection.ts, …); this reads them from
 * Payload's config, both when a save asks which files it touches and when a file asks who shows it.
 */

export type FileCollection = 'documents' | 'images';
export type FileId = number | string;
export type FileRef = { collection: FileCollection; id: FileId };
type Doc = Record<string, unknown>;

/** How an entry of a collection shows files: its config's `custom.fileUse`. */
export type CollectionFileUse = {
  /** The fields that hold files, by the collection of the files. */
  fields: Partial<Record<FileCollection, string[]>>;
  name: (doc: { title?: unknown; class?: unknown; academicYear?: unknown }) => string;
  plural: string;
};

/**
 * How a school's one document of a kind (its details, its disclosure: cms/schools.ts) shows files: its
 * config's `custom.fileUse` (no drafts: what is saved is published).
 */
export type SchoolDocFileUse = { name: string; files: (doc: Doc) => FileRef[] };

export type CollectionUse = CollectionFileUse & {
  collection: CollectionSlug;
  /** Only the published version counts: the entry's own row, while its `_status` is `published`. */
  drafts: boolean;
};
export type SchoolDocUse = SchoolDocFileUse & { collection: CollectionSlug };

const record = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};

/** A relationship's id, whether the value is the id or the populated document. */
function idOf(value: unknown): FileId | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  const id = record(value).id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/** The ids of a relationship field, one or many, as saved (ids) or read (populated). */
export const idsOf = (value: unknown): FileId[] =>
  (Array.isArray(value) ? value : [value]).map(idOf).filter((id) => id !== undefined);

const isSchoolDocUse = (use: CollectionFileUse | SchoolDocFileUse): use is SchoolDocFileUse => 'files' in use;

/** The use a collection's config holds, or undefined for one that shows no files (or one document a school). */
export function collectionUseOf(
  config: Pick<SanitizedCollectionConfig, 'slug' | 'custom' | 'versions'>,
): CollectionUse | undefined {
  const use = config.custom?.fileUse as CollectionFileUse | SchoolDocFileUse | undefined;
  if (!use || isSchoolDocUse(use)) return undefined;
  return { ...use, collection: config.slug, drafts: Boolean(config.versions?.drafts) };
}

/** Every collection that shows files. */
export const collectionUses = (config: SanitizedConfig): CollectionUse[] =>
  config.collections.map(collectionUseOf).filter((use) => use !== undefined);

/** The use of a collection holding one document a school, or undefined. */
export function schoolDocUseOf(config: Pick<CollectionConfig, 'slug' | 'custom'>): SchoolDocUse | undefined {
  const use = config.custom?.fileUse as CollectionFileUse | SchoolDocFileUse | undefined;
  return use && isSchoolDocUse(use) ? { ...use, collection: config.slug as CollectionSlug } : undefined;
}

/** Every collection of one document a school that shows files. */
export const schoolDocUses = (config: SanitizedConfig): SchoolDocUse[] =>
  config.collections.map(schoolDocUseOf).filter((use) => use !== undefined);

/** The files an entry of `use` holds, as saved (ids) or read (populated). */
export function filesOf(use: CollectionUse, doc: Doc | null | undefined): FileRef[] {
  if (!doc) return [];
  return (Object.entries(use.fields) as [FileCollection, string[]][]).flatMap(([collection, fields]) =>
    fields.flatMap((field) => idsOf(doc[field]).map((id) => ({ collection, id }))),
  );
}

/** The files a rich-text body (Lexical) shows: its upload nodes, at any depth. */
export function filesInRichText(body: unknown): Record<FileCollection, FileId[]> {
  const found: Record<FileCollection, Set<FileId>> = { documents: new Set(), images: new Set() };
  const visit = (node: unknown) => {
    const { type, relationTo, value, children } = record(node);
    const id = idOf(value);
    if (type === 'upload' && (relationTo === 'documents' || relationTo === 'images') && id !== undefined)
      found[relationTo].add(id);
    if (Array.isArray(children)) children.forEach(visit);
  };
  visit(record(body).root);
  return { documents: [...found.documents], images: [...found.images] };
}

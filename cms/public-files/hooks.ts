import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  FieldAccess,
} from 'payload';
import { noteBodyFiles } from './body-files.ts';
import { refreshFiles } from './refresh.ts';
import {
  collectionUseOf,
  filesOf,
  type CollectionFileUse,
  type CollectionUse,
  type FileRef,
  type SchoolDocFileUse,
} from './uses.ts';

/**
 * A file is public while something published shows it. Each save of what can show files checks again the
 * files it showed before and the ones it shows now, and nothing else: the cost of a save is its own files'.
 */

const nobody: FieldAccess = () => false;

/** The documents' and images' fields that say whether visitors may read the file, and why: kept by the site, read-only for everyone. */
export const PUBLIC_FILE_FIELDS: Field[] = [
  {
    name: 'public',
    type: 'checkbox',
    label: 'Public',
    defaultValue: false,
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description:
        'Visitors can open the file only while something published shows it. The site sets this itself when you publish, unpublish or delete what uses the file.',
    },
  },
  {
    name: 'usedBy',
    type: 'text',
    label: 'Shown on the site by',
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description:
        'The published notices, pages, albums, lists, reports, the disclosure or the logo that show this file.',
    },
  },
];

const BEFORE = 'public-files:published-before';
type Remembered = Map<string, FileRef[]>;
const remembered = (context: Record<string, unknown>): Remembered => (context[BEFORE] ??= new Map()) as Remembered;
const key = (use: CollectionUse, id: unknown) => `${use.collection}:${String(id)}`;

/** The collection's use, from its own config: a collection given these hooks says how it shows files. */
function fileUseOf(collection: Parameters<typeof collectionUseOf>[0]): CollectionUse {
  const use = collectionUseOf(collection);
  if (!use) throw new Error(`${collection.slug} has the file hooks but no custom.fileUse`);
  return use;
}

/**
 * With drafts, the entry's own row holds what is published, and `previousDoc` is the latest version,
 * maybe a draft: the files the published row showed are read before the save replaces it.
 */
const rememberPublished: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  const use = fileUseOf(collection);
  const id = (originalDoc as { id?: unknown } | undefined)?.id;
  if (use.drafts && operation === 'update' && (typeof id === 'number' || typeof id === 'string')) {
    const published = await req.payload.findByID({
      collection: use.collection,
      id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    // Into `req.context` as it is after the read: a nested call replaces it with a copy, which the later hooks get.
    remembered(req.context).set(key(use, id), filesOf(use, published as unknown as Record<string, unknown>));
  }
  return data;
};

const refreshAfterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const use = fileUseOf(collection);
  const before = use.drafts ? (remembered(req.context).get(key(use, doc.id)) ?? []) : filesOf(use, previousDoc);
  remembered(req.context).delete(key(use, doc.id));
  await refreshFiles(req, [...before, ...filesOf(use, doc)]);
  return doc;
};

const refreshAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await refreshFiles(req, filesOf(fileUseOf(collection), doc));
};

/**
 * What a collection that shows files puts in its config: how it shows them (`custom.fileUse`, which
 * refresh.ts reads from Payload's config to ask who shows a file) and the hooks that keep its files'
 * `public` up to date (a body's files are noted first, so the checks see them).
 */
export function showsFiles(
  use: CollectionFileUse,
  { hasBody = false } = {},
): { custom: { fileUse: CollectionFileUse }; hooks: NonNullable<CollectionConfig['hooks']> } {
  return {
    custom: { fileUse: use },
    hooks: {
      beforeChange: [...(hasBody ? [noteBodyFiles] : []), rememberPublished],
      afterChange: [refreshAfterChange],
      afterDelete: [refreshAfterDelete],
    },
  };
}

/**
 * What a collection of one document a school that shows files puts in its config: how (`custom.fileUse`),
 * and the hook that refreshes its files.
 */
export function schoolDocShowsFiles(use: SchoolDocFileUse): {
  custom: { fileUse: SchoolDocFileUse };
  afterChange: CollectionAfterChangeHook;
} {
  return {
    custom: { fileUse: use },
    afterChange: async ({ doc, previousDoc, req }) => {
      await refreshFiles(req, [...use.files(previousDoc ?? {}), ...use.files(doc)]);
      return doc;
    },
  };
}

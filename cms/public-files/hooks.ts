import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  FieldAccess,
  GlobalAfterChangeHook,
} from 'payload';
import { noteBodyFiles } from './body-files.ts';
import { refreshFiles } from './refresh.ts';
import { collectionUse, filesOf, GLOBAL_USES, type CollectionUse, type FileRef, type GlobalUse } from './uses.ts';

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

/**
 * With drafts, the entry's own row holds what is published, and `previousDoc` is the latest version,
 * maybe a draft: the files the published row showed are read before the save replaces it.
 */
function rememberPublished(use: CollectionUse): CollectionBeforeChangeHook {
  return async ({ data, operation, originalDoc, req }) => {
    const id = (originalDoc as { id?: unknown } | undefined)?.id;
    if (operation === 'update' && (typeof id === 'number' || typeof id === 'string')) {
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
}

function refreshAfterChange(use: CollectionUse): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    const before = use.drafts ? (remembered(req.context).get(key(use, doc.id)) ?? []) : filesOf(use, previousDoc);
    remembered(req.context).delete(key(use, doc.id));
    await refreshFiles(req, [...before, ...filesOf(use, doc)]);
    return doc;
  };
}

function refreshAfterDelete(use: CollectionUse): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    await refreshFiles(req, filesOf(use, doc));
  };
}

/** The hooks of a collection that shows files (a body's files are noted first, so the checks see them). */
export function fileUseHooks(
  collection: CollectionUse['collection'],
  { hasBody = false } = {},
): NonNullable<CollectionConfig['hooks']> {
  const use = collectionUse(collection);
  return {
    beforeChange: [...(hasBody ? [noteBodyFiles] : []), ...(use.drafts ? [rememberPublished(use)] : [])],
    afterChange: [refreshAfterChange(use)],
    afterDelete: [refreshAfterDelete(use)],
  };
}

/** The hook of a global that shows files (no drafts: what is saved is published). */
export function globalFileUseHook(global: GlobalUse['global']): GlobalAfterChangeHook {
  const use = GLOBAL_USES.find((candidate) => candidate.global === global);
  if (!use) throw new Error(`${global} shows no files`);
  return async ({ doc, previousDoc, req }) => {
    await refreshFiles(req, [...use.files(previousDoc ?? {}), ...use.files(doc)]);
    return doc;
  };
}

import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload';
import { filesInRichText, type FileCollection, type FileId } from './uses.ts';

/**
 * The files a page's or notice's body shows, kept beside it as relationships: asking which published
 * entries show a file is then an indexed query, where searching every body's JSON would read them all.
 */
export const BODY_FILE_FIELDS: Field[] = [
  {
    name: 'bodyDocuments',
    type: 'relationship',
    relationTo: 'documents',
    hasMany: true,
    admin: { hidden: true, readOnly: true },
  },
  {
    name: 'bodyImages',
    type: 'relationship',
    relationTo: 'images',
    hasMany: true,
    admin: { hidden: true, readOnly: true },
  },
];

/** Only files that still exist: a body may keep a node of a deleted file, and a relationship to it could not be saved. */
async function existing(req: PayloadRequest, collection: FileCollection, ids: FileId[]): Promise<FileId[]> {
  if (ids.length === 0) return [];
  const { docs } = await req.payload.find({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs.map((doc) => doc.id);
}

export async function bodyFiles(
  req: PayloadRequest,
  body: unknown,
): Promise<{ bodyDocuments: FileId[]; bodyImages: FileId[] }> {
  const { documents, images } = filesInRichText(body);
  return {
    bodyDocuments: await existing(req, 'documents', documents),
    bodyImages: await existing(req, 'images', images),
  };
}

/** Every save, a draft's too, so the fields always match the body saved with them. */
export const noteBodyFiles: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // A save that leaves the body out (e.g. only `_status`) keeps the body it had.
  const body = data.body !== undefined ? data.body : (originalDoc as { body?: unknown } | undefined)?.body;
  return { ...data, ...(await bodyFiles(req, body)) };
};

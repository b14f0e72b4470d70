import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Payload } from 'payload';
import type { Created, StarterDocuments, StarterFileName } from '../../cms/starter-import.ts';
import { uploadContentType } from '../../lib/upload-limits.ts';
import { DOCUMENT_TYPES } from './collection.ts';

// A starter file is a document when the documents collection takes its type.
const documentTypeOf = (name: string): string | undefined => {
  const type = uploadContentType(name);
  return type && DOCUMENT_TYPES.includes(type) ? type : undefined;
};

function titleOf(filename: string): string {
  const words = basename(filename)
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `content/documents/`: a document each, titled from its file name; the other starter files link them by path. */
export async function importDocuments(
  payload: Payload,
  contentDir: string,
  created: Created,
  fileName: StarterFileName,
): Promise<StarterDocuments> {
  const ids: StarterDocuments = new Map();
  let names: string[] = [];
  try {
    names = readdirSync(join(/*turbopackIgnore: true*/ contentDir, 'documents')).filter((name) => documentTypeOf(name));
  } catch {
    return ids;
  }
  for (const name of names.sort()) {
    const data = readFileSync(join(/*turbopackIgnore: true*/ contentDir, 'documents', name));
    const mimetype = documentTypeOf(name)!;
    const doc = await payload.create({
      collection: 'documents',
      data: { title: titleOf(name) },
      file: { data, mimetype, name: fileName(name), size: data.length },
    });
    created.push({ collection: 'documents', id: doc.id });
    ids.set(`/documents/${name}`, doc.id);
  }
  return ids;
}

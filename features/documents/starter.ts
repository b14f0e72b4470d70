import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Payload } from 'payload';
import type { Created, StarterDocuments } from '../../cms/starter-import.ts';

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
): Promise<StarterDocuments> {
  const ids: StarterDocuments = new Map();
  let names: string[] = [];
  try {
    names = readdirSync(join(/*turbopackIgnore: true*/ contentDir, 'documents')).filter((name) =>
      /\.(pdf|jpe?g|png)$/i.test(name),
    );
  } catch {
    return ids;
  }
  for (const name of names.sort()) {
    const doc = await payload.create({
      collection: 'documents',
      data: { title: titleOf(name) },
      filePath: join(/*turbopackIgnore: true*/ contentDir, 'documents', name),
    });
    created.push({ collection: 'documents', id: doc.id });
    ids.set(`/documents/${name}`, doc.id);
  }
  return ids;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionSlug } from 'payload';
import type { z } from 'zod';
import { parseYamlFile } from '../lib/rules/yaml-file.ts';

/** What each feature's starter import (features/<name>/starter.ts) shares with the others. */

export class StarterContentError extends Error {
  override name = 'StarterContentError';
}

/** What the import made so far, so that a refused start deletes it again. */
export type Created = { collection: CollectionSlug; id: number | string }[];

/** The imported documents of content/documents/, by the path starter files write: `/documents/fees.pdf`. */
export type StarterDocuments = Map<string, number>;

/** A document a starter file names by its path, as its id, or the file and field that name a missing one. */
export function documentId(documents: StarterDocuments, path: string, where: string): number {
  const id = documents.get(path);
  if (id === undefined) throw new StarterContentError(`${where}: ${path} is not in content/documents/`);
  return id;
}

/** A save the CMS refused, named as the starter file and field it came from. */
export async function saving<T>(file: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const data = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data;
    const first = data?.errors?.[0];
    throw new StarterContentError(
      first ? `${file}: ${first.path}: ${first.message}` : `${file}: ${(error as Error).message}`,
    );
  }
}

/** `content/{file}`, a starter file that must exist, parsed as YAML against `schema`. */
export function readStarterYaml<T>(contentDir: string, file: string, schema: z.ZodType<T>): T {
  let text: string;
  try {
    text = readFileSync(join(contentDir, file), 'utf8');
  } catch (error) {
    throw new StarterContentError(`content/${file}: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    return parseYamlFile(schema, text, `content/${file}`);
  } catch (error) {
    throw new StarterContentError((error as Error).message);
  }
}

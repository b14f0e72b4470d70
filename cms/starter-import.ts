import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import type { z } from 'zod';
import { parseYamlFile } from '../lib/rules/yaml-file.ts';
import { slugFromTitle } from '../lib/slug.ts';

/** What each feature's starter import (features/<name>/starter.ts) shares with the others. */

export class StarterContentError extends Error {
  override name = 'StarterContentError';
}

/** What the import made so far, so that a refused start deletes it again. */
export type Created = { collection: CollectionSlug; id: number | string }[];

/** The name a school's copy of a starter file is saved under. */
export type StarterFileName = (name: string) => string;

/**
 * The first school's copies keep the starter files' names; a school added later prefixes its domain
 * (`riverside-example-in-fee-structure.pdf`). Every added school would otherwise repeat the same names,
 * and Payload gives a repeated name the first free `name-1`, `name-2`, … trying each in turn, one query
 * each: adding the 199th school took nearly twice as long as the second.
 */
export function starterFileName(addedSchoolDomain?: string): StarterFileName {
  if (!addedSchoolDomain) return (name) => name;
  const prefix = slugFromTitle(addedSchoolDomain);
  return (name) => `${prefix}-${name}`;
}

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

/**
 * Hindi beside English: a starter file's Hindi text is a sibling named with `.hi` before its extension
 * (`pages/about-us.md` and `pages/about-us.hi.md`, `school.yaml` and `school.hi.yaml`), holding only the
 * words a visitor reads. The English file alone is a complete site; a Hindi file is optional.
 */
export const HINDI = 'hi';

/** `about-us.hi.md` is the Hindi of `about-us.md`, never a starter item of its own. */
export const isHindiFile = (name: string) => /\.hi\.[a-z]+$/.test(name);

/** The Hindi sibling's name: `about-us.md` → `about-us.hi.md`. */
export const hindiName = (name: string) => name.replace(/(\.[a-z]+)$/, '.hi$1');

/** Whether the CMS keeps Hindi apart from English: without localization, a Hindi save would overwrite it. */
export function keepsHindi(payload: Payload): boolean {
  const localization = payload.config.localization;
  return Boolean(localization) && localization !== false && localization.localeCodes.includes(HINDI);
}

/** `content/{file}` as text if it exists (a Hindi sibling is optional). */
export function readOptional(contentDir: string, file: string): string | undefined {
  try {
    return readFileSync(join(/*turbopackIgnore: true*/ contentDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StarterContentError(`content/${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * The saved English document with the Hindi file's words laid over it: objects field by field, lists row
 * by row (so a list's rows keep their ids and the fields Hindi does not name). Saved in Hindi, this
 * changes only the localized fields' Hindi and leaves every English value as it was.
 */
export function overlay(english: unknown, hindi: unknown): unknown {
  if (hindi === undefined || hindi === null) return english;
  if (Array.isArray(english) && Array.isArray(hindi))
    return english.map((row: unknown, index) => overlay(row, hindi[index]));
  if (isRecord(english) && isRecord(hindi)) {
    const merged: Record<string, unknown> = { ...english };
    for (const [key, value] of Object.entries(hindi)) merged[key] = overlay(english[key], value);
    return merged;
  }
  return hindi;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

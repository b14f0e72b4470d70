import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDisclosure, DISCLOSURE_FILE, type Disclosure } from './disclosure.ts';
import { ContentError } from './errors.ts';
import { loadFileOrThrow, readFile } from './files.ts';
import { PAGES_FOLDER, parsePage, type ContentPage } from './pages.ts';
import { parseSchool, SCHOOL_FILE, type School } from './school.ts';

/**
 * The school's own content, read from files its staff edit (see files.ts for freshness and bad edits).
 * Plain Node: `npm start` imports this to check the files before the server starts.
 */
export { ContentError } from './errors.ts';
export type { ContentPage } from './pages.ts';
export type { Disclosure, DocumentLink, DocumentRow, ResultTable } from './disclosure.ts';
export { allPhones, type School } from './school.ts';
export { NOT_APPLICABLE, telHref } from './fields.ts';

function required<T>(dir: string, file: string, parse: (source: string, file: string) => T): T {
  const value = readFile(join(dir, file), parse);
  // Only when the file has never been valid in this process, which the start-up check rules out.
  if (value === undefined) throw new ContentError(`${file} has no valid content to serve`);
  return value;
}

export function readSchool(dir: string): School {
  return required(dir, SCHOOL_FILE, parseSchool);
}

export function readDisclosure(dir: string): Disclosure {
  return required(dir, DISCLOSURE_FILE, parseDisclosure);
}

/** The page for menu route `/{slug}`, if the school wrote one; `slug` is a plain slug (see lib/menu.ts). */
export function readPage(dir: string, slug: string): ContentPage | undefined {
  return readFile(join(dir, PAGES_FOLDER, `${slug}.md`), parsePage, { optional: true });
}

/** Parses every content file strictly, so a server never starts on a broken one: throws a ContentError. */
export function checkContent(dir: string): void {
  loadFileOrThrow(join(dir, SCHOOL_FILE), parseSchool);
  loadFileOrThrow(join(dir, DISCLOSURE_FILE), parseDisclosure);
  let pages: string[] = [];
  try {
    pages = readdirSync(join(dir, PAGES_FOLDER)).filter((name) => name.endsWith('.md'));
  } catch {
    // No pages folder: every menu route shows the home page.
  }
  for (const page of pages) loadFileOrThrow(join(dir, PAGES_FOLDER, page), parsePage);
}

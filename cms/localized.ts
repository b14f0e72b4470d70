import type { PayloadRequest } from 'payload';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';

/**
 * Reading the school's content in a page's language. English is one read. Hindi asks Payload for `hi` with
 * no fallback, then English, and fills every field Hindi leaves empty from English, remembering which:
 * a page marks that text `lang="en"` and says when its main text is not in Hindi yet. Payload's own
 * fallback would fill the same fields but hide which ones it filled.
 */

/** What a read passes to Payload's local API. */
export type LocaleArgs = { locale: Locale; fallbackLocale: false };

/** Dotted paths of the fields that fell back to English (`title`, `attachments.2.title`). */
export type FellBack = readonly string[];

export type Localized<T> = { value: T; fellBack: FellBack };

/** Whether `path` (or anything inside it) fell back to English. */
export function fellBackAt(fellBack: FellBack | undefined, path: string): boolean {
  return (fellBack ?? []).some((field) => field === path || field.startsWith(`${path}.`));
}

/** `"en"` where a field shown on a page in another language is English, for its `lang` attribute. */
export function langOf(fellBack: FellBack | undefined, path: string): 'en' | undefined {
  return fellBackAt(fellBack, path) ? 'en' : undefined;
}

/** One read in `locale`, with English filling what Hindi leaves empty. */
export async function readLocalized<T>(locale: Locale, read: (args: LocaleArgs) => Promise<T>): Promise<Localized<T>> {
  if (locale === DEFAULT_LOCALE) return { value: await read({ locale, fallbackLocale: false }), fellBack: [] };
  const [own, english] = await Promise.all([
    read({ locale, fallbackLocale: false }),
    read({ locale: DEFAULT_LOCALE, fallbackLocale: false }),
  ]);
  return fillFromEnglish(own, english);
}

/**
 * A list of documents in `locale`, each with the fields it took from English. Documents are paired by
 * id, so a document published between the two reads is shown as it is (the next request reads again).
 */
export async function readLocalizedDocs<T>(
  locale: Locale,
  read: (args: LocaleArgs) => Promise<T[]>,
): Promise<Array<Localized<T>>> {
  if (locale === DEFAULT_LOCALE)
    return (await read({ locale, fallbackLocale: false })).map((value) => ({ value, fellBack: [] }));
  const [own, english] = await Promise.all([
    read({ locale, fallbackLocale: false }),
    read({ locale: DEFAULT_LOCALE, fallbackLocale: false }),
  ]);
  const englishById = new Map(english.map((doc) => [idOf(doc), doc]));
  return own.map((doc) => {
    const id = idOf(doc);
    const other = id === undefined ? undefined : englishById.get(id);
    return other === undefined ? { value: doc, fellBack: [] } : fillFromEnglish(doc, other);
  });
}

/** `own` with every empty value filled from `english`, and where. Pure: the unit tests' subject. */
export function fillFromEnglish<T>(own: T, english: T): Localized<T> {
  const fellBack: string[] = [];
  const value = fill(own, english, '', fellBack) as T;
  return { value, fellBack };
}

function fill(own: unknown, english: unknown, path: string, fellBack: string[]): unknown {
  if (isEmpty(own)) {
    if (isEmpty(english)) return own;
    fellBack.push(path);
    return english;
  }
  if (isRichText(own) || isRichText(english)) return own;
  if (Array.isArray(own) && Array.isArray(english)) {
    const englishById = new Map(english.map((item, index) => [idOf(item) ?? index, item]));
    return own.map((item, index) => fill(item, englishById.get(idOf(item) ?? index), join(path, index), fellBack));
  }
  if (isPlainObject(own) && isPlainObject(english)) {
    const out: Record<string, unknown> = { ...own };
    for (const key of Object.keys(english)) out[key] = fill(own[key], english[key], join(path, key), fellBack);
    return out;
  }
  return own;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

function idOf(value: unknown): string | number | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = value.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A Lexical rich-text value (`{ root: { children } }`): one field, taken whole from one language. */
function isRichText(value: unknown): value is { root: unknown } {
  return isPlainObject(value) && isPlainObject(value.root) && Array.isArray(value.root.children);
}

function hasText(node: unknown): boolean {
  if (!isPlainObject(node)) return false;
  if (typeof node.text === 'string' && node.text.trim() !== '') return true;
  // A block (the parents' form) or an upload is content even without text.
  if (node.type === 'block' || node.type === 'upload' || node.type === 'relationship') return true;
  return Array.isArray(node.children) && node.children.some(hasText);
}

/** Nothing a reader would see: no value, blank text, an empty list, or rich text without words. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRichText(value)) return !hasText(value.root);
  return false;
}

/**
 * Payload's local API sets `req.locale` (and its fallback) to the locale a call asks for, and the save
 * that ran the hook goes on with the same `req`: a hook that reads or writes in another language puts
 * the save's own back.
 */
export async function inReqLocale<T>(req: PayloadRequest, step: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req;
  try {
    return await step();
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}

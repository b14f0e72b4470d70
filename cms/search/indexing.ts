import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
  Where,
  PopulateType,
} from 'payload';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { richTextWords } from '../../lib/rich-text-words.ts';
import { fellBackAt, fillFromEnglish, inReqLocale } from '../localized.ts';
import {
  removeCollection,
  removeEntries,
  searchDb,
  writeEntries,
  type SearchEntry,
  type SearchKind,
} from './engine.ts';
import type { SearchIndexing } from './rebuild.ts';

/**
 * Keeps the index in step with what is published: a searched collection's config takes `searchable(…)`,
 * whose hooks write a document's entries (English, and Hindi filled field by field from English as the
 * pages show it, cms/localized.ts) in the save's own transaction, or remove them when it is not shown
 * (a draft, unpublished, deleted, or whatever `entry` refuses).
 */

type Doc = Record<string, unknown>;

/** What a result shows of a published document, read in one language; undefined: visitors cannot open it. */
type SearchedAs = { title: string; texts: unknown[]; href: string; date?: string };

export type SearchSource = {
  collection: CollectionSlug;
  kind: SearchKind;
  /** The collection has drafts: only its published row is searched. */
  drafts: boolean;
  /** How deep to read (1: a notice's attachments, an album's photos). */
  depth?: number;
  /** The fields of what is read at that depth, where they differ from its `defaultPopulate` (documents leave out their text). */
  populate?: PopulateType;
  /** The field that is the result's main text: shown in English on a Hindi page, the result says so. */
  mainText?: string;
  /** `locale`: the language read, for words a source adds itself (a book list's title). */
  entry: (doc: Doc, locale: Locale) => SearchedAs | undefined;
};

const keyOf = (collection: string, id: unknown) => `${collection}:${String(id)}`;

/** The words of a rich-text body, a field's text or a list of them, as one plain text. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  return richTextWords(value);
}

const flatten = (texts: unknown[]) =>
  texts
    .map(plainText)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .join(' \n ');

function entriesOf(source: SearchSource, en: Doc, hi: Doc | undefined): SearchEntry[] {
  const key = keyOf(source.collection, en.id);
  const english = source.entry(en, DEFAULT_LOCALE);
  const owner = en.school && typeof en.school === 'object' ? (en.school as { id: unknown }).id : en.school;
  // A document of no school is found by no school's search.
  if (!english || typeof owner !== 'number') return [];
  const school = owner;
  const toEntry = (as: SearchedAs, locale: SearchEntry['locale'], fellBack: readonly string[]): SearchEntry => ({
    key,
    locale,
    kind: source.kind,
    title: as.title,
    body: flatten(as.texts),
    href: as.href,
    ...(as.date ? { date: as.date } : {}),
    english: fellBackAt(fellBack, 'title') || fellBackAt(fellBack, source.mainText ?? 'body'),
    school,
  });
  const entries = [toEntry(english, DEFAULT_LOCALE, [])];
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const { value, fellBack } = fillFromEnglish(hi ?? {}, en);
    const own = source.entry(value, locale);
    if (own) entries.push(toEntry(own, locale, fellBack));
  }
  return entries;
}

const isShown = (source: SearchSource, doc: Doc | null | undefined): doc is Doc =>
  Boolean(doc) && (!source.drafts || doc?._status === 'published');

/** One document's entries written anew from its published row, in `req`'s transaction. */
async function reindexOne(req: PayloadRequest, source: SearchSource, id: string | number): Promise<void> {
  const read = (locale: (typeof LOCALES)[number]) =>
    req.payload.findByID({
      collection: source.collection,
      id,
      depth: source.depth ?? 0,
      populate: source.populate,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      locale,
      fallbackLocale: false,
      req,
    }) as Promise<Doc | null>;
  const en = await read(DEFAULT_LOCALE);
  const db = await searchDb(req.payload, req);
  const key = keyOf(source.collection, id);
  if (!isShown(source, en)) return removeEntries(db, [key]);
  const hi = (await read('hi')) ?? undefined;
  await writeEntries(db, [key], entriesOf(source, en, hi));
}

const PAGE = 100;

/** The whole collection's entries anew: the rebuild after a migration or a restore. */
async function reindexAll(req: PayloadRequest, source: SearchSource): Promise<number> {
  const db = await searchDb(req.payload, req);
  await removeCollection(db, source.collection);
  const where: Where = source.drafts ? { _status: { equals: 'published' } } : {};
  const read = (locale: (typeof LOCALES)[number], page: number, ids?: unknown[]) =>
    req.payload.find({
      collection: source.collection,
      where: ids ? { and: [where, { id: { in: ids } }] } : where,
      depth: source.depth ?? 0,
      populate: source.populate,
      draft: false,
      overrideAccess: true,
      locale,
      fallbackLocale: false,
      limit: PAGE,
      page,
      sort: 'id',
      pagination: !ids,
      req,
    });
  let indexed = 0;
  for (let page = 1; ; page += 1) {
    const english = await read(DEFAULT_LOCALE, page);
    const docs = english.docs as unknown as Doc[];
    if (docs.length === 0) break;
    const hindi = new Map(
      (
        (
          await read(
            'hi',
            1,
            docs.map((doc) => doc.id),
          )
        ).docs as unknown as Doc[]
      ).map((doc) => [String(doc.id), doc]),
    );
    const entries = docs.flatMap((doc) => entriesOf(source, doc, hindi.get(String(doc.id))));
    await writeEntries(db, [], entries);
    indexed += docs.length;
    if (!english.hasNextPage) break;
  }
  return indexed;
}

/** What a searched collection puts in its config: `custom.search` for the rebuild, and the hooks. */
export function searchable(source: SearchSource): {
  custom: { search: SearchIndexing; searchSource: SearchSource };
  afterChange: CollectionAfterChangeHook;
  afterDelete: CollectionAfterDeleteHook;
} {
  return {
    custom: { search: { reindexAll: (req) => inReqLocale(req, () => reindexAll(req, source)) }, searchSource: source },
    afterChange: async ({ doc, req }) => {
      const saved = doc as Doc;
      await inReqLocale(req, () => reindexOne(req, source, saved.id as string | number));
      return saved;
    },
    afterDelete: async ({ id, req }) => {
      await removeEntries(await searchDb(req.payload, req), [keyOf(source.collection, id)]);
    },
  };
}

type FileUse = { fields?: Record<string, string[]> };

/**
 * For documents and images: a save (a new PDF's text, a photo's caption) re-indexes the published entries
 * that show the file, found by each searched collection's `custom.fileUse` (cms/public-files/uses.ts).
 */
export const reindexWhatShows: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const saved = doc as Doc;
  for (const shower of req.payload.config.collections) {
    const fields = (shower.custom?.fileUse as FileUse | undefined)?.fields?.[collection.slug];
    const search = shower.custom?.searchSource as SearchSource | undefined;
    if (!fields || !search) continue;
    const { docs } = await req.payload.find({
      collection: shower.slug,
      where: { or: fields.map((field) => ({ [field]: { equals: saved.id } })) },
      depth: 0,
      draft: false,
      overrideAccess: true,
      limit: 0,
      pagination: false,
      req,
    });
    for (const shown of docs as unknown as Doc[])
      await inReqLocale(req, () => reindexOne(req, search, shown.id as string | number));
  }
  return saved;
};

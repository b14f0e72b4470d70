import { DOCUMENT_ROWS } from '../../features/disclosure/from-cms.ts';

/**
 * Where the site shows an uploaded file: what makes a file public. One list, read both when a save asks
 * which files it touches and when a file asks who shows it.
 */

export type FileCollection = 'documents' | 'images';
export type FileId = number | string;
export type FileRef = { collection: FileCollection; id: FileId };
type Doc = Record<string, unknown>;

export type CollectionUse = {
  collection: 'notices' | 'pages' | 'albums' | 'book-lists' | 'annual-reports';
  /** Only the published version counts: the entry's own row, while its `_status` is `published`. */
  drafts: boolean;
  /** The fields that hold files, by the collection of the files. */
  fields: Partial<Record<FileCollection, string[]>>;
  name: (doc: { title?: unknown; class?: unknown; academicYear?: unknown }) => string;
  plural: string;
};

export const COLLECTION_USES: CollectionUse[] = [
  {
    collection: 'notices',
    drafts: true,
    fields: { documents: ['attachments', 'bodyDocuments'], images: ['bodyImages'] },
    name: (doc) => `the notice “${String(doc.title)}”`,
    plural: 'notices',
  },
  {
    collection: 'pages',
    drafts: true,
    fields: { documents: ['bodyDocuments'], images: ['bodyImages'] },
    name: (doc) => `the page “${String(doc.title)}”`,
    plural: 'pages',
  },
  {
    collection: 'albums',
    drafts: true,
    fields: { images: ['images'] },
    name: (doc) => `the album “${String(doc.title)}”`,
    plural: 'albums',
  },
  {
    collection: 'book-lists',
    drafts: false,
    fields: { documents: ['declaration'] },
    name: (doc) => `the book list of class ${String(doc.class)}, ${String(doc.academicYear)}`,
    plural: 'book lists',
  },
  {
    collection: 'annual-reports',
    drafts: false,
    fields: { documents: ['report'] },
    name: (doc) => `the annual report ${String(doc.academicYear)}`,
    plural: 'annual reports',
  },
];

export type GlobalUse = { global: 'disclosure' | 'school'; name: string; files: (doc: Doc) => FileRef[] };

const record = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};

/** A relationship's id, whether the value is the id or the populated document. */
function idOf(value: unknown): FileId | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  const id = record(value).id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

const idsOf = (value: unknown): FileId[] =>
  (Array.isArray(value) ? value : [value]).map(idOf).filter((id) => id !== undefined);

export const GLOBAL_USES: GlobalUse[] = [
  {
    global: 'disclosure',
    name: 'the disclosure',
    // A row ticked "Not applicable" shows no document, whatever it still holds.
    files: (doc) =>
      (Object.keys(DOCUMENT_ROWS) as (keyof typeof DOCUMENT_ROWS)[])
        .flatMap((group) =>
          DOCUMENT_ROWS[group]
            .map((key) => record(record(doc[group])[key]))
            .flatMap((row) => (row.notApplicable === true ? [] : idsOf(row.document))),
        )
        .map((id) => ({ collection: 'documents', id })),
  },
  {
    global: 'school',
    name: 'the school’s logo',
    files: (doc) => idsOf(record(doc.brand).logo).map((id) => ({ collection: 'images', id })),
  },
];

export function collectionUse(collection: CollectionUse['collection']): CollectionUse {
  const use = COLLECTION_USES.find((candidate) => candidate.collection === collection);
  if (!use) throw new Error(`${collection} shows no files`);
  return use;
}

/** The files an entry of `use` holds, as saved (ids) or read (populated). */
export function filesOf(use: CollectionUse, doc: Doc | null | undefined): FileRef[] {
  if (!doc) return [];
  return (Object.entries(use.fields) as [FileCollection, string[]][]).flatMap(([collection, fields]) =>
    fields.flatMap((field) => idsOf(doc[field]).map((id) => ({ collection, id }))),
  );
}

/** The files a rich-text body (Lexical) shows: its upload nodes, at any depth. */
export function filesInRichText(body: unknown): Record<FileCollection, FileId[]> {
  const found: Record<FileCollection, Set<FileId>> = { documents: new Set(), images: new Set() };
  const visit = (node: unknown) => {
    const { type, relationTo, value, children } = record(node);
    const id = idOf(value);
    if (type === 'upload' && (relationTo === 'documents' || relationTo === 'images') && id !== undefined)
      found[relationTo].add(id);
    if (Array.isArray(children)) children.forEach(visit);
  };
  visit(record(body).root);
  return { documents: [...found.documents], images: [...found.images] };
}

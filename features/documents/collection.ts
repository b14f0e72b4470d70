import { readFile } from 'node:fs/promises';
import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload';
import { isSignedIn, publicFileOrSignedIn } from '../../cms/access/index.ts';
import { refuseDeleteWhileUsed } from '../../cms/hooks/refuse-delete-while-used.ts';
import { PUBLIC_FILE_FIELDS } from '../../cms/public-files/hooks.ts';
import { plainText, reindexWhatShows, searchable } from '../../cms/search/indexing.ts';
import { uploadsDir } from '../../cms/storage.ts';
import { documentLink } from '../../lib/document-links.ts';
import { FILL_TEXT_AFTER, fillMissingText } from './fill-text.ts';
import { TEXT_LIMIT } from './pdf-reading.ts';
import { documentText } from './pdf-text.ts';

// A document visitors can open (something published shows it) is found by its title and what it says: the
// text in its PDF, or the office's summary of a scan.
const search = searchable({
  collection: 'documents',
  kind: 'document',
  drafts: false,
  mainText: 'summary',
  entry: (doc) => {
    const link = documentLink(doc);
    if (doc.public !== true || !link) return undefined;
    return { title: plainText(doc.title), texts: [doc.summary, doc.text], href: link.href };
  },
});

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

const nobody: FieldAccess = () => false;

/**
 * A new or replaced file's text, read before the save is written, so the search index written in the same
 * save (cms/search) has it. A save without a file keeps the text the file gave.
 */
const readTextOfUpload: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const { file } = req;
  if (!file) return data;
  const bytes = file.data?.byteLength ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : undefined;
  if (!bytes) return data;
  const id = (originalDoc as { id?: number } | undefined)?.id;
  const mimeType = typeof data.mimeType === 'string' ? data.mimeType : file.mimetype;
  data.text = await documentText({ bytes, mimeType }, id === undefined ? 'a new document' : `document ${id}`);
  return data;
};

/**
 * Files the site links to: the disclosure's certificates, the fee structure, circulars. Payload checks a
 * file's type from its bytes (an HTML page named .pdf is refused) and the size limit (20 MB, in the config).
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'public', 'usedBy', 'updatedAt'],
    description:
      'PDF, JPEG or PNG files of at most 20 MB. Replace a file here (the same document) and every link to it shows the new one.',
    group: 'Content',
  },
  access: { read: publicFileOrSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  // A page that shows a document (a notice's attachment, the disclosure) never needs its text: up to
  // TEXT_LIMIT characters each, it would be read with every such page. Search reads it by asking for it.
  defaultPopulate: { text: false },
  custom: { ...search.custom, afterMigrations: { after: FILL_TEXT_AFTER, run: fillMissingText } },
  hooks: {
    beforeChange: [readTextOfUpload],
    // Its own entry, then the notices that list it as an attachment (they hold its text).
    afterChange: [search.afterChange, reindexWhatShows],
    afterDelete: [search.afterDelete],
    beforeDelete: [
      refuseDeleteWhileUsed({
        collection: 'annual-reports',
        field: 'report',
        what: 'an annual report’s document (in Annual reports)',
      }),
    ],
  },
  upload: {
    staticDir: uploadsDir('documents'),
    mimeTypes: DOCUMENT_TYPES,
    // Served by the site at /documents/{filename} (app/documents/[name]/route.ts), a stable address for CBSE.
    disableLocalStorage: false,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      admin: { description: 'What the document is, e.g. Fire safety certificate 2027. Links show this name.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 2000,
      admin: {
        description:
          'What the file says, in a few sentences, for the site’s search. Needed for a scanned PDF (its pages are pictures, so the search cannot read them); optional otherwise.',
      },
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Text in the PDF',
      // As much as the reader keeps: Payload's default (40,000) refused a 20-page circular's save.
      maxLength: TEXT_LIMIT,
      access: { create: nobody, update: nobody },
      admin: {
        readOnly: true,
        description:
          'Read from the PDF when it is uploaded, for the site’s search. Empty for a scan: write a summary above instead.',
      },
    },
    ...PUBLIC_FILE_FIELDS,
  ],
};

import type { CollectionConfig } from 'payload';
import { isSignedIn, publicFileOrSignedIn } from '../../cms/access/index.ts';
import { refuseDeleteWhileUsed } from '../../cms/hooks/refuse-delete-while-used.ts';
import { PUBLIC_FILE_FIELDS } from '../../cms/public-files/hooks.ts';
import { plainText, reindexWhatShows, searchable } from '../../cms/search/indexing.ts';
import { uploadsDir } from '../../cms/storage.ts';
import { documentLink } from '../../lib/document-links.ts';

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

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

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
  custom: search.custom,
  hooks: {
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
    ...PUBLIC_FILE_FIELDS,
  ],
};

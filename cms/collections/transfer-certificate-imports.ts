import type { CollectionConfig } from 'payload';
import { isSignedIn } from '../access/index.ts';
import { CSV_COLUMNS, importTransferCertificates } from '../hooks/import-transfer-certificates.ts';
import { uploadsDir } from '../storage.ts';

const nobody = () => false;

/** Bulk-adds transfer certificates from a CSV; each import is kept as a record of what was added. */
export const TransferCertificateImports: CollectionConfig = {
  slug: 'transfer-certificate-imports',
  labels: { singular: 'TC import', plural: 'TC imports' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'created', 'createdAt'],
    description: `To add many TCs at once: 1. In "TC scans", use "Bulk upload" to upload their PDFs. 2. Make a spreadsheet with the columns ${CSV_COLUMNS.join(', ')} (dates written 2014-06-15; class as I to XII, LKG, UKG or Nursery; file = the PDF's file name as shown in "TC scans") and save it as CSV. 3. Create a new import here with that CSV. If any row is wrong, nothing is added and the message names the row.`,
    group: 'Transfer certificates',
  },
  access: { read: isSignedIn, create: isSignedIn, update: nobody, delete: isSignedIn },
  hooks: { beforeChange: [importTransferCertificates] },
  upload: {
    staticDir: uploadsDir('transfer-certificate-imports'),
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    disableLocalStorage: false,
  },
  fields: [{ name: 'created', label: 'TCs added', type: 'number', admin: { readOnly: true } }],
};

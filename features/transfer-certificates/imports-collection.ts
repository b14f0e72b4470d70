import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { isSignedIn } from '../../cms/access/index.ts';
import { CSV_COLUMNS, importTransferCertificates } from './import-hook.ts';

const nobody = () => false;

// The CSV holds children's names and dates of birth, and its rows are in "Transfer certificates" once
// imported: it is read from the request and stored nowhere. Not on disk (disableLocalStorage), and not
// in a bucket: the storage plugin's afterChange uploads the request's file, which is gone by then.
const forgetTheCsv: CollectionBeforeChangeHook = ({ data, req }) => {
  req.file = undefined;
  return data;
};

const NOT_KEPT = () => Response.json({ errors: [{ message: 'The CSV of an import is not kept.' }] }, { status: 404 });

/** Bulk-adds transfer certificates from a CSV; each import is kept as a record of what was added, without the CSV. */
export const TransferCertificateImports: CollectionConfig = {
  slug: 'transfer-certificate-imports',
  labels: { singular: 'TC import', plural: 'TC imports' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'created', 'createdAt'],
    description: `To add many TCs at once: 1. In "TC scans", use "Bulk upload" to upload their PDFs. 2. Make a spreadsheet with the columns ${CSV_COLUMNS.join(', ')} (dates written 2014-06-15; class as I to XII, LKG, UKG or Nursery; file = the PDF's file name as shown in "TC scans") and save it as CSV. 3. Create a new import here with that CSV. If any row is wrong, nothing is added and the message names the row. The CSV itself is not kept: this list keeps each file's name and how many TCs it added.`,
    group: 'Transfer certificates',
  },
  access: { read: isSignedIn, create: isSignedIn, update: nobody, delete: isSignedIn },
  hooks: { beforeChange: [importTransferCertificates, forgetTheCsv] },
  upload: {
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    disableLocalStorage: true,
    handlers: [NOT_KEPT],
  },
  fields: [{ name: 'created', label: 'TCs added', type: 'number', admin: { readOnly: true } }],
};

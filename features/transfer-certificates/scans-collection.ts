import type { CollectionConfig } from 'payload';
import { isSignedIn } from '../../cms/access/index.ts';
import { refuseDeleteWhileUsed } from '../../cms/hooks/refuse-delete-while-used.ts';
import { uploadsDir } from '../../cms/storage.ts';

export const TC_SCANS_SLUG = 'transfer-certificate-scans';

/**
 * The scanned transfer certificates. Signed-in staff only: Payload's own file address
 * (/api/transfer-certificate-scans/file/…) answers 403 to anyone else, and with S3 the objects stay
 * private in the bucket, read by the server. Visitors reach a scan only through a signed link that the
 * verification page gives after a match (app/(site)/transfer-certificate/file/[token]/route.ts).
 */
export const TransferCertificateScans: CollectionConfig = {
  slug: TC_SCANS_SLUG,
  labels: { singular: 'TC scan', plural: 'TC scans' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'filesize', 'updatedAt'],
    description:
      'Scanned transfer certificates, PDF only. Never public: a visitor sees a scan only after entering its TC number and the date of birth on /transfer-certificate. To add many: "Bulk upload" here, then a CSV in "TC imports".',
    group: 'Transfer certificates',
  },
  access: { read: isSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  hooks: {
    beforeDelete: [
      refuseDeleteWhileUsed({
        collection: 'transfer-certificates',
        field: 'file',
        what: 'the scan of a transfer certificate (in Transfer certificates)',
      }),
    ],
  },
  upload: {
    staticDir: uploadsDir(TC_SCANS_SLUG),
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  fields: [],
};

/**
 * The collections that take files, and how large a file may be. Read by Payload's config and by the
 * HTTP server, which refuses a larger request before anything reads it: so this module imports nothing.
 */
export const UPLOAD_COLLECTIONS = [
  'documents',
  'images',
  'transfer-certificate-scans',
  'transfer-certificate-imports',
] as const;
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number];

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

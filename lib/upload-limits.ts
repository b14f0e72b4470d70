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

// The types the upload collections accept, and the WebP copies of images, by a file name's extension.
const CONTENT_TYPES = new Map([
  ['.pdf', 'application/pdf'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.png', 'image/png'],
  ['.webp', 'image/webp'],
]);

/** The content type of an uploaded file named `name`, or undefined for a type no collection takes. */
export function uploadContentType(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : CONTENT_TYPES.get(name.slice(dot).toLowerCase());
}

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

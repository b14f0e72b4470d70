import { getCms } from '@/cms/client';
import { readUpload } from '@/cms/storage';
import { log } from '@/lib/log';

// The school's documents at a stable public address, /documents/{file name}: the disclosure links here,
// CBSE inspectors and search engines follow it, and it is the same whichever replica answers. The file
// is the one uploaded in the CMS's `documents`; replacing it there changes what this address serves.
// It comes from UPLOADS_DIR or, with S3_BUCKET, from the bucket (cms/storage.ts): same address either way.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ ()-]*\.(pdf|jpe?g|png)$/i;

/** The published document called `name` as a response: 404 for any other name, 503 while its file cannot be read. */
export async function documentFileResponse(name: string): Promise<Response> {
  if (!FILE_NAME.test(name)) return new Response('Not found', { status: 404 });
  const payload = await getCms();
  const { docs } = await payload.find({
    collection: 'documents',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  });
  const doc = docs[0];
  if (!doc?.filename) return new Response('Not found', { status: 404 });
  let file;
  try {
    file = await readUpload('documents', { ...doc, filename: doc.filename });
  } catch (error) {
    log.error(`[documents] ${doc.filename} could not be read from the uploads: ${(error as Error).message}`);
    return new Response('The file cannot be read just now', { status: 503, headers: { 'Retry-After': '30' } });
  }
  if (!file) {
    log.error(`[documents] ${doc.filename} is in the CMS but its file is missing from the uploads`);
    return new Response('Not found', { status: 404 });
  }
  return new Response(file, {
    headers: {
      'Content-Type': doc.mimeType ?? 'application/octet-stream',
      'Content-Disposition': `inline; filename="${doc.filename.replace(/"/g, '')}"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Last-Modified': new Date(doc.updatedAt).toUTCString(),
    },
  });
}

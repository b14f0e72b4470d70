import type { Payload } from 'payload';
import type { AfterMigrations } from '../../cms/after-migrations.ts';
import { readUpload } from '../../cms/storage.ts';
import { log } from '../../lib/log.ts';
import { documentText } from './pdf-text.ts';

/** The migrations that made the documents' `text` (SQLite, Postgres): after them, the PDFs there are get theirs. */
export const FILL_TEXT_AFTER = ['20261126_161923_documents_text', '20261126_161929_documents_text'];

/**
 * The PDFs uploaded before their text was read at save, read now from wherever uploads live (UPLOADS_DIR
 * or the bucket). Written to the row alone, without a save's hooks: the file did not change, so neither
 * does who may see it nor when it was updated. A file that cannot be read keeps no text (one log line).
 */
export const fillMissingText: AfterMigrations['run'] = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [{ mimeType: { equals: 'application/pdf' } }, { text: { exists: false } }] },
    select: { filename: true, mimeType: true, prefix: true, _objectKey: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  let filled = 0;
  for (const doc of docs) {
    if (!doc.filename) continue;
    let body: BodyInit | undefined;
    try {
      body = await readUpload('documents', { ...doc, filename: doc.filename });
    } catch (error) {
      log.error(`[documents] document ${doc.id}'s file could not be read for its text: ${(error as Error).message}`);
      continue;
    }
    if (!body) {
      log.error(`[documents] document ${doc.id}'s file is missing from the uploads: it has no text for search`);
      continue;
    }
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    const text = await documentText({ bytes, mimeType: doc.mimeType }, `document ${doc.id}`);
    await payload.db.updateOne({ collection: 'documents', id: doc.id, data: { text } });
    filled += 1;
  }
  if (docs.length > 0) log.info(`[documents] read the text of ${filled} of ${docs.length} PDFs uploaded before search`);
};

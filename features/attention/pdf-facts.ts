import type { Payload, PayloadRequest } from 'payload';

// A school has tens of documents; past this, the list names the most recently saved.
const MOST = 100;

/**
 * The PDFs of `school` visitors can open (`public`: something published shows them) whose text is empty, a scan or a
 * file that could not be read (features/documents/pdf-text.ts), and that have no English summary (Hindi
 * pages fall back to it), so the site's search cannot find them. Read as the signed-in user.
 */
export async function readPdfsWithoutText(
  payload: Payload,
  user: PayloadRequest['user'],
  school: number,
): Promise<{ id: number; title: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: {
      and: [
        { school: { equals: school } },
        { mimeType: { equals: 'application/pdf' } },
        { public: { equals: true } },
        { or: [{ text: { equals: '' } }, { text: { exists: false } }] },
        { or: [{ summary: { equals: '' } }, { summary: { exists: false } }] },
      ],
    },
    select: { title: true, updatedAt: true },
    sort: '-updatedAt',
    limit: MOST,
    depth: 0,
    locale: 'en',
    fallbackLocale: false,
    user,
    overrideAccess: false,
  });
  return docs.map(({ id, title, updatedAt }) => ({ id, title, updatedAt }));
}

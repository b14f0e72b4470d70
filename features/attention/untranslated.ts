import type { Payload, PayloadRequest } from 'payload';
import { fellBackAt, readLocalizedDocs } from '../../cms/localized.ts';

/**
 * What visitors read in English on a Hindi page because the office has written no Hindi for it yet: the
 * published pages, notices, events, albums and menu entries whose title (or, for a page or notice, its
 * text) has no Hindi. Read as the signed-in user, both languages without Payload's fallback
 * (cms/localized.ts), so an empty Hindi field shows as empty.
 */

const CHECKED = [
  { collection: 'pages', kind: 'Page', drafts: true, fields: ['title', 'body'] },
  { collection: 'notices', kind: 'Notice', drafts: true, fields: ['title', 'body'] },
  { collection: 'events', kind: 'Event', drafts: false, fields: ['title'] },
  { collection: 'albums', kind: 'Album', drafts: true, fields: ['title'] },
  { collection: 'menu', kind: 'Menu entry', drafts: false, fields: ['title'] },
] as const;

// A school's published items number in the hundreds; past this, the list names the first ones.
const MOST = 500;

export type UntranslatedItem = { key: string; kind: string; title: string; href: string };

export async function readUntranslated(
  payload: Payload,
  user: PayloadRequest['user'],
  school: number,
): Promise<UntranslatedItem[]> {
  // The school the admin works in: a group admin's account may read every school's.
  const mine = { school: { equals: school } };
  const lists = await Promise.all(
    CHECKED.map(async ({ collection, kind, drafts, fields }) => {
      const docs = await readLocalizedDocs('hi', async (inLocale) => {
        const found = await payload.find({
          collection,
          where: drafts ? { _status: { equals: 'published' }, ...mine } : mine,
          select: Object.fromEntries(fields.map((field) => [field, true])),
          depth: 0,
          limit: MOST,
          sort: '-updatedAt',
          user,
          overrideAccess: false,
          ...inLocale,
        });
        return found.docs;
      });
      return docs
        .filter(({ fellBack }) => fields.some((field) => fellBackAt(fellBack, field)))
        .map(({ value }) => ({
          key: `${collection}:${value.id}`,
          kind,
          title: typeof value.title === 'string' ? value.title : String(value.id),
          href: `/admin/collections/${collection}/${value.id}?locale=hi`,
        }));
    }),
  );
  return lists.flat();
}

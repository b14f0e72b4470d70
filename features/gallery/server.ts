import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { readLocalizedDocs } from '../../cms/localized.ts';
import { getSiteLocale } from '../../lib/i18n/locale';
import { log } from '../../lib/log.ts';
import { requestStart } from '../../lib/request-clock/server';
import { albumFromCms, newestFirst, type Album, type AlbumSummary } from './rules.ts';

// The most albums /gallery lists: a school adds a few dozen a year.
const MAX_ALBUMS = 200;

/**
 * Published albums in this request's language (as a visitor: drafts never come back), reused until the
 * content's stamp moves.
 */
const readAlbums = cache(async (): Promise<Album[]> => {
  await connection();
  const locale = await getSiteLocale();
  return readUnlessUnchanged(`albums ${locale}`, await requestStart(), async () => {
    const cms = await getCms();
    const docs = await readLocalizedDocs(locale, async (inLocale) => {
      const found = await cms.find({
        collection: 'albums',
        depth: 1,
        limit: MAX_ALBUMS,
        sort: '-date',
        overrideAccess: false,
        ...inLocale,
      });
      return found.docs;
    });
    return docs.flatMap(({ value: doc, fellBack }) => {
      const album = albumFromCms(doc, fellBack);
      if (!album)
        log.error(`[cms] album ${String(doc.id)} cannot be shown: its slug, title or date is not valid`, {
          item: `album ${String(doc.id)}`,
        });
      return album ? [album] : [];
    });
  });
});

export const getAlbums = cache(async (): Promise<AlbumSummary[]> =>
  (await readAlbums()).map(({ photos: _photos, ...summary }) => summary).sort(newestFirst),
);

export const getAlbum = cache(async (slug: string): Promise<Album | undefined> =>
  (await readAlbums()).find((album) => album.slug === slug),
);

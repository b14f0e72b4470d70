import { getTranslations } from 'next-intl/server';
import { langOf } from '@/cms/localized';
import { GALLERY_PATH, photoPath, type Album } from '@/features/gallery/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { AlbumDate } from './album-date';
import { PhotoPicture } from './photo-picture';

// globals.css `.photo-grid`: 3 columns on a phone, 4 from 600 px, 5 from 960 px, 8 px apart, in a 1180 px
// container with 16 px padding. At 390 px a tile is 114 px wide: the 320 px copy fills it at 2x.
const TILE_SIZES =
  '(min-width: 1180px) 224px, (min-width: 960px) calc((100vw - 64px) / 5), (min-width: 600px) calc((100vw - 56px) / 4), calc((100vw - 48px) / 3)';
/** Tiles on the first screen of a phone or a desktop, loaded at once; the rest wait for the visitor to scroll near. */
const EAGER_TILES = 6;

export async function AlbumView({ album }: { album: Album }) {
  const [t, locale] = await Promise.all([getTranslations('gallery'), getSiteLocale()]);
  return (
    <article className="container section album">
      <p className="album-back">
        <a href={localePath(locale, GALLERY_PATH)}>{t('allAlbums')}</a>
      </p>
      <h1 lang={langOf(album.fellBack, 'title')}>{album.title}</h1>
      <p className="album-meta">
        <AlbumDate day={album.date} locale={locale} /> · {t('photos', { count: album.count })}
      </p>
      {album.description && (
        <p className="lead" lang={langOf(album.fellBack, 'description')}>
          {album.description}
        </p>
      )}
      <ul className="photo-grid">
        {album.photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={localePath(locale, photoPath(album.slug, index))}>
              <PhotoPicture photo={photo} sizes={TILE_SIZES} maxWidth={960} eager={index < EAGER_TILES} />
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}

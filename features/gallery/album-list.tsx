import { getTranslations } from 'next-intl/server';
import { langOf } from '@/cms/localized';
import { albumPath, type AlbumSummary } from '@/features/gallery/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { AlbumDate } from './album-date';
import { PhotoPicture } from './photo-picture';

// globals.css `.album-list`: 2 columns on a phone, 3 from 600 px, 4 from 960 px, in a 1180 px container.
const COVER_SIZES =
  '(min-width: 1180px) 275px, (min-width: 960px) calc((100vw - 80px) / 4), (min-width: 600px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)';
const EAGER_COVERS = 4;

export async function AlbumList({ albums }: { albums: readonly AlbumSummary[] }) {
  const [t, locale] = await Promise.all([getTranslations('gallery'), getSiteLocale()]);
  if (albums.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="album-list">
      {albums.map((album, index) => (
        <li key={album.slug} className="album-card">
          {album.cover && (
            <PhotoPicture
              photo={album.cover}
              sizes={COVER_SIZES}
              maxWidth={960}
              eager={index < EAGER_COVERS}
              className="album-cover"
            />
          )}
          <h2>
            <a href={localePath(locale, albumPath(album.slug))} lang={langOf(album.fellBack, 'title')}>
              {album.title}
            </a>
          </h2>
          <p className="album-meta">
            <AlbumDate day={album.date} locale={locale} /> · {t('photos', { count: album.count })}
          </p>
        </li>
      ))}
    </ul>
  );
}

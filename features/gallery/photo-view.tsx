import { getTranslations } from 'next-intl/server';
import { langOf } from '@/cms/localized';
import { albumPath, photoPath, type Album } from '@/features/gallery/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { PhotoPicture } from './photo-picture';

// globals.css `.photo-view`: the container's width (1148 px at most).
const LARGE_SIZES = '(min-width: 1180px) 1148px, calc(100vw - 32px)';

/** One photo large, with the previous and next as plain links: no JavaScript needed. */
export async function PhotoView({ album, index }: { album: Album; index: number }) {
  const photo = album.photos[index];
  if (!photo) return null;
  const [t, locale] = await Promise.all([getTranslations('gallery'), getSiteLocale()]);
  const previous = index > 0 ? localePath(locale, photoPath(album.slug, index - 1)) : undefined;
  const next = index < album.photos.length - 1 ? localePath(locale, photoPath(album.slug, index + 1)) : undefined;
  // An album title shown in English is named inside the Hindi words around it.
  const title = langOf(album.fellBack, 'title') ? <span lang="en">{album.title}</span> : album.title;
  return (
    <article className="container section photo-view">
      <p className="album-back">
        <a href={localePath(locale, albumPath(album.slug))}>{t.rich('backTo', { album: () => title })}</a>
      </p>
      <h1>{t.rich('photoOf', { album: () => title, number: index + 1, count: album.count })}</h1>
      <PhotoPicture photo={photo} sizes={LARGE_SIZES} eager className="photo-large" />
      <nav className="photo-pager" aria-label={t('pager')}>
        {previous ? (
          <a href={previous} rel="prev">
            {t('previous')}
          </a>
        ) : (
          <span />
        )}
        {next ? (
          <a href={next} rel="next">
            {t('next')}
          </a>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}

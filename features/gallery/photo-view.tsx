import { albumPath, photoPath, type Album } from '@/features/gallery/rules';
import { PhotoPicture } from './photo-picture';

// globals.css `.photo-view`: the container's width (1148 px at most).
const LARGE_SIZES = '(min-width: 1180px) 1148px, calc(100vw - 32px)';

/** One photo large, with the previous and next as plain links: no JavaScript needed. */
export function PhotoView({ album, index }: { album: Album; index: number }) {
  const photo = album.photos[index];
  if (!photo) return null;
  const previous = index > 0 ? photoPath(album.slug, index - 1) : undefined;
  const next = index < album.photos.length - 1 ? photoPath(album.slug, index + 1) : undefined;
  return (
    <article className="container section photo-view">
      <p className="album-back">
        <a href={albumPath(album.slug)}>Back to {album.title}</a>
      </p>
      <h1>
        {album.title}: photo {index + 1} of {album.count}
      </h1>
      <PhotoPicture photo={photo} sizes={LARGE_SIZES} eager className="photo-large" />
      <nav className="photo-pager" aria-label="Photos">
        {previous ? (
          <a href={previous} rel="prev">
            Previous photo
          </a>
        ) : (
          <span />
        )}
        {next ? (
          <a href={next} rel="next">
            Next photo
          </a>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}

import { GALLERY_PATH, photoPath, type Album } from '@/features/gallery/rules';
import { AlbumDate } from './album-date';
import { PhotoPicture } from './photo-picture';

// globals.css `.photo-grid`: 3 columns on a phone, 4 from 600 px, 5 from 960 px, 8 px apart, in a 1180 px
// container with 16 px padding. At 390 px a tile is 114 px wide: the 320 px copy fills it at 2x.
const TILE_SIZES =
  '(min-width: 1180px) 224px, (min-width: 960px) calc((100vw - 64px) / 5), (min-width: 600px) calc((100vw - 56px) / 4), calc((100vw - 48px) / 3)';
/** Tiles on the first screen of a phone or a desktop, loaded at once; the rest wait for the visitor to scroll near. */
const EAGER_TILES = 6;

export function AlbumView({ album }: { album: Album }) {
  return (
    <article className="container section album">
      <p className="album-back">
        <a href={GALLERY_PATH}>All albums</a>
      </p>
      <h1>{album.title}</h1>
      <p className="album-meta">
        <AlbumDate day={album.date} /> · {album.count === 1 ? '1 photo' : `${album.count} photos`}
      </p>
      {album.description && <p className="lead">{album.description}</p>}
      <ul className="photo-grid">
        {album.photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photoPath(album.slug, index)}>
              <PhotoPicture photo={photo} sizes={TILE_SIZES} maxWidth={960} eager={index < EAGER_TILES} />
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}

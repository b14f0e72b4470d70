import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumView } from '@/features/gallery/album-view';
import { PhotoView } from '@/features/gallery/photo-view';
import { albumPath, photoIndex, photoPath } from '@/features/gallery/rules';
import { getAlbum } from '@/features/gallery/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';

type AlbumPageProps = { params: Promise<{ slug: string; photo?: string[] }> };

export async function generateMetadata({ params }: AlbumPageProps): Promise<Metadata> {
  const { slug, photo } = await params;
  const [baseUrl, school, album, t] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getAlbum(slug),
    getTranslations('gallery'),
  ]);
  if (!album) return {};
  const index = photo ? photoIndex(photo, album) : undefined;
  const path = index === undefined ? albumPath(slug) : photoPath(slug, index);
  const title = index === undefined ? album.title : t('photoTitle', { album: album.title, number: index + 1 });
  const description =
    index === undefined
      ? (album.description ?? t('albumDescription', { count: album.count, album: album.title }))
      : album.photos[index]?.alt;
  return pageMetadata(baseUrl, path, school, { title, description });
}

/** `/gallery/{slug}`: the album's photos; `/gallery/{slug}/{n}`: its n-th photo large (the layout checked both exist). */
export default async function AlbumPage({ params }: AlbumPageProps) {
  const { slug, photo } = await params;
  const album = await getAlbum(slug);
  if (!album) return null;
  const index = photo ? photoIndex(photo, album) : undefined;
  return index === undefined ? <AlbumView album={album} /> : <PhotoView album={album} index={index} />;
}

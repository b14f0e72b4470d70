import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { photoIndex } from '@/features/gallery/rules';
import { getAlbum } from '@/features/gallery/server';

type AlbumLayoutProps = { children: ReactNode; params: Promise<{ slug: string; photo?: string[] }> };

/** 404 for an album that is not published or a photo it does not have, decided before anything streams. */
export default async function AlbumLayout({ children, params }: AlbumLayoutProps) {
  const { slug, photo } = await params;
  const album = await getAlbum(slug);
  if (!album || (photo && photoIndex(photo, album) === undefined)) notFound();
  return children;
}

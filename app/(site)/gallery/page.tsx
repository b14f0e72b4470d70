import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumList } from '@/features/gallery/album-list';
import { GALLERY_PATH } from '@/features/gallery/rules';
import { getAlbums } from '@/features/gallery/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';

// A fixed route like the disclosure: it needs no menu data, so it renders through the menu API's outage.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, t] = await Promise.all([getBaseUrl(), getSchool(), getTranslations('gallery')]);
  return pageMetadata(baseUrl, GALLERY_PATH, school, {
    title: t('title'),
    description: t('metaDescription', { school: school.name }),
  });
}

export default async function Gallery() {
  const [albums, t] = await Promise.all([getAlbums(), getTranslations('gallery')]);
  return (
    <section className="container section gallery" aria-labelledby="gallery-title">
      <h1 id="gallery-title">{t('title')}</h1>
      <AlbumList albums={albums} />
    </section>
  );
}

import type { Metadata } from 'next';
import { AlbumList } from '@/features/gallery/album-list';
import { GALLERY_PATH } from '@/features/gallery/rules';
import { getAlbums } from '@/features/gallery/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// A fixed route like the disclosure: it needs no menu data, so it renders through the menu API's outage.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  return pageMetadata(
    baseUrl,
    GALLERY_PATH,
    school,
    {
      title: 'Gallery',
      description: `Photos of school life at ${school.name}: events, sports and exhibitions.`,
    },
    await getSiteLocale(),
  );
}

export default async function Gallery() {
  const albums = await getAlbums();
  return (
    <section className="container section gallery" aria-labelledby="gallery-title">
      <h1 id="gallery-title">Gallery</h1>
      <AlbumList albums={albums} />
    </section>
  );
}

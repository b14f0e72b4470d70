import type { MetadataRoute } from 'next';
import { getSchool } from '@/features/school/server';
import { BRAND_PRIMARY } from '@/lib/theme';

// Read per request (getSchool waits for one), so a new name saved in the CMS reaches the next install.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const school = await getSchool();
  return {
    name: school.name,
    short_name: school.shortName,
    description: school.tagline,
    // The identity Chromium gave installs before there was an id (the start URL), so they stay the same app.
    id: '/home',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_PRIMARY,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

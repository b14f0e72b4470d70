import type { MetadataRoute } from 'next';
import { getBaseUrl } from '@/lib/base-url';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const baseUrl = await getBaseUrl();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/~offline', '/~unavailable', '/~too-many-requests', '/bench-reference'],
    },
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}

import type { Metadata } from 'next';

/** What every page's metadata needs of the school. */
export type SiteIdentity = { name: string; tagline: string; description: string };

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** What a page says of itself; without it, a page is the home page. */
export type PageInfo = { title: string; description?: string };

/** Everything a crawler is told about one page: title, description, canonical URL, Open Graph, Twitter. */
export function pageMetadata(baseUrl: string, path: string, school: SiteIdentity, page?: PageInfo): Metadata {
  const title = page ? `${page.title} | ${school.name}` : `${school.name} | ${school.tagline}`;
  const description = page?.description ?? school.description;
  const url = `${baseUrl}${path}`;
  const image = {
    url: `${baseUrl}${OG_IMAGE.path}`,
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: `${school.name}: ${school.tagline}`,
  };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', locale: 'en_IN', siteName: school.name, title, description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

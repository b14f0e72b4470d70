import type { Metadata, MetadataRoute } from 'next';
import type { MenuEntry, SocialLink } from '../features/menu/types';
import type { School } from '../features/school/rules';
import { menuHref } from '../features/menu/rules';
import { socialNetworkFor } from '../features/menu/social';

// sameAs is for profile pages; a chat link is not one.
const CHAT_NETWORKS = new Set(['Whatsapp']);

/** The profiles the page shows an icon for, minus chat links. */
function profileUrls(socialLinks: readonly SocialLink[]): string[] {
  return socialLinks.flatMap((link) => {
    const network = socialNetworkFor(link.title);
    return network && !CHAT_NETWORKS.has(network.name) ? [link.url] : [];
  });
}

export const DISCLOSURE_PATH = '/mandatory-public-disclosure';

const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** What a page says of itself; without it, a page is the home page. */
export type PageInfo = { title: string; description?: string };

/** Everything a crawler is told about one page: title, description, canonical URL, Open Graph, Twitter. */
export function pageMetadata(baseUrl: string, path: string, school: School, page?: PageInfo): Metadata {
  const title = page ? `${page.title} | ${school.name}` : `${school.name} | ${school.tagline}`;
  const description = page?.description ?? school.description;
  const url = `${baseUrl}${path}`;
  const image = { url: `${baseUrl}${OG_IMAGE.path}`, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: `${school.name}: ${school.tagline}` };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', locale: 'en_IN', siteName: school.name, title, description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** The sitemap: /home, every active menu route, the Mandatory Public Disclosure and the calendar, as absolute URLs. */
export function sitemapEntries(baseUrl: string, entries: readonly MenuEntry[]): MetadataRoute.Sitemap {
  const menuPaths = entries.filter((entry) => entry.active && entry.url !== 'home').map(menuHref);
  const paths = ['/home', ...menuPaths, DISCLOSURE_PATH, '/calendar'];
  return paths.map((path) => ({ url: `${baseUrl}${path}`, changeFrequency: 'weekly', priority: path === '/home' ? 1 : 0.7 }));
}

/** schema.org School (an EducationalOrganization) for search engines' knowledge panels. */
export function schoolJsonLd(baseUrl: string, school: School, socialLinks: readonly SocialLink[]) {
  const { address } = school;
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: school.name,
    description: school.description,
    url: `${baseUrl}/home`,
    logo: `${baseUrl}/icons/icon-512.png`,
    image: `${baseUrl}${OG_IMAGE.path}`,
    telephone: school.phone,
    email: school.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.pinCode,
      addressCountry: address.country,
    },
    sameAs: profileUrls(socialLinks),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

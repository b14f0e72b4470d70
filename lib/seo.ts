import type { Metadata, MetadataRoute } from 'next';
import type { MenuEntry, SocialLink } from './cms/types';
import { menuHref } from './menu';
import { site } from './site';
import { socialNetworkFor } from './social';

// sameAs is for profile pages; a chat link is not one.
const CHAT_NETWORKS = new Set(['Whatsapp']);

/** The profiles the page shows an icon for, minus chat links. */
function profileUrls(socialLinks: readonly SocialLink[]): string[] {
  return socialLinks.flatMap((link) => {
    const network = socialNetworkFor(link.title);
    return network && !CHAT_NETWORKS.has(network.name) ? [link.url] : [];
  });
}

const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name}, a CBSE school in Dwarka, New Delhi: admissions open for 2027-28`,
};

/** Everything a crawler is told about one page: title, description, canonical URL, Open Graph, Twitter. */
export function pageMetadata(baseUrl: string, path: string, entry?: MenuEntry): Metadata {
  const title = entry ? `${entry.title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const url = `${baseUrl}${path}`;
  const image = { url: `${baseUrl}${OG_IMAGE.path}`, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: OG_IMAGE.alt };
  return {
    title: { absolute: title },
    description: site.description,
    alternates: { canonical: url },
    openGraph: { type: 'website', locale: 'en_IN', siteName: site.name, title, description: site.description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description: site.description, images: [image] },
  };
}

/** The sitemap: /home and every active menu route, as absolute URLs. */
export function sitemapEntries(baseUrl: string, entries: readonly MenuEntry[]): MetadataRoute.Sitemap {
  const paths = ['/home', ...entries.filter((entry) => entry.active && entry.url !== 'home').map(menuHref)];
  return paths.map((path) => ({ url: `${baseUrl}${path}`, changeFrequency: 'weekly', priority: path === '/home' ? 1 : 0.7 }));
}

/** schema.org School (an EducationalOrganization) for search engines' knowledge panels. */
export function schoolJsonLd(baseUrl: string, socialLinks: readonly SocialLink[]) {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: site.name,
    description: site.description,
    url: `${baseUrl}/home`,
    logo: `${baseUrl}/icons/icon-512.png`,
    image: `${baseUrl}${OG_IMAGE.path}`,
    telephone: site.phone.display,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    sameAs: profileUrls(socialLinks),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

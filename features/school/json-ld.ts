import { OG_IMAGE } from '../../lib/seo.ts';
import { socialNetworkFor } from '../menu/rules';
import type { SocialLink } from '../menu/types';
import type { School } from './rules.ts';

// sameAs is for profile pages; a chat link is not one.
const CHAT_NETWORKS = new Set(['Whatsapp']);

/** The profiles the page shows an icon for, minus chat links. */
function profileUrls(socialLinks: readonly SocialLink[]): string[] {
  return socialLinks.flatMap((link) => {
    const network = socialNetworkFor(link.title);
    return network && !CHAT_NETWORKS.has(network.name) ? [link.url] : [];
  });
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

import type { Metadata } from 'next';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';
import { languageAlternates } from './i18n/page-address.ts';

/** What every page's metadata needs of the school. */
export type SiteIdentity = { name: string; tagline: string; description: string };

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** What a page says of itself; without it, a page is the home page. */
export type PageInfo = { title: string; description?: string };

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

// Search results cut a title off at about 60–70 characters (by its width in pixels): a home title stays under.
const TITLE_LIMIT = 70;

/** "{name} | {tagline}", or the name alone when the two together would be cut off in search results. */
function homeTitle(school: SiteIdentity): string {
  const title = `${school.name} | ${school.tagline}`;
  return [...title].length < TITLE_LIMIT ? title : school.name;
}

/**
 * Everything a crawler is told about one page: title, description, canonical URL (the page's English `path`
 * in the page's language), its address in both languages (`hreflang`, `x-default`: English), Open Graph,
 * Twitter.
 */
export function pageMetadata(
  baseUrl: string,
  path: string,
  school: SiteIdentity,
  page?: PageInfo,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const title = page ? `${page.title} | ${school.name}` : homeTitle(school);
  const description = page?.description ?? school.description;
  const alternates = languageAlternates(baseUrl, locale, path);
  const url = alternates.canonical;
  const image = {
    url: `${baseUrl}${OG_IMAGE.path}`,
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: `${school.name}: ${school.tagline}`,
  };
  return {
    title: { absolute: title },
    description,
    alternates,
    openGraph: {
      type: 'website',
      locale: OPEN_GRAPH_LOCALES[locale],
      siteName: school.name,
      title,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

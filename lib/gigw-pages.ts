/**
 * The pages GIGW 3.0 asks of every government website (Annexure II), each a page of the CMS's `pages` at
 * a fixed address, linked from every page's footer in the page's language. Fixed routes like the
 * disclosure: they need no menu entry, and they show while an external menu API is down.
 */
export const GIGW_PAGES = [
  { slug: 'accessibility-statement', label: 'accessibility' },
  { slug: 'privacy-policy', label: 'privacy' },
  { slug: 'terms-of-use', label: 'terms' },
  { slug: 'hyperlinking-policy', label: 'hyperlinking' },
  { slug: 'copyright-policy', label: 'copyright' },
  { slug: 'help', label: 'help' },
  { slug: 'site-map', label: 'siteMap' },
] as const;

export type GigwSlug = (typeof GIGW_PAGES)[number]['slug'];

const SLUGS: ReadonlySet<string> = new Set(GIGW_PAGES.map((page) => page.slug));

/** Whether `slug` is a GIGW page's address: a page of `pages` that needs no menu link. */
export const isGigwSlug = (slug: string) => SLUGS.has(slug);

export const gigwPath = (slug: GigwSlug) => `/${slug}`;

/**
 * Which paths a menu entry may take, which entries are shown, and the social networks the site has icons
 * for. Free of zod (types.ts validates), so a browser downloads zod only when it refetches a list.
 */

import { GIGW_PAGES } from '../../lib/gigw-pages.ts';

/** What the rules read of a menu entry (types.ts has the whole `MenuEntry`). */
type Entry = { url: string; active: boolean; position: number };

const LANDING_PAGE_URL = 'landing-page';

// A menu url becomes the path `/{url}`: only plain slugs, so no entry can link off-site or outside the route.
export const MENU_SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

// The embedded CMS's admin and API: no menu entry may take their place (such an entry is dropped and logged).
export const CMS_SEGMENTS = new Set(['admin', 'api']);

// First path segments that belong to the app's own routes, never to the [url] menu segment.
const RESERVED_SEGMENTS = new Set([
  ...CMS_SEGMENTS,
  'alerts',
  'book-list',
  'calendar',
  'documents',
  'gallery',
  'grievance',
  'home',
  'mandatory-public-disclosure',
  'notices',
  'search',
  'transfer-certificate',
  'withdraw',
  '~offline',
  '~not-found',
  '~unavailable',
  '~too-many-requests',
  'serwist',
  '_next',
  'bench-reference',
  // The GIGW pages: fixed routes whose text is the office's, in `pages`.
  ...GIGW_PAGES.map((page) => page.slug),
]);

/** Whether `segment` could name a menu route at all (a plain slug that is not one of the app's own routes). */
export function isMenuSlug(segment: string): boolean {
  return MENU_SLUG.test(segment) && segment.length <= 100 && !RESERVED_SEGMENTS.has(segment);
}

/** The slug of a path that the `[url]` menu segment would serve (`/about-us` → `about-us`), if any. */
export function menuRouteSlug(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
  return RESERVED_SEGMENTS.has(slug) ? undefined : slug;
}

/** The active entry whose url is `url`, if the menu has one. */
export function findActiveEntry<T extends Entry>(entries: readonly T[], url: string): T | undefined {
  return entries.find((entry) => entry.active && entry.url === url);
}

/**
 * The links the header and footer show on `pathname` (spec §2): on /landing-page only its own active entry,
 * elsewhere every active entry but landing-page, by position.
 */
export function visibleMenuEntries<T extends Entry>(entries: readonly T[], pathname: string): T[] {
  const onLandingPage = pathname === `/${LANDING_PAGE_URL}`;
  return entries
    .filter((entry) => entry.active && (entry.url === LANDING_PAGE_URL) === onLandingPage)
    .sort((a, b) => a.position - b.position);
}

export function menuHref(entry: Entry): string {
  return `/${entry.url}`;
}

/**
 * A social network the site knows (spec §2), keyed by a link's title in lower case. Each icon is a
 * symbol of the same id in `public/icons/social.svg`: one cached file instead of SVG paths repeated in
 * every page's HTML and in the browser bundle.
 */
type SocialNetwork = { name: string; iconHref: string };

const SOCIAL_SPRITE = '/icons/social.svg';

const NAMES: Record<string, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'Whatsapp',
  youtube: 'YouTube',
};

/** The titles the spec names, as an editor writes them. */
export const SOCIAL_TITLES = Object.values(NAMES);

/** The network a link's title names, or undefined: a link with any other title shows nothing. */
export function socialNetworkFor(title: string): SocialNetwork | undefined {
  const id = title.trim().toLowerCase();
  const name = Object.hasOwn(NAMES, id) ? NAMES[id] : undefined;
  return name ? { name, iconHref: `${SOCIAL_SPRITE}#${id}` } : undefined;
}

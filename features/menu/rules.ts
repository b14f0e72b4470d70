import type { MenuEntry } from './types';

const LANDING_PAGE_URL = 'landing-page';

// A menu url becomes the path `/{url}`: only plain slugs, so no entry can link off-site or outside the route.
export const MENU_SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

// The embedded CMS's admin and API: no menu entry may take their place (such an entry is dropped and logged).
export const CMS_SEGMENTS = new Set(['admin', 'api']);

// First path segments that belong to the app's own routes, never to the [url] menu segment.
const RESERVED_SEGMENTS = new Set([
  ...CMS_SEGMENTS,
  'book-list',
  'calendar',
  'documents',
  'gallery',
  'grievance',
  'home',
  'mandatory-public-disclosure',
  'notices',
  'transfer-certificate',
  'withdraw',
  '~offline',
  '~not-found',
  '~unavailable',
  'serwist',
  '_next',
  'bench-reference',
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

/** The active entry whose url is `url`, if the CMS publishes one. */
export function findActiveEntry(entries: readonly MenuEntry[], url: string): MenuEntry | undefined {
  return entries.find((entry) => entry.active && entry.url === url);
}

/**
 * The links the header and footer show on `pathname` (spec §2): on /landing-page only its own active entry,
 * elsewhere every active entry but landing-page, by position.
 */
export function visibleMenuEntries(entries: readonly MenuEntry[], pathname: string): MenuEntry[] {
  const onLandingPage = pathname === `/${LANDING_PAGE_URL}`;
  return entries
    .filter((entry) => entry.active && (entry.url === LANDING_PAGE_URL) === onLandingPage)
    .sort((a, b) => a.position - b.position);
}

export function menuHref(entry: MenuEntry): string {
  return `/${entry.url}`;
}

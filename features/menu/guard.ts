import type { RouteGuard } from '../../lib/route-guard';
import { loadMenuAt, loadSocialLinksAt } from './load';
import { findActiveEntry, isMenuSlug, menuRouteSlug } from './rules';

/**
 * A menu route (`/about-us`) exists while the CMS publishes its entry; if the menu cannot be read it is
 * unavailable (503), never a 404. Asked last: it loads the menu and social links for every page.
 */
export const menuGuard: RouteGuard = {
  async decide({ pathname, locale, requestStart, showsPage }) {
    // A form's POST is answered by its route handler, which reads what it needs itself.
    if (!showsPage) return undefined;
    const slug = menuRouteSlug(pathname);
    // Not a slug (`/@evil.example`, `/about us`): no CMS entry can ever publish it.
    if (slug !== undefined && !isMenuSlug(slug)) return { kind: 'not-found' };
    // Every page's layout shows both lists. Read here, before rendering, they let the page render in one
    // pass from data already loaded, which the layout reuses (in the page's language): a render that waits
    // on the CMS midway costs Next about half as much again per page (`npm run bench`, /home against /about-us).
    const [menu] = await Promise.all([loadMenuAt(requestStart, locale), loadSocialLinksAt(requestStart)]);
    if (slug === undefined) return undefined;
    if (!menu.ok) return { kind: 'unavailable' };
    return findActiveEntry(menu.items, slug) ? undefined : { kind: 'not-found' };
  },
};

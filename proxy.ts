import { NextResponse, type NextRequest } from 'next/server';
import { now } from '@/lib/cms/fresh-call';
import { loadMenuAt, loadSocialLinksAt } from '@/lib/cms/load';
import { REQUEST_START_HEADER } from '@/lib/cms/request-start';
import { BENCH_REFERENCE_HEADER, BENCH_REFERENCE_PATH } from '@/lib/bench-reference';
import { menuRouteSlug, findActiveEntry } from '@/lib/menu';
import { getSettings } from '@/lib/settings';

// Next 16 renders a `notFound()` thrown while rendering as an empty error shell (the not-found page only
// appears once JavaScript runs), whereas an unmatched URL gets the full not-found page. So a menu route
// the CMS does not publish (or the benchmark page, when it is off) is rewritten here, before rendering,
// to a path that matches no route.
const UNMATCHED_PATH = '/~not-found/menu-entry';

function notFoundPage(request: NextRequest, headers: Headers) {
  return NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url), { request: { headers } });
}

export async function proxy(request: NextRequest) {
  const requestStart = now();
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_START_HEADER, String(requestStart));
  forwarded.delete(BENCH_REFERENCE_HEADER);
  if (request.nextUrl.pathname === BENCH_REFERENCE_PATH) {
    if (!getSettings().benchReferenceRoute) return notFoundPage(request, forwarded);
    forwarded.set(BENCH_REFERENCE_HEADER, '1');
  }

  const slug = menuRouteSlug(request.nextUrl.pathname);
  if (slug !== undefined) {
    // The page needs the social links too: fetch them alongside, so a slow CMS costs one wait, not two.
    void loadSocialLinksAt(requestStart);
    const menu = await loadMenuAt(requestStart);
    // An unreadable menu goes on to the page, which answers 5xx: an outage must not look like a 404.
    if (menu.ok && !findActiveEntry(menu.items, slug)) return notFoundPage(request, forwarded);
  }
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  // Pages only: not the build's assets, the worker, files with an extension, or this proxy's own
  // rewrite target (Next runs the proxy again for it, which would restamp the request).
  matcher: ['/((?!_next/|serwist/|~not-found/|.*\\.[^/]*$).*)'],
};

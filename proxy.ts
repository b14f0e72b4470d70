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

const UNAVAILABLE_PATH = '/~unavailable';
const RETRY_AFTER_SECONDS = '120';

// Next runs the proxy again for a rewrite's target. This per-process secret marks our own rewrites,
// so the second pass keeps the first one's request stamp (and its CMS call) and lets the target render.
const REWRITE_HEADER = 'x-internal-rewrite';
const REWRITE_SECRET = crypto.randomUUID();

function rewriteTo(path: string, request: NextRequest, headers: Headers, init?: ResponseInit) {
  headers.set(REWRITE_HEADER, REWRITE_SECRET);
  return NextResponse.rewrite(new URL(path, request.url), { ...init, request: { headers } });
}

function notFoundPage(request: NextRequest, headers: Headers) {
  return rewriteTo(UNMATCHED_PATH, request, headers);
}

function unavailablePage(request: NextRequest, headers: Headers) {
  return rewriteTo(UNAVAILABLE_PATH, request, headers, { status: 503, headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
}

export async function proxy(request: NextRequest) {
  if (request.headers.get(REWRITE_HEADER) === REWRITE_SECRET) {
    // Passing the request headers on keeps the first pass's status (503); a bare next() resets it to 200.
    return NextResponse.next({ request: { headers: request.headers } });
  }
  const requestStart = now();
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_START_HEADER, String(requestStart));
  forwarded.delete(BENCH_REFERENCE_HEADER);
  forwarded.delete(REWRITE_HEADER);
  // The rewrite targets are for this proxy's use only.
  if (request.nextUrl.pathname === UNAVAILABLE_PATH || request.nextUrl.pathname.startsWith('/~not-found/')) {
    return notFoundPage(request, forwarded);
  }
  if (request.nextUrl.pathname === BENCH_REFERENCE_PATH) {
    if (!getSettings().benchReferenceRoute) return notFoundPage(request, forwarded);
    forwarded.set(BENCH_REFERENCE_HEADER, '1');
  }

  const slug = menuRouteSlug(request.nextUrl.pathname);
  if (slug !== undefined) {
    // The page needs the social links too: fetch them alongside, so a slow CMS costs one wait, not two.
    void loadSocialLinksAt(requestStart);
    const menu = await loadMenuAt(requestStart);
    // An outage must not look like a 404 to search engines: 503 with Retry-After, rendered on the server.
    if (!menu.ok) return unavailablePage(request, forwarded);
    if (!findActiveEntry(menu.items, slug)) return notFoundPage(request, forwarded);
  }
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  // Pages only: not the build's assets, the worker or files with an extension.
  matcher: ['/((?!_next/|serwist/|.*\\.[^/]*$).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { BENCH_REFERENCE_PATH } from '@/lib/bench-reference';
import { now } from '@/lib/cms/fresh-call';
import { loadMenuAt, loadSocialLinksAt } from '@/lib/cms/load';
import { readSchool } from '@/lib/content';
import { REQUEST_START_HEADER } from '@/lib/cms/request-start';
import { findActiveEntry, isMenuSlug, menuRouteSlug } from '@/lib/menu';
import { contentSecurityPolicy, createNonce, HSTS, SECURITY_HEADERS } from '@/lib/security-headers';
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

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

// Build assets, the worker and files: security headers only, no page logic.
const ASSET = /^\/(?:_next\/|serwist\/)|\.[^/]*$/;

function isWellFormed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function responseHeaders(request: NextRequest, csp?: string): Headers {
  const headers = new Headers(SECURITY_HEADERS);
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  if (https) headers.set('Strict-Transport-Security', HSTS);
  if (csp) headers.set('Content-Security-Policy', csp);
  return headers;
}

function rewriteTo(path: string, request: NextRequest, forwarded: Headers, headers: Headers, status?: number) {
  forwarded.set(REWRITE_HEADER, REWRITE_SECRET);
  return NextResponse.rewrite(new URL(path, request.url), { status, headers, request: { headers: forwarded } });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (request.headers.get(REWRITE_HEADER) === REWRITE_SECRET) {
    // Passing the request headers on keeps the first pass's status (503); a bare next() resets it to 200.
    return NextResponse.next({ request: { headers: request.headers } });
  }
  // Probes of a load balancer: no page logic, never a CMS call.
  if (HEALTH_PATHS.has(pathname)) return NextResponse.next({ headers: responseHeaders(request) });
  const wellFormed = isWellFormed(pathname);
  if (ASSET.test(pathname) && wellFormed) return NextResponse.next({ headers: responseHeaders(request) });

  const requestStart = now();
  const settings = getSettings();
  const { map } = readSchool(settings.contentDir);
  const csp = contentSecurityPolicy(createNonce(), settings.cmsApiUrl, map.embedUrl, process.env.NODE_ENV === 'development');
  const headers = responseHeaders(request, csp);
  const forwarded = new Headers(request.headers);
  // Next reads the nonce for its own scripts from the request's policy.
  forwarded.set('Content-Security-Policy', csp);
  forwarded.set(REQUEST_START_HEADER, String(requestStart));
  forwarded.delete(REWRITE_HEADER);

  const notFound = () => rewriteTo(UNMATCHED_PATH, request, forwarded, headers);
  // The rewrite targets are for this proxy's use only; a malformed encoding (`%ff`) is no page of ours,
  // and would make a route that decodes its parameters fail with a 500.
  if (!wellFormed || pathname === UNAVAILABLE_PATH || pathname.startsWith('/~not-found/')) return notFound();
  if (pathname === BENCH_REFERENCE_PATH) {
    if (!settings.benchReferenceRoute) return notFound();
    return NextResponse.next({ headers, request: { headers: forwarded } });
  }

  const slug = menuRouteSlug(pathname);
  // Not a slug (`/@evil.example`, `/about us`): no CMS entry can ever publish it.
  if (slug !== undefined && !isMenuSlug(slug)) return notFound();
  // Every page's layout shows both lists. Read here, before rendering, they let the page render in one
  // pass from data already loaded, which the layout reuses: a render that waits on the CMS midway costs
  // Next about half as much again per page (`npm run bench`, /home against /about-us).
  const [menu] = await Promise.all([loadMenuAt(requestStart), loadSocialLinksAt(requestStart)]);
  if (slug !== undefined) {
    // An outage must not look like a 404 to search engines: 503 with Retry-After, rendered on the server.
    if (!menu.ok) {
      headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return rewriteTo(UNAVAILABLE_PATH, request, forwarded, headers, 503);
    }
    if (!findActiveEntry(menu.items, slug)) return notFound();
  }
  return NextResponse.next({ headers, request: { headers: forwarded } });
}

export const config = {
  // Every response gets the security headers; see ASSET for what skips the page logic.
  matcher: ['/:path*'],
};

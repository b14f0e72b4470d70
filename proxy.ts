import { NextResponse, type NextRequest } from 'next/server';
import { siteFormStampKey } from '@/cms/form-stamp-key';
import { createFormStamp, FORM_STAMP_HEADER } from '@/lib/forms/form-stamp';
import { forwardedScheme } from '@/lib/forwarded-origin';
import { LOCALE_HEADER, splitLocale, type Locale } from '@/lib/i18n/locales';
import { PAGE_ADDRESS_HEADER } from '@/lib/i18n/page-address';
import { requestArrivedAt } from '@/lib/request-clock/request-start';
import type { GuardedRequest, RouteDecision } from '@/lib/route-guard';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  createNonce,
  HSTS,
  NOINDEX,
  SECURITY_HEADERS,
} from '@/lib/security-headers';
import { getSettings } from '@/lib/settings';
import { FILE_PATHS, pageFrameUrlAt, ROUTE_GUARDS } from './route-guards';

// Next 16 renders a `notFound()` thrown while rendering as an empty error shell (the not-found page only
// appears once JavaScript runs), whereas an unmatched URL gets the full not-found page. So a path a
// feature's guard finds missing (route-guards.ts), such as a menu route the CMS does not publish, is
// rewritten here, before rendering, to a path that matches no route.
const UNMATCHED_PATH = '/~not-found/menu-entry';
const UNAVAILABLE_PATH = '/~unavailable';
const TOO_MANY_REQUESTS_PATH = '/~too-many-requests';
const RETRY_AFTER_SECONDS = '120';

// Next runs the proxy again for a rewrite's target. This per-process secret marks our own rewrites,
// so the second pass keeps the first one's request stamp (and its CMS call) and lets the target render.
const REWRITE_HEADER = 'x-internal-rewrite';
const REWRITE_SECRET = crypto.randomUUID();

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

// The embedded CMS's admin. Its "create first user" screen would let a visitor make the school's first
// admin while no account exists: accounts are made with `npm run users` on the server only.
// Both are matched against `adminPath`: the path as Next routes it, whatever its spelling.
const ADMIN = /^\/admin(?:\/|$)/;
const FIRST_USER_SCREEN = /^\/admin\/create-first-user(?:\/|$)/;

/**
 * A path as the router sees it, however spelt: percent-decoded (again, while that changes it: `%2563`),
 * `.` and `..` resolved, runs of slashes made one, in lower case. Matched as sent,
 * `/admin/%63reate-first-user` showed the first-user screen the exact spelling is refused.
 */
function adminPath(pathname: string): string {
  let path = pathname;
  for (let pass = 0; pass < 4; pass++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    const next = new URL(decoded.replace(/[\\/]+/g, '/'), 'http://site.invalid').pathname;
    if (next === path) break;
    path = next;
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

// Build assets and the worker: security headers only, no page logic.
const BUILD_ASSET = /^\/(?:_next\/|serwist\/)/;
// A file's name (`/icons/icon-192.png`, `/calendar.ics`): no page logic either, but what answers may be
// HTML (`/about.us` matches no route: the 404 page), so it gets the page's policy.
const FILE = /\.[^/]*$/;
const isFile = (pathname: string) => FILE.test(pathname) || FILE_PATHS.some((prefix) => pathname.startsWith(prefix));

// What `/hi/…` may name: the site's pages, forms' route handlers and the files made per language. The
// admin, the APIs, build assets, uploads and the proxy's own rewrite targets have one address only; the
// offline page is the worker's, which keeps one per language (app/sw.ts).
const NOT_IN_HINDI = /^\/(?:admin|api|_next|serwist|documents|healthz|readyz|~)(?:\/|$)|^\/~/;
const HINDI_FILES = new Set(['/calendar.ics', '/notices/feed.xml', '/opensearch.xml']);
const OFFLINE_PATH = '/~offline';
const servedInHindi = (path: string) =>
  path === OFFLINE_PATH || (!NOT_IN_HINDI.test(path) && (!isFile(path) || HINDI_FILES.has(path)));

// Request headers only this proxy (or Next, reading the policy's nonce) may set: whatever a visitor sends
// under these names is dropped on every path.
const INTERNAL_REQUEST_HEADERS = [
  REWRITE_HEADER,
  LOCALE_HEADER,
  PAGE_ADDRESS_HEADER,
  FORM_STAMP_HEADER,
  'content-security-policy',
  ...ROUTE_GUARDS.flatMap((guard) => guard.internalHeaders ?? []),
];

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
  const https =
    request.nextUrl.protocol === 'https:' || forwardedScheme(request.headers.get('x-forwarded-proto')) === 'https';
  if (https) headers.set('Strict-Transport-Security', HSTS);
  if (csp) headers.set('Content-Security-Policy', csp);
  return headers;
}

/** The request as the app will see it: none of the internal headers a visitor sent. */
function forwardedHeaders(request: NextRequest): Headers {
  const forwarded = new Headers(request.headers);
  for (const name of INTERNAL_REQUEST_HEADERS) forwarded.delete(name);
  return forwarded;
}

/** Headers with the page policy, its nonce passed on for Next's own scripts (read from the request's policy). */
function withPolicy(request: NextRequest, csp: string): { headers: Headers; forwarded: Headers } {
  const forwarded = forwardedHeaders(request);
  forwarded.set('Content-Security-Policy', csp);
  return { headers: responseHeaders(request, csp), forwarded };
}

function rewriteTo(path: string, request: NextRequest, forwarded: Headers, headers: Headers, status?: number) {
  forwarded.set(REWRITE_HEADER, REWRITE_SECRET);
  return NextResponse.rewrite(new URL(path, request.url), { status, headers, request: { headers: forwarded } });
}

/**
 * On to the route: an English path as it is; a Hindi one rewritten to the English path it names, which
 * renders in Hindi because of the header (lib/i18n/request.ts).
 */
function onward(request: NextRequest, locale: Locale, path: string, headers: Headers, forwarded: Headers) {
  if (locale === 'en') return NextResponse.next({ headers, request: { headers: forwarded } });
  return rewriteTo(`${path}${request.nextUrl.search}`, request, forwarded, headers);
}

export async function proxy(request: NextRequest) {
  const { pathname: asked } = request.nextUrl;
  if (request.headers.get(REWRITE_HEADER) === REWRITE_SECRET) {
    // Passing the request headers on keeps the first pass's status (503); a bare next() resets it to 200.
    return NextResponse.next({ request: { headers: request.headers } });
  }
  // Probes of a load balancer and build assets: no page logic, never a CMS call.
  if (HEALTH_PATHS.has(asked) || (BUILD_ASSET.test(asked) && isWellFormed(asked))) {
    return NextResponse.next({ headers: responseHeaders(request), request: { headers: forwardedHeaders(request) } });
  }
  const settings = getSettings();
  const development = settings.nodeEnv === 'development';
  if (ADMIN.test(adminPath(asked))) return admin(request, development);
  // From here on every path is a page's or a file's in one language; the features know English paths only.
  const { locale, path: pathname } = splitLocale(asked);
  const wellFormed = isWellFormed(pathname) && (locale === 'en' || servedInHindi(pathname));
  if (isFile(pathname) && wellFormed) {
    // No page of the site is at a file's name, so none shows the school's map: no frame allowed.
    const { headers, forwarded } = withPolicy(
      request,
      contentSecurityPolicy(createNonce(), settings.cmsApiUrl, undefined, development),
    );
    forwarded.set(LOCALE_HEADER, locale);
    forwarded.set(PAGE_ADDRESS_HEADER, `${pathname}${request.nextUrl.search}`);
    return onward(request, locale, pathname, headers, forwarded);
  }

  // As the HTTP server saw the request arrive, so the page cache's version check is reused here.
  const requestStart = requestArrivedAt();
  // Only a GET or HEAD shows a page; a form's POST goes to its route handler, and the proxy reads nothing for it.
  const showsPage = request.method === 'GET' || request.method === 'HEAD';
  // The page reuses this read of the school's details, in its language (see features/school/reads.ts).
  const frame = showsPage ? await pageFrameUrlAt(requestStart, locale) : undefined;
  const csp = contentSecurityPolicy(createNonce(), settings.cmsApiUrl, frame, development);
  const { headers, forwarded } = withPolicy(request, csp);
  forwarded.set(LOCALE_HEADER, locale);
  // The page's English address, for the language link and alternates (the rewrites below keep it).
  forwarded.set(PAGE_ADDRESS_HEADER, `${pathname}${request.nextUrl.search}`);
  // The page's forms show it; the page cache reads it from the response to put a fresh one in its place.
  const stamp = createFormStamp(siteFormStampKey(), requestStart);
  forwarded.set(FORM_STAMP_HEADER, stamp);
  headers.set(FORM_STAMP_HEADER, stamp);

  // The rewrite targets are for this proxy's use only; a malformed encoding (`%ff`) is no page of ours,
  // and would make a route that decodes its parameters fail with a 500.
  if (
    !wellFormed ||
    pathname === UNAVAILABLE_PATH ||
    pathname === TOO_MANY_REQUESTS_PATH ||
    pathname.startsWith('/~not-found/')
  ) {
    return rewriteTo(UNMATCHED_PATH, request, forwarded, headers);
  }
  const guarded: GuardedRequest = { request, pathname, locale, requestStart, showsPage, headers, forwarded };
  for (const guard of ROUTE_GUARDS) {
    const decision = await guard.decide(guarded);
    if (decision) return decided(decision, guarded, locale);
  }
  return onward(request, locale, pathname, headers, forwarded);
}

/** A guard's decision as the response. */
function decided(decision: RouteDecision, { request, pathname, headers, forwarded }: GuardedRequest, locale: Locale) {
  switch (decision.kind) {
    case 'not-found':
      return rewriteTo(UNMATCHED_PATH, request, forwarded, headers);
    case 'unavailable':
      // An outage must not look like a 404 to search engines: 503 with Retry-After, rendered on the server.
      headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return rewriteTo(UNAVAILABLE_PATH, request, forwarded, headers, 503);
    case 'page':
      return onward(request, locale, pathname, headers, forwarded);
    case 'moved':
      // Permanent, and the method kept: browsers and crawlers remember the one address. Next takes an
      // absolute URL only, and sends it relative again (its host is the request's).
      headers.set('Location', new URL(decision.location, request.url).toString());
      return new NextResponse(null, { status: 308, headers });
    case 'too-many-requests':
      headers.set('Retry-After', String(decision.retryAfterSeconds));
      return rewriteTo(TOO_MANY_REQUESTS_PATH, request, forwarded, headers, 429);
  }
}

/** The admin: its own policy, never indexed, no menu logic; the first-user screen is refused. */
function admin(request: NextRequest, development: boolean) {
  const { headers, forwarded } = withPolicy(request, adminContentSecurityPolicy(createNonce(), development));
  headers.set('X-Robots-Tag', NOINDEX);
  // Payload's admin asks for the visitor's colour scheme (Chromium fetches the page again to send it):
  // only here, not on the site's pages.
  headers.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
  headers.set('Vary', 'Sec-CH-Prefers-Color-Scheme');
  headers.set('Critical-CH', 'Sec-CH-Prefers-Color-Scheme');
  if (FIRST_USER_SCREEN.test(adminPath(request.nextUrl.pathname))) {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new NextResponse(NO_FIRST_USER_SCREEN, { status: 403, headers });
  }
  return NextResponse.next({ headers, request: { headers: forwarded } });
}

const NO_FIRST_USER_SCREEN = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>No admin account yet</title>
<main style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>No admin account yet</h1>
<p>Accounts are not made on this page. The person who runs the server creates the first admin account there:</p>
<pre>npm run users -- add you@school.example --role admin</pre>
<p>Then <a href="/admin/login">sign in</a>.</p></main></html>`;

export const config = {
  // Every response but Payload's REST API gets its headers here. /api stays out: the proxy buffers request
  // bodies, which would turn an upload over 10 MB into a 500 instead of Payload's own limit (next.config.mjs
  // gives /api its headers).
  matcher: ['/((?!api(?:/|$)).*)'],
};

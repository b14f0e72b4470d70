import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { requestOrigin } from '../../lib/forwarded-origin.ts';
import { localePath, splitLocale } from '../../lib/i18n/locales.ts';
import { pageQueryNames } from '../../lib/page-query.ts';
import { NOT_FOUND_SHOWN } from '../../lib/server-bridge.ts';

/**
 * Which requests the page cache may answer, and under which key. Only a page any
 * visitor would get as the same bytes: never anything private (a signed-in editor, the TC lookup), never
 * the client router's own requests, never the API, the admin or a file.
 */

// The TC lookup and its signed links, a withdrawal, a grievance's status and an alert's link answer one person; /~offline is the worker's, with an alert to come;
// the health probes answer for this server now; the benchmark's reference stands for a render.
// Each in both languages (`/hi/withdraw` answers one person just the same).
const NEVER =
  /^(?:\/hi)?\/(?:api|admin|transfer-certificate|withdraw|grievance\/status|alerts\/confirm|alerts\/unsubscribe|~offline|_next|serwist|healthz|readyz|bench-reference)(?:\/|$)/;
// A file's name (`/calendar.ics`, `/icons/icon.png`): no HTML page of the site has one.
const FILE = /\.[^/]*$/;
// The client router's requests (RSC payloads, prefetches) and browsers' own prefetches.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];
const PAYLOAD_COOKIE = /(?:^|;)\s*payload-token=/;
// A page shown with the answer to this visitor's form (lib/forms/form-answer.ts).
const FORM_ANSWER_COOKIE = /(?:^|;)\s*form-answer-/;

/** Whether the page cache may answer or store a request for this URL, by the URL alone. */
const isCacheableUrl = (url: URL) =>
  !NEVER.test(url.pathname) && !FILE.test(url.pathname) && !url.searchParams.has('_rsc');

/** Whether the page cache may answer or store this request. */
export const isCacheable = (request: IncomingMessage, url: URL) => isCacheableUrl(url) && isCacheableAsked(request);

/** Whether the page cache may answer or store this request, by all but its URL. */
export function isCacheableAsked(request: IncomingMessage): boolean {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false;
  if (/prefetch/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''))) return false;
  if (headers.authorization !== undefined || PAYLOAD_COOKIE.test(headers.cookie ?? '')) return false;
  if (FORM_ANSWER_COOKIE.test(headers.cookie ?? '')) return false;
  return true;
}

/** The request's URL, or undefined for a target no URL parser accepts (Next answers those itself). */
export function requestUrl(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', 'http://site.invalid');
  } catch {
    return undefined;
  }
}

/**
 * A request target as the cache reads it, parsed once for the targets seen lately (a hit's URL parse
 * cost as much as the rest of its key): its URL, whether the URL alone lets the cache answer, and the
 * path and query its key names.
 */
export type Target = { url: URL; cacheableUrl: boolean; pathQuery: string; lastKey?: LastKey };
// The key a target had last: while the version and origin are the same, the very same string.
type LastKey = { version: string; origin: string; key: string };
const targets = new LRUCache<string, Target>({ max: 1024 });

/** The request's target, or undefined for one no URL parser accepts. */
export function requestTarget(request: IncomingMessage): Target | undefined {
  const raw = request.url ?? '/';
  const known = targets.get(raw);
  if (known) return known;
  const url = requestUrl(request);
  if (!url) return undefined;
  const target = { url, cacheableUrl: isCacheableUrl(url), pathQuery: pathQuery(url) };
  targets.set(raw, target);
  return target;
}

/** The query a page reads (lib/page-query.ts), by its English path: `/hi/notices?year=` reads it too. */
function readQuery(url: URL): URLSearchParams {
  const accepted = pageQueryNames(splitLocale(url.pathname).path);
  return new URLSearchParams([...url.searchParams].filter(([name]) => accepted.includes(name)));
}

/**
 * The request's target with only the query its page reads: what a miss renders, so the page kept for
 * everyone holds no other visitor's parameters (a tracking id, anything typed) in its flight data.
 */
export function readTarget(request: IncomingMessage, url: URL): string {
  const path = (request.url ?? '/').split('?')[0];
  const query = readQuery(url).toString();
  return query ? `${path}?${query}` : `${path}`;
}

/**
 * The key of the page a request asks for, at a content version: the path, the query parameters the page
 * reads, and (when SITE_URL is unset, so links name the request's host) the host and scheme.
 */
export function pageKey(request: IncomingMessage, url: URL, version: string, siteUrlSet: boolean): string {
  return `${version}\n${originOf(request, siteUrlSet)}\n${pathQuery(url)}`;
}

/** The key of a request for `target` (its last one again, when nothing it is made of changed). */
export function targetKey(request: IncomingMessage, target: Target, version: string, siteUrlSet: boolean): string {
  const origin = originOf(request, siteUrlSet);
  const last = target.lastKey;
  if (last?.version === version && last.origin === origin) return last.key;
  const key = `${version}\n${origin}\n${target.pathQuery}`;
  target.lastKey = { version, origin, key };
  return key;
}

/** What a key says of the request's origin: read as the page's links read it (lib/base-url.ts). */
function originOf(request: IncomingMessage, siteUrlSet: boolean): string {
  if (siteUrlSet) return '';
  const { headers } = request;
  const { scheme, host } = requestOrigin(headers['x-forwarded-proto'], headers['x-forwarded-host'], headers.host);
  return `${scheme} ${host}`;
}

const pathQuery = (url: URL) => `${url.pathname}?${readQuery(url).toString()}`;

// The search pages, in both languages, as the last line of a key names them.
const SEARCH_PAGE = /\n(?:\/hi)?\/search\/?\?[^\n]*$/;

/** Whether a page key names a page of search results (kept under their own share of the cap). */
export const isSearchKey = (key: string) => SEARCH_PAGE.test(key);

/**
 * The key of the page a render reported it showed (`/calendar` for `/calendar?year=junk`), or undefined
 * when the address names another path: a page may say which of its own views it showed, never stand in
 * for another page.
 */
export function shownPageKey(
  request: IncomingMessage,
  url: URL,
  shownAddress: string,
  version: string,
  siteUrlSet: boolean,
): string | undefined {
  const shown = new URL(shownAddress, url);
  if (shown.origin !== url.origin || shown.pathname !== url.pathname) return undefined;
  return pageKey(request, shown, version, siteUrlSet);
}

/**
 * The key of the 404 page in the request's language at a content version: one for every address not
 * found, whatever it was (the page names none, app/global-not-found.tsx), so junk addresses cost no page.
 */
export function notFoundKey(request: IncomingMessage, url: URL, version: string, siteUrlSet: boolean): string {
  const shown = new URL(localePath(splitLocale(url.pathname).locale, NOT_FOUND_SHOWN), url);
  return pageKey(request, shown, version, siteUrlSet);
}

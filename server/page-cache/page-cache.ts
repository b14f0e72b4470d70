/**
 * The page cache, called by the HTTP server (server/main.ts) for every request: pages as fast as static
 * files, never stale. A school's site is read thousands of times for each edit, and a page is the same
 * bytes for every visitor at one content version once its scripts are allowed by their hashes rather than
 * a nonce (script-hashes.ts), but for a form's stamp (lib/forms/form-stamp.ts) and what the clock changes.
 * So for each page request:
 *
 * 1. The content version is checked by a call that started after the request arrived (the app provides it
 *    through lib/server-bridge.ts), shared by concurrent requests under fresh-call.ts's rule.
 * 2. A page kept for that version, path and accepted query (requests.ts), and not past the first instant
 *    its render reported its output would change (lib/request-clock/page-clock.ts), is sent from memory
 *    (page-entry.ts): a hit, without Next or the proxy. A page without a form is the same bytes for
 *    everyone, compressed once (gzip -9 as it is kept, Brotli at its first hit: brotli-later.ts), with an
 *    `ETag` of those bytes: a visitor (or nginx, a CDN) that has them gets `304 Not Modified`, and
 *    `Cache-Control: no-cache` makes every cache ask each time, so an edit shows at the next request. A
 *    page with a form gets a fresh form stamp from when the request arrived and a fresh nonce (the stamp
 *    is inside an inline script, which no hash made once could allow), and stays private. The proxy
 *    names the stamp it made for the render in a response header, which the cache drops and the HTTP
 *    server hides from every response.
 * 3. Otherwise Next renders it as ever (a miss), and the complete 200 HTML response is kept, and sent as
 *    every later visitor will get it; so is the site's 404 page, one per language for every address not
 *    found (it names none: a flood of junk addresses costs one page, and one alias each in the bounded
 *    list below); any other response (a cookie set, a page's own 404) is let through as Next writes it,
 *    with its nonce (collect.ts). Next compresses nothing: the server's compression, below the cache,
 *    compresses what the cache lets through (server/compression.ts).
 *    Concurrent misses of one key wait for that one render. A page that reads its query reports the page
 *    it showed (its render report), and is kept under that page's key, the request's own key naming it:
 *    a junk value costs no page.
 *
 * Anything else (other methods, the API, the admin, the TC lookup, files, the client router's requests, a
 * signed-in editor) passes by untouched: a bypass. Every response says which in `Server-Timing`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { siteFormStampKey } from '../../cms/form-stamp-key.ts';
import { createFormStamp } from '../../lib/forms/form-stamp.ts';
import { forwardedScheme } from '../../lib/forwarded-origin.ts';
import { log } from '../../lib/log.ts';
import { now } from '../../lib/request-clock/fresh-call.ts';
import { createNonce, HSTS } from '../../lib/security-headers.ts';
import {
  contentVersionSource,
  isDraining,
  NOT_FOUND_SHOWN,
  type RenderReport,
  type RequestContext,
  type SiteSchool,
} from '../../lib/server-bridge.ts';
import { compressResponse } from '../compression.ts';
import { schoolOfRequest } from '../school-of-request.ts';
import { brotliLater } from './brotli-later.ts';
import { collect } from './collect.ts';
import { withoutAddress } from './not-found-address.ts';
import {
  encodingsOf,
  formResponse,
  pageEntry,
  sameBody,
  sameHead,
  type Encoding,
  type FormSlots,
  type PageEntry,
} from './page-entry.ts';
import {
  isCacheable,
  isCacheableAsked,
  isSearchKey,
  notFoundKey,
  pageKey,
  readTarget,
  requestTarget,
  requestUrl,
  shownPageKey,
  targetKey,
  type Target,
} from './requests.ts';

type Outcome = 'hit' | 'miss' | 'bypass';

/** What the page cache is given at start, from the settings. */
export type PageCacheOptions = {
  /** PAGE_CACHE: off, every request goes to Next (compressed as ever). */
  enabled: boolean;
  /** The memory cap, in bytes. */
  bytes: number;
  /** With SITE_URL unset, links name the request's host, so the host is part of a page's key. */
  siteUrlSet: boolean;
};

/** Next's request handler, as the server hands it on. */
export type ToNext = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

let options: PageCacheOptions = { enabled: false, bytes: 1, siteUrlSet: false };
// Search results are kept apart under a share of the cap: every query is a page of its own, so a flood of
// junk queries pushes out only other searches, never the site's pages.
const SEARCH_SHARE = 1 / 8;
const keptPages = (bytes: number) =>
  new LRUCache<string, PageEntry>({
    maxSize: Math.max(1, Math.floor(bytes)),
    // A page larger than the whole cap is never kept.
    sizeCalculation: (entry) => entry.bytes,
  });
let pages = keptPages(1);
let searches = keptPages(1);
/** Sets the cache up once, at the server's start. */
export function startPageCache(given: PageCacheOptions): void {
  options = given;
  pages = keptPages(given.bytes * (1 - SEARCH_SHARE));
  searches = keptPages(given.bytes * SEARCH_SHARE);
}
/** Where a page of this key is kept: the search pages' own share, or the rest. */
const storeFor = (key: string) => (isSearchKey(key) ? searches : pages);
// A request's key → the key of the page its render showed, where the two differ (`/calendar?year=junk` →
// `/calendar`). A few hundred bytes each, counted apart from the pages, so junk can push out only junk.
const shownAs = new LRUCache<string, string>({ max: 4096 });
// The one render under way for each key.
const fills = new Map<string, Promise<PageEntry | undefined>>();
let versionFailureLogged = false;
let lastStamp = { ms: NaN, stamp: '' };

/**
 * The form stamp for a request that arrived at `at`. Stamps made within one millisecond are the same, so
 * one HMAC serves them all: at 14 µs it cost three times the rest of a hit.
 */
function formStampAt(at: number): string {
  const ms = Math.floor(at);
  if (lastStamp.ms !== ms) lastStamp = { ms, stamp: createFormStamp(siteFormStampKey(), ms) };
  return lastStamp.stamp;
}

const timingOf = (outcome: Outcome, versionMs?: number) =>
  `cache;desc=${outcome}${versionMs === undefined ? '' : `, version;dur=${versionMs.toFixed(1)}`}`;

function timing(response: ServerResponse, outcome: Outcome, versionMs?: number) {
  response.setHeader('Server-Timing', timingOf(outcome, versionMs));
}

function isHttps(request: IncomingMessage): boolean {
  return (
    (request.socket as Partial<TLSSocket>).encrypted === true ||
    forwardedScheme(request.headers['x-forwarded-proto']) === 'https'
  );
}

/** The page kept for `key`, if it is still true at `at`. */
function keptNow(key: string, at: number): PageEntry | undefined {
  const shown = shownAs.get(key) ?? key;
  const entry = storeFor(shown).get(shown);
  return entry && entry.expiresAt > at ? entry : undefined;
}

/** A kept page for `key` still true at `at`, waiting once for a render of it under way. */
async function keptPage(key: string, at: number): Promise<PageEntry | undefined> {
  const kept = keptNow(key, at);
  if (kept) return kept;
  const fill = fills.get(key);
  if (!fill) return undefined;
  await fill;
  return keptNow(key, at);
}

/** Whether `entry` is still the page kept for `key` (not pushed out, not replaced). */
function stillKept(key: string, entry: PageEntry): boolean {
  const shown = shownAs.peek(key) ?? key;
  return storeFor(shown).peek(shown) === entry;
}

type FillDone = (entry: PageEntry | undefined, shownKey?: string) => void;

/**
 * Registers this request's render as the one for `key`; `done` keeps its page (if any) under the key of the
 * page shown (by default `key`), and wakes the waiters.
 */
function startFill(key: string): FillDone {
  let wake!: (entry: PageEntry | undefined) => void;
  const fill = new Promise<PageEntry | undefined>((resolve) => (wake = resolve));
  fills.set(key, fill);
  let done = false;
  return (entry, shownKey = key) => {
    if (done) return;
    done = true;
    if (fills.get(key) === fill) fills.delete(key);
    if (entry && entry.expiresAt > now()) {
      storeFor(shownKey).set(shownKey, entry);
      if (shownKey !== key) shownAs.set(key, shownKey);
    }
    wake(entry);
  };
}

/** Whether the request's `If-None-Match` names `etag` (the weak comparison RFC 9110 asks of it). */
function notModified(request: IncomingMessage, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.trim() === '*' || asked.split(',').some((tag) => opaque(tag) === opaque(etag));
}

// The encoding chosen for each Accept-Encoding seen lately, by the encodings a page has: browsers send a
// handful of values, and reading one costs more than the rest of a hit's head.
const chosen = new LRUCache<string, Encoding>({ max: 256 });

/** The smallest encoding of `available` the request accepts at all, whatever order or weights it gives. */
function encodingFor(request: IncomingMessage, available: Encoding[]): Encoding {
  const asked = request.headers['accept-encoding'] ?? '';
  const memo = `${available.length} ${asked}`;
  const known = chosen.get(memo);
  if (known) return known;
  const accepted = new Negotiator(request).encodings(available);
  const encoding = available.find((name) => accepted.includes(name)) ?? 'identity';
  chosen.set(memo, encoding);
  return encoding;
}

/**
 * Sends a kept page: one with a form with `fresh` nonce and stamp (its render's own when undefined), any
 * other as its bytes and head made once, or 304 when the visitor has them. `serverTiming` says how it was
 * answered.
 */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  entry: PageEntry,
  serverTiming: string,
  fresh?: FormSlots,
) {
  const encoding = encodingFor(request, encodingsOf(entry));
  const https = isHttps(request);
  if (entry.form) {
    const { headers, body } = formResponse(entry, fresh, encoding);
    headers['server-timing'] = serverTiming;
    if (https) headers['strict-transport-security'] = HSTS;
    response.writeHead(entry.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const { etag } = entry.same!;
  const head = ['server-timing', serverTiming, ...(https ? ['strict-transport-security', HSTS] : [])];
  if (notModified(request, etag)) {
    // What a 200 would have said of its body is not said: there is none.
    const said = sameHead(entry, encoding);
    for (let index = 0; index < said.length; index += 2)
      if (said[index] !== 'content-length' && said[index] !== 'content-encoding')
        head.push(said[index] as string, said[index + 1] as string);
    response.writeHead(304, head).end();
    return;
  }
  response.writeHead(entry.status, sameHead(entry, encoding).concat(head));
  response.end(request.method === 'HEAD' ? undefined : sameBody(entry, encoding));
}

/**
 * A miss: Next renders the page, and a complete 200 HTML page is kept as it is sent, under the key of the
 * page it reported it showed (`shownKey`), if any.
 */
function render(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  pass: () => void,
  shownKey: (address: string) => string | undefined,
  done: FillDone,
) {
  const report: RenderReport = { changesAt: Infinity, shownAddress: undefined };
  context.renderReport = report;
  response.once('close', () => done(undefined));
  collect(
    response,
    ({ status, headers }) =>
      (status === 200 || status === 404) &&
      /^text\/html\b/i.test(String(headers['content-type'] ?? '')) &&
      headers['set-cookie'] === undefined &&
      headers['content-encoding'] === undefined,
    () => done(undefined),
    ({ status, headers }, body) => {
      const { changesAt, shownAddress } = report;
      const notFound = shownAddress === NOT_FOUND_SHOWN;
      const kept = notFound ? withoutAddress(body) : body;
      const entry = kept && pageEntry(status, headers, kept, changesAt);
      // A 404 is kept only as the site's 404 page, which names no address (one per language); any other
      // (a page's own notFound()) is sent as rendered.
      if (status === 404 && !notFound) done(undefined);
      else done(entry, shownAddress === undefined ? undefined : shownKey(shownAddress));
      if (entry) {
        const serverTiming = String(response.getHeader('server-timing') ?? timingOf('miss'));
        // Next's headers are in the entry's head, as every later response will have them.
        for (const name of response.getHeaderNames()) if (name !== 'connection') response.removeHeader(name);
        send(request, response, entry, serverTiming);
      }
      // A page without a nonce in its policy ran no script of its own to hash: sent as rendered.
      else response.end(body);
    },
  );
  pass();
}

// Each school's version as last read, and as the page cache names it (one entry a school): while it holds,
// the very same string, so a hit makes no new string and finds its target's last key (requests.ts, targetKey).
const namedVersions = new Map<number, { read: string; named: string }>();

/**
 * The version of `school`'s pages as of `at`, at once where the app reads it so (SQLite); undefined while
 * the app starts. It leads every key, so one school's pages are never another's, whatever their address.
 */
function versionAt(at: number, school: SiteSchool): string | Promise<string> | undefined {
  const version = contentVersionSource()?.(at, school.id);
  if (version === undefined) return undefined;
  if (typeof version !== 'string') return version.then((read) => `${school.id} ${read}`);
  const last = namedVersions.get(school.id);
  if (last?.read === version) return last.named;
  const named = `${school.id} ${version}`;
  namedVersions.set(school.id, { read: version, named });
  return named;
}

/** What the server does with a request the short path does not answer: the whole path (server/main.ts). */
export type WholePath = (request: IncomingMessage, response: ServerResponse, arrivedAt: number) => void;

type Waiting = {
  request: IncomingMessage;
  response: ServerResponse;
  arrivedAt: number;
  target: Target;
  whole: WholePath;
};
// The requests read in this turn of the event loop, answered together once it has read them all.
let waiting: Waiting[] = [];

/**
 * The short path of a hit: the page kept for the version read now, sent with no promise between the socket
 * and `end`; `whole` takes every request this does not answer (the cache off, a request the cache does not
 * answer, a version only a promise gives, nothing kept, a server draining by then).
 *
 * Requests are answered at the end of the event loop's turn that read them (`setImmediate`, after every
 * socket the turn had to read), all after one version read: a read made after each of them had arrived,
 * so an edit saved before any of them still shows, for the price of one read a turn rather than one a
 * request. Their answers then leave together, so a client reading many of them is woken once.
 */
export function sendIfKept(request: IncomingMessage, response: ServerResponse, arrivedAt: number, whole: WholePath) {
  const target = options.enabled ? requestTarget(request) : undefined;
  if (!target?.cacheableUrl || !isCacheableAsked(request)) {
    whole(request, response, arrivedAt);
    return;
  }
  if (waiting.push({ request, response, arrivedAt, target, whole }) === 1) setImmediate(answerWaiting);
}

function answerWaiting() {
  const turn = waiting;
  waiting = [];
  for (const { request, response, arrivedAt, target, whole } of turn)
    if (isDraining() || !sendKept(request, response, arrivedAt, target)) whole(request, response, arrivedAt);
}

/** Sends the page kept for `request` (true), or nothing when none is kept for it now (false). */
function sendKept(request: IncomingMessage, response: ServerResponse, arrivedAt: number, target: Target): boolean {
  let version;
  try {
    // Only a school known at once, and open: a host no school claims and a suspended school are answered below.
    const school = schoolOfRequest(request, arrivedAt);
    if (!school || school instanceof Promise || school.suspended) {
      if (school instanceof Promise) school.catch(() => undefined);
      return false;
    }
    version = versionAt(arrivedAt, school);
  } catch {
    return false;
  }
  if (typeof version !== 'string') {
    // Read again by the whole path, which awaits it and answers its failure; this one is dropped, and must
    // not reject unheard (an external CMS's lists make a promise of their own per read).
    version?.catch(() => undefined);
    return false;
  }
  const key = targetKey(request, target, version, options.siteUrlSet);
  const kept = keptNow(key, arrivedAt);
  if (!kept) return false;
  hit(request, response, key, kept, arrivedAt, now() - arrivedAt);
  return true;
}

function hit(
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  kept: PageEntry,
  arrivedAt: number,
  versionMs: number,
) {
  brotliLater(kept, () => stillKept(key, kept));
  // A page with a form: a fresh nonce, and a stamp from when this request arrived, as the proxy makes one.
  const fresh = kept.form && { nonce: createNonce(), stamp: formStampAt(arrivedAt) };
  send(request, response, kept, timingOf('hit', versionMs), fresh);
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  url: URL,
  pass: () => void,
) {
  const { arrivedAt, school } = context;
  let version: string | undefined;
  try {
    version = school && (await versionAt(arrivedAt, school));
  } catch (error) {
    // The page's own reads meet the same failure and answer it (the last good content, or a 503).
    if (!versionFailureLogged) {
      versionFailureLogged = true;
      log.warn(`[page-cache] the content version could not be read, pages are rendered uncached: ${String(error)}`);
    }
  }
  const versionMs = now() - arrivedAt;
  if (version === undefined) {
    timing(response, 'bypass');
    compressResponse(request, response);
    pass();
    return;
  }
  versionFailureLogged = false;
  const { siteUrlSet } = options;
  const key = pageKey(request, url, version, siteUrlSet);
  const kept = await keptPage(key, arrivedAt);
  if (kept) {
    // A draining server's `Connection: close` was set on the response already.
    hit(request, response, key, kept, arrivedAt, versionMs);
    return;
  }
  if (request.method === 'HEAD') {
    timing(response, 'bypass', versionMs);
    compressResponse(request, response);
    pass();
    return;
  }
  // The visitor left while this waited (for the version, or for another render of the page): no render,
  // and above all no fill, whose end is told by a 'close' that has come already. Every later request for
  // the page waited for that fill, for good (Postgres's version read is a promise; seen as a replica's
  // pages hanging after a load generator stopped with requests in flight).
  if (response.closed) return;
  timing(response, 'miss', versionMs);
  request.url = readTarget(request, url);
  // Below the cache's wrappers: what it lets through is compressed, what it keeps it sends itself.
  compressResponse(request, response);
  const at = version;
  const shownKey = (address: string) =>
    address === NOT_FOUND_SHOWN
      ? notFoundKey(request, url, at, siteUrlSet)
      : shownPageKey(request, url, address, at, siteUrlSet);
  render(request, response, context, pass, shownKey, startFill(key));
}

/**
 * Answers a request from the cache, or hands it to Next (`toNext`) with what Next sends compressed as
 * Next would have (it compresses nothing itself), and a page it may keep collected on the way; a hit,
 * gzip already, is sent as it is. The cache off, every request goes to Next so.
 */
export function servePage(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  toNext: ToNext,
): Promise<void> {
  const compressedToNext = () => {
    compressResponse(request, response);
    return toNext(request, response);
  };
  if (!options.enabled) return compressedToNext();
  const url = requestUrl(request);
  if (!url || !isCacheable(request, url)) {
    timing(response, 'bypass');
    return compressedToNext();
  }
  return answer(request, response, context, url, () => void toNext(request, response)).catch((error: unknown) => {
    log.error(`[page-cache] ${request.method} ${url.pathname} failed: ${String(error)}`);
    if (!response.headersSent) response.writeHead(500).end();
    else response.destroy();
  });
}

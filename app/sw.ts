/// <reference lib="webworker" />
import { defaultCache, PAGES_CACHE_NAME } from '@serwist/turbopack/worker';
import {
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { htmlAsOf } from '../features/alert/window';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

// One offline page per language: a Hindi page's navigation (`/hi/…`) gets the Hindi one.
const OFFLINE_PAGE = '/~offline';
const HINDI_OFFLINE_PAGE = '/hi/~offline';
const OFFLINE_PAGES = [OFFLINE_PAGE, HINDI_OFFLINE_PAGE];
const isHindi = (url: string) => /^\/hi(?:\/|$)/.test(new URL(url, self.location.origin).pathname);
const offlinePageFor = (url: string) => (isHindi(url) ? HINDI_OFFLINE_PAGE : OFFLINE_PAGE);
const OFFLINE_PAGE_REFRESH_MS = 5 * 60_000;

// Pages are network-first, so visitors online always see the CMS's latest content;
// offline, a visited page comes from the cache and any other page gets the offline page.
// The CMS's admin and API are never kept: a signed-in editor's pages and data (their account, drafts)
// must not stay in the cache of a shared office computer, nor be served to the next person offline.
// Nor is transfer-certificate verification: a scanned TC names a child, and its link lasts 15 minutes. Nor
// are a grievance's status and a withdrawal, which answer about one parent's message. A form sent is a
// POST, which no route of this worker takes; the page it is answered on is marked noindex (see
// `notAnAnswer`), so a parent's reference or typing never reaches the cache either.
const notForTheCache = ({ url }: { url: URL }) =>
  url.origin === self.location.origin &&
  /^\/(admin|api|transfer-certificate|withdraw|grievance\/status)(\/|$)/.test(url.pathname);

/**
 * A page the server rendered at another time, served from the cache, shows the alert banner as of now:
 * hidden once its end has passed, shown once its start has come (features/alert/alert-window.tsx).
 */
async function asOfNow(response: Response | undefined): Promise<Response | undefined> {
  if (!response?.headers.get('content-type')?.includes('text/html')) return response;
  const html = await response.clone().text();
  const current = htmlAsOf(html, Date.now());
  if (current === html) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(current, { status: response.status, statusText: response.statusText, headers });
}

// The install precaches the offline page: the first page load after it need not fetch it again.
let offlinePageFetchedAt = 0;
self.addEventListener('install', () => {
  offlinePageFetchedAt = Date.now();
});

/**
 * The offline pages were precached when the worker installed: after a page loads online, they are fetched
 * again (at most every few minutes), so they carry the current alert, or the next one, hidden until it starts.
 */
async function refreshOfflinePages(): Promise<void> {
  if (Date.now() - offlinePageFetchedAt < OFFLINE_PAGE_REFRESH_MS) return;
  offlinePageFetchedAt = Date.now();
  await Promise.all(
    OFFLINE_PAGES.map(async (page) => {
      const key = serwist.getPrecacheKeyForUrl(page);
      if (!key) return;
      const response = await fetch(page, { cache: 'no-store', redirect: 'error' }).catch(() => undefined);
      if (response?.ok) await (await caches.open(serwist.precacheStrategy.cacheName)).put(key, response);
    }),
  );
}

const alertAsOfNow: SerwistPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => asOfNow(cachedResponse),
  cacheDidUpdate: () => refreshOfflinePages(),
  handlerDidError: async ({ request }) => asOfNow(await serwist.matchPrecache(offlinePageFor(request.url))),
};

/**
 * Only a page anyone would be shown: a page that answers this visitor's form says noindex
 * (lib/forms/answer-guard.ts). Replacing the strategy's own check, it keeps its rule of 200s only.
 */
const notAnAnswer: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/noindex/i.test(response.headers.get('x-robots-tag') ?? '') ? response : null,
};

const pages = {
  matcher: ({ request, sameOrigin }: { request: Request; sameOrigin: boolean }) =>
    sameOrigin && request.mode === 'navigate',
  handler: new NetworkFirst({
    cacheName: PAGES_CACHE_NAME.html,
    plugins: [new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 24 * 60 * 60 }), alertAsOfNow, notAnAnswer],
  }),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [{ matcher: notForTheCache, handler: new NetworkOnly() }, pages, ...defaultCache],
  fallbacks: {
    entries: [
      {
        url: HINDI_OFFLINE_PAGE,
        matcher: ({ request }) => request.destination === 'document' && isHindi(request.url),
      },
      { url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

serwist.addEventListeners();

// Alerts on this device (features/alert-subscriptions/push-button.tsx): the server's push becomes a
// notification, and a click on it opens the alert's page.
type PushAlert = { title: string; body: string; url: string; tag: string | undefined; urgent: boolean };

// new URL, not URL.parse, which Safari has only since iOS 18 (push: 16.4).
function sameOrigin(value: unknown): string | undefined {
  try {
    const url = new URL(String(value), self.location.origin);
    return typeof value === 'string' && url.origin === self.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function pushJson(data: PushMessageData | null): Partial<Record<keyof PushAlert, unknown>> {
  try {
    const value: unknown = data?.json();
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/**
 * The push's JSON; anything else still shows a notification (a push the browser was told is user-visible
 * must show one), in the browser's language, opening the notices, where a new alert or notice would be.
 */
function readPush(data: PushMessageData | null): PushAlert {
  const alert = pushJson(data);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const hindi = self.navigator.language.startsWith('hi');
  return {
    title: text(alert.title) ?? (hindi ? 'नई सूचना' : 'New alert'),
    body: text(alert.body) ?? '',
    url: sameOrigin(alert.url) ?? new URL(hindi ? '/hi/notices' : '/notices', self.location.origin).href,
    tag: text(alert.tag),
    urgent: alert.urgent === true,
  };
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag, urgent } = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      tag,
      lang: isHindi(url) ? 'hi' : 'en',
      data: { url },
      // A closure stays on the screen until the parent has seen it; a notice may go with the others.
      requireInteraction: urgent,
    }),
  );
});

// Only this site's pages: a notification's data is the site's own, but nothing may make it a link elsewhere.
async function openAlertPage(value: unknown): Promise<void> {
  const url = sameOrigin(value) ?? new URL('/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) await open.focus();
  else await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlertPage((event.notification.data as { url?: unknown } | null)?.url));
});

/**
 * A push service may end a subscription (expiry, a new key): subscribed again with the same key and the
 * server told, the parent keeps the alerts they chose without visiting the site again.
 */
async function renewSubscription({ oldSubscription, newSubscription }: PushSubscriptionChangeEvent): Promise<void> {
  if (!oldSubscription) return;
  const renewed =
    newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: oldSubscription.options.applicationServerKey,
    }));
  const { endpoint, keys } = oldSubscription.toJSON();
  await fetch('/alerts/push/renew', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ old: { endpoint, auth: keys?.auth ?? '' }, subscription: renewed.toJSON() }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(renewSubscription(event)));

/// <reference lib="webworker" />
import { defaultCache } from '@serwist/turbopack/worker';
import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

// Pages are network-first (defaultCache), so visitors online always see the CMS's latest content;
// offline, a visited page comes from the cache and any other page gets the offline page.
// The CMS's admin and API are never kept: a signed-in editor's pages and data (their account, drafts)
// must not stay in the cache of a shared office computer, nor be served to the next person offline.
const notForTheCache = ({ url }: { url: URL }) => url.origin === self.location.origin && /^\/(admin|api)(\/|$)/.test(url.pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [{ matcher: notForTheCache, handler: new NetworkOnly() }, ...defaultCache],
  fallbacks: {
    entries: [{ url: '/~offline', matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();

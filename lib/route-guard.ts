import type { NextRequest } from 'next/server';
import type { Locale } from './i18n/locales.ts';

/**
 * A feature's say over its own paths, asked by the proxy before the page renders: a status decided there is
 * one the response can still carry (Next 16 renders a `notFound()` thrown while rendering as an empty error
 * shell). The guards are asked in the order of route-guards.ts; the first to decide ends the asking.
 */
export type GuardedRequest = {
  request: NextRequest;
  /** The English path (`/notices` for `/hi/notices`). */
  pathname: string;
  /** The address's language: a guard reads what the page shows in it, so the page reuses that very read. */
  locale: Locale;
  /**
   * When the request arrived, the request's clock: a CMS read as of it is the one the page reuses (see
   * fresh-call.ts), and "now" for whatever a guard decides by the time.
   */
  requestStart: number;
  /** GET or HEAD: a page is shown. Otherwise (a form's POST) a guard reads nothing: no page renders. */
  showsPage: boolean;
  /** The response's headers, which a guard may add to. */
  headers: Headers;
  /** The request's headers as the page will see them, which a guard may add to. */
  forwarded: Headers;
};

export type RouteDecision =
  /** No page here: the 404 page. */
  | { kind: 'not-found' }
  /** What the page shows could not be read: 503 with Retry-After, so an outage never looks like a 404. */
  | { kind: 'unavailable' }
  /** The page, at once: the guards after this one are not asked. */
  | { kind: 'page' }
  /** The same page at its one canonical address (`location`, a path and query of this site): 308. */
  | { kind: 'moved'; location: string }
  /** This visitor asked for too much too fast: 429 with Retry-After, a page in the request's language. */
  | { kind: 'too-many-requests'; retryAfterSeconds: number };

export type RouteGuard = {
  /** Request headers this guard sets for its page: whatever a visitor sends under these names is dropped. */
  internalHeaders?: readonly string[];
  /** Undefined lets the request carry on to the next guard, and past the last to its page. */
  decide(request: GuardedRequest): RouteDecision | undefined | Promise<RouteDecision | undefined>;
};

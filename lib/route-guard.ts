import type { NextRequest } from 'next/server';

/**
 * A feature's say over its own paths, asked by the proxy before the page renders: a status decided there is
 * one the response can still carry (Next 16 renders a `notFound()` thrown while rendering as an empty error
 * shell). The guards are asked in the order of route-guards.ts; the first to decide ends the asking.
 */
export type GuardedRequest = {
  request: NextRequest;
  pathname: string;
  /** When the request arrived: a CMS read as of it is the one the page reuses (see fresh-call.ts). */
  requestStart: number;
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
  | { kind: 'page' };

export type RouteGuard = {
  /** Request headers this guard sets for its page: whatever a visitor sends under these names is dropped. */
  internalHeaders?: readonly string[];
  /** Undefined lets the request carry on to the next guard, and past the last to its page. */
  decide(request: GuardedRequest): RouteDecision | undefined | Promise<RouteDecision | undefined>;
};

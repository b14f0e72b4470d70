/**
 * Headers Next.js sets for its own machinery that name internal routes (`x-middleware-rewrite:
 * /~not-found/menu-entry`). Next's router adds them to the response after the proxy has run, so only the
 * HTTP server can take them off. The `x-nextjs-*` ones stay on the client router's own (RSC) requests,
 * which read them; `x-middleware-*` ones are read by nothing in the browser. Nor is the proxy's form
 * stamp, which tells the page cache the stamp the page holds: the page shows it where a form needs it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { FORM_STAMP_HEADER } from '../lib/forms/form-stamp.ts';

/** Whether a response header is Next's internal business for a request that is (or is not) the client router's. */
export function isInternalHeader(name: string, routerRequest: boolean): boolean {
  const lower = name.toLowerCase();
  return (
    lower.startsWith('x-middleware-') ||
    lower === FORM_STAMP_HEADER ||
    (!routerRequest && lower.startsWith('x-nextjs-'))
  );
}

function isRouterRequest(request: IncomingMessage | undefined): boolean {
  return request?.headers.rsc === '1';
}

/**
 * Makes `response` drop internal headers when it sends its head: every way of sending one (writeHead, or
 * the first write or end) goes through writeHead. Wrapped before Next is handed the response, as
 * middleware wraps it, and never replaced again.
 */
export function hideInternalHeaders(response: ServerResponse): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied below with the response as `this`
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const routerRequest = isRouterRequest(response.req);
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternalHeader(name, routerRequest)) this.removeHeader(name);
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
        if (!isInternalHeader(name, routerRequest)) kept[name] = value;
      args[args.length - 1] = kept;
    }
    return writeHead.apply(this, args);
  };
}

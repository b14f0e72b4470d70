/**
 * The site's front doors: `/` answers with the home page's address, `/hi` and `/hi/` with the Hindi one,
 * permanently (308) and in one hop. Crawlers keep a permanent redirect's target and drop its source; a
 * temporary one they keep asking. Answered here, before Next: Next's own trailing-slash redirect runs
 * before any redirect of next.config.mjs or the proxy, so `/hi/` took two hops (308 to `/hi`, then 307).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../lib/security-headers.ts';

const HOME_OF: Record<string, string> = { '/': '/home', '/hi': '/hi/home', '/hi/': '/hi/home' };

/** Where a request for one of the front doors goes (its query kept), or undefined for any other request. */
function homeRedirect(method: string, url: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const home = HOME_OF[path];
  return home === undefined ? undefined : `${home}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

/** Answers a front door's request with its 308; false for any other request. */
export function redirectFrontDoor(request: IncomingMessage, response: ServerResponse): boolean {
  const location = homeRedirect(request.method ?? 'GET', request.url ?? '/');
  if (location === undefined) return false;
  const body = `Permanent Redirect: ${location}`;
  response.writeHead(308, {
    ...SECURITY_HEADERS,
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestOrigin } from '../lib/forwarded-origin.ts';
import { SECURITY_HEADERS } from '../lib/security-headers.ts';
import { schoolForHostSource, type SiteSchool } from '../lib/server-bridge.ts';
import { fromTrustedProxy } from './client-address.ts';

/**
 * The school a request is for, named by its host, as the app's lookup answers (features/schools/hosts.ts):
 * at once while the schools read last still hold, else a promise. Undefined: no school answers this host.
 * Null: the app has not started yet. X-Forwarded-Host counts only from a proxy in TRUSTED_PROXIES: from
 * anyone else, a header could make a CDN keep one school's page under another's address.
 */
export function schoolOfRequest(
  request: IncomingMessage,
  arrivedAt: number,
): SiteSchool | undefined | null | Promise<SiteSchool | undefined> {
  const lookup = schoolForHostSource();
  if (!lookup) return null;
  const { headers } = request;
  // The proxy list is consulted only for a request that names another host: most name none.
  const named = headers['x-forwarded-host'];
  const forwarded = named !== undefined && fromTrustedProxy(request) ? named : undefined;
  return lookup(requestOrigin(headers['x-forwarded-proto'], forwarded, headers.host).host, arrivedAt);
}

// The CMS (the admin and its API) stays open on a suspended school's domain: its group admin works there.
const CMS_PATH = /^\/(?:admin|api)(?:[/?]|$)/;

/**
 * Answers a request no school's site may answer: a host no school claims (a plain 404 that names no
 * school), or a suspended school's pages (503). True when it answered.
 */
export function refuseWithoutSchool(
  request: IncomingMessage,
  response: ServerResponse,
  school: SiteSchool | undefined,
): boolean {
  if (school && !(school.suspended && !CMS_PATH.test(request.url ?? '/'))) return false;
  const [status, body] = school ? [503, 'This site is not available.'] : [404, 'Not Found'];
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

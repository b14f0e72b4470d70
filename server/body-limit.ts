/**
 * How large a request body the site takes, decided by the HTTP server from the request's headers before
 * anything reads it. Payload reads a JSON body whole with no limit of its
 * own, so a 50 MB body to /api/users/login was read and parsed. Files go to the upload collections only.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { API_CONTENT_SECURITY_POLICY, NOINDEX, SECURITY_HEADERS } from '../lib/security-headers.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_COLLECTIONS } from '../lib/upload-limits.ts';

/** Any request but an upload: the API's JSON, the site's forms (a TC lookup is 4 kB), Next's server actions (1 MB of their own). */
export const MAX_BODY_BYTES = 1024 * 1024;
// An upload a little over MAX_UPLOAD_BYTES is left to Payload, which reads it and refuses it with its own 413
// and message for the office: refused here unread, a 25 MB upload's client was still sending when the
// connection closed, and saw EPIPE, not the answer (cms.test.ts, in a clean run). Far past it is refused here.
export const MAX_UPLOAD_BODY_BYTES = 5 * MAX_UPLOAD_BYTES;

// A new file (POST /api/images) or a replaced one (PATCH /api/images/12).
const UPLOAD_ENDPOINT = new RegExp(`^/api/(?:${UPLOAD_COLLECTIONS.join('|')})(?:/[^/]+)?/?$`);

/**
 * Every path, not /api alone: the limit must not depend on how a path is spelt (`/%61pi/users/login`),
 * and no page takes more. The upload endpoints are matched as spelt: another spelling gets 1 MB.
 */
export function bodyLimit(method: string, url: string): number {
  // The request line's path as sent (an absolute URL's scheme and host taken off), never parsed: a path
  // like `////%3Cscript%3E` is no URL, and must still get its answer.
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0] ?? '';
  return (method === 'POST' || method === 'PATCH') && UPLOAD_ENDPOINT.test(path)
    ? MAX_UPLOAD_BODY_BYTES
    : MAX_BODY_BYTES;
}

/**
 * 413 for a declared length over the limit; 411 for a body without one (chunked): counting it as it
 * streams would mean reading it, and no browser, nor the admin, sends a request body without its length.
 */
export function bodyRefusal(method: string, url: string, headers: IncomingHttpHeaders): 411 | 413 | undefined {
  if (headers['transfer-encoding'] !== undefined && headers['content-length'] === undefined) return 411;
  const length = Number(headers['content-length'] ?? 0);
  return length > bodyLimit(method, url) ? 413 : undefined;
}

const MESSAGES = { 411: 'Send the request with a Content-Length.', 413: 'The request is too large.' };

// A client still sending when the connection closes gets a reset (EPIPE), not the answer. So what arrives
// after the answer is dropped unread for this long (as a web server's "lingering close"), then the
// connection goes: 2 s cut off a 25 MB upload's refusal on a loaded machine in a clean test run.
const LINGER_MS = 30_000;

/** Answers a request refused by its headers without reading its body; false if it may go on. */
export function refuseUnreadBody(request: IncomingMessage, response: ServerResponse): boolean {
  const status = bodyRefusal(request.method ?? 'GET', request.url ?? '/', request.headers);
  if (status === undefined) return false;
  const body = JSON.stringify({ errors: [{ message: MESSAGES[status] }] });
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Robots-Tag': NOINDEX,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  // Node drops the rest of an unread body (keeping the connection for the next request, if it ever ends).
  response.end(body);
  const socket = request.socket;
  const timer = setTimeout(() => {
    if (!request.complete) socket.destroy();
  }, LINGER_MS);
  timer.unref();
  return true;
}

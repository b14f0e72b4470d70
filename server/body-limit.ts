/**
 * How large a request body the site takes, decided by the HTTP server from the request's headers before
 * anything reads it. Payload reads a JSON body whole with no limit of its
 * own, so a 50 MB body to /api/users/login was read and parsed. Files go to the upload collections only.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { MAX_UPLOAD_BYTES, UPLOAD_COLLECTIONS, type UploadCollection } from '../lib/upload-limits.ts';
import { refuseUnread } from './unread-body.ts';

/** Any request but an upload: the API's JSON, the site's forms (a TC lookup is 4 kB), Next's server actions (1 MB of their own). */
export const MAX_BODY_BYTES = 1024 * 1024;
// An upload's body: the file, and the rest of its form (the document's fields) within the 1 MB of any body.
// A file a little over MAX_UPLOAD_BYTES is Payload's to refuse, with its own message; past this, the server's.
// (It was five times the file's limit, because a refusal here closed the connection on a client still
// sending, which saw EPIPE, not the answer: server/unread-body.ts reads the rest before closing now.)
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MAX_BODY_BYTES;

// A new file (POST /api/images) or a replaced one (PATCH /api/images/12).
const UPLOAD_ENDPOINT = new RegExp(`^/api/(${UPLOAD_COLLECTIONS.join('|')})(?:/[^/]+)?/?$`);

/** What a request to an upload collection does: make a file (POST) or replace one (PATCH). */
export type UploadRequest = { collection: UploadCollection; operation: 'create' | 'update' };

/**
 * The request line's path as sent (an absolute URL's scheme and host taken off), never parsed: a path like
 * `////%3Cscript%3E` is no URL, and must still get its answer.
 */
const pathAsSent = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0] ?? '';

/**
 * The upload a POST or PATCH to an upload collection's endpoint makes, matched as spelt (another spelling
 * is no upload: it gets 1 MB); undefined for any other request.
 */
export function uploadRequest(method: string, url: string): UploadRequest | undefined {
  const match = UPLOAD_ENDPOINT.exec(pathAsSent(url));
  if (!match || (method !== 'POST' && method !== 'PATCH')) return undefined;
  return { collection: match[1] as UploadCollection, operation: method === 'POST' ? 'create' : 'update' };
}

/**
 * Every path, not /api alone: the limit must not depend on how a path is spelt (`/%61pi/users/login`),
 * and no page takes more.
 */
export function bodyLimit(method: string, url: string): number {
  return uploadRequest(method, url) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
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

const MB = 1024 * 1024;
const MESSAGES = {
  411: 'Send the request with a Content-Length.',
  413: 'The request is too large.',
  upload413: `The file is too large: a file may be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
};

/** Answers a request refused by its headers without reading its body (server/unread-body.ts); false if it may go on. */
export function refuseUnreadBody(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  const status = bodyRefusal(method, url, request.headers);
  if (status === undefined) return false;
  const message = status === 413 && uploadRequest(method, url) ? MESSAGES.upload413 : MESSAGES[status];
  refuseUnread(request, response, status, message);
  return true;
}

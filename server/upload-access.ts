/**
 * An upload is refused before its body is read unless its sender may make it: read first, 8 anonymous
 * 22 MB uploads each waited 2.5 s for Payload's own 403 (it came as a 413) while the server's memory grew
 * by 150 MB. The app decides who may (cms/upload-access.ts: Payload's auth and the collection's access
 * rule), through lib/server-bridge.ts, since the server imports nothing of the app's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log, loggableError } from '../lib/log.ts';
import { uploadAccessCheck } from '../lib/server-bridge.ts';
import { refuseUnreadBody, uploadRequest } from './body-limit.ts';
import { refuseUnread } from './unread-body.ts';

/** The request's headers as a fetch Headers, for Payload's auth. */
function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * For an upload: 403 unread to a sender who may not make it, then the body limit (a 413 that names the
 * file's limit to one who may); false if the upload may go on, or the request is no upload.
 */
export async function refuseUploadUnread(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const upload = uploadRequest(request.method ?? 'GET', request.url ?? '/');
  if (!upload) return false;
  const mayUpload = uploadAccessCheck();
  let allowed: boolean | undefined;
  try {
    allowed = mayUpload && (await mayUpload(upload.collection, upload.operation, fetchHeaders(request)));
  } catch (error) {
    log.error(`Could not check who may upload to ${upload.collection}: ${loggableError(error)}`);
  }
  if (allowed === undefined) {
    refuseUnread(request, response, 503, 'The upload cannot be checked just now: try again in a minute.');
    return true;
  }
  if (!allowed) {
    refuseUnread(request, response, 403, 'You are not allowed to perform this action.');
    return true;
  }
  return refuseUnreadBody(request, response);
}

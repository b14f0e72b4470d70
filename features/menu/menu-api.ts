import { expireSession, storedToken } from './session';
import {
  parseMenuBody,
  parseSocialBody,
  type MenuApiConnection,
  type MenuEntry,
  type MenuSource,
  type Parsed,
  type SocialLink,
} from './types';

/**
 * The spec's external menu API (§7, §8; CMS_API_URL): the server's source of the lists when one is set,
 * and what a signed-in browser refetches them from. The embedded CMS answers the same calls on /api.
 */

/** What a menu API call gives back: the body as is, or the status and the server's message. */
export type MenuApiResponse = { ok: true; body: unknown } | { ok: false; status: number; message: string };

/** A list that could not be loaded; callers show an empty list (spec §4, §8). */
export class MenuApiError extends Error {
  override name = 'MenuApiError';
}

// An answer larger than this is not a menu: stop reading rather than buffer it.
const MAX_BODY_BYTES = 1024 * 1024;

async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Error(`menu API response is larger than ${MAX_BODY_BYTES} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/**
 * The one door to the menu API: a JSON GET of `{apiUrl}{path}`, with the stored bearer token in the
 * browser. Throws only when no usable response arrived ("API request failed", spec §8).
 */
export async function menuApiRequest(apiUrl: string, path: string, signal?: AbortSignal): Promise<MenuApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiUrl}${path}`, { headers, signal, cache: 'no-store' });
    text = await readText(response);
  } catch (cause) {
    throw new Error('API request failed', { cause });
  }

  let body: unknown = undefined;
  let invalidJson = false;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    invalidJson = true;
  }

  if (!response.ok) {
    if (response.status === 401 && typeof window !== 'undefined') expireSession();
    return { ok: false, status: response.status, message: serverMessage(body) ?? 'Request failed' };
  }
  if (invalidJson) throw new Error('API request failed', { cause: new Error('menu API response is not valid JSON') });
  return { ok: true, body };
}

async function fetchList<T>(
  connection: MenuApiConnection,
  resource: 'menu' | 'socialmedia',
  parse: (body: unknown) => Parsed<T>,
  signal?: AbortSignal,
): Promise<Parsed<T>> {
  const path = `/${resource}/findall?url=${encodeURIComponent(connection.siteKey)}`;
  const response = await menuApiRequest(connection.apiUrl, path, signal);
  if (!response.ok) throw new MenuApiError(`HTTP ${response.status} "${response.message}"`);
  return parse(response.body);
}

export function fetchMenu(connection: MenuApiConnection, signal?: AbortSignal): Promise<Parsed<MenuEntry>> {
  return fetchList(connection, 'menu', parseMenuBody, signal);
}

export function fetchSocialLinks(connection: MenuApiConnection, signal?: AbortSignal): Promise<Parsed<SocialLink>> {
  return fetchList(connection, 'socialmedia', parseSocialBody, signal);
}

/** The menu API as the server's source: each call given up after `timeoutMs`. */
export function menuApiSource(connection: MenuApiConnection, timeoutMs: number): MenuSource {
  const url = new URL(connection.apiUrl);
  return {
    // Fit for a log line: no credentials, no query.
    description: `${url.origin}${url.pathname}`,
    id: connection.apiUrl,
    menu: () => fetchMenu(connection, AbortSignal.timeout(timeoutMs)),
    socialLinks: () => fetchSocialLinks(connection, AbortSignal.timeout(timeoutMs)),
  };
}

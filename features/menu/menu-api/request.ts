import { expireSession } from './session';

/** What a CMS call gives back (spec §7, §8): the body as is, or the status and the server's message. */
export type MenuApiResponse = { ok: true; body: unknown } | { ok: false; status: number; message: string };

export const TOKEN_STORAGE_KEY = 'token';
// A CMS answer larger than this is not a menu: stop reading rather than buffer it.
const MAX_BODY_BYTES = 1024 * 1024;

const inBrowser = typeof window !== 'undefined';

function storedToken(): string | null {
  if (!inBrowser) return null;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

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
      throw new Error(`CMS response is larger than ${MAX_BODY_BYTES} bytes`);
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
 * The one door to the CMS: a JSON GET of `{apiUrl}{path}`, with the stored bearer token in the browser.
 * Throws only when no usable response arrived ("API request failed", spec §8).
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
    if (response.status === 401 && inBrowser) expireSession();
    return { ok: false, status: response.status, message: serverMessage(body) ?? 'Request failed' };
  }
  if (invalidJson) throw new Error('API request failed', { cause: new Error('CMS response is not valid JSON') });
  return { ok: true, body };
}

import { getSettings } from '../settings';
import { freshCall } from './fresh-call';
import { fetchMenu, fetchSocialLinks } from './lists';
import type { Parsed } from './schemas';
import type { CmsConnection, MenuEntry, SocialLink } from './types';

/** A list as the server loaded it: `ok: false` means the CMS could not be read, not that it is empty. */
export type LoadedList<T> = { ok: boolean; items: T[] };

type Fetch<T> = (connection: CmsConnection, signal: AbortSignal) => Promise<Parsed<T>>;

/** The API address without credentials or query, fit for a log line. */
function describe(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.origin}${url.pathname}`;
}

type ErrorLike = { name?: unknown; message?: unknown; cause?: unknown };

// Duck-typed: a fetch failure's cause (DOMException, undici's errors) need not be an `Error` of this realm.
function reason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, cause } = error as ErrorLike;
  if (typeof cause !== 'object' || cause === null) return String(message);
  const { name, message: causeMessage } = cause as ErrorLike;
  return `${String(message)}: ${name === 'TimeoutError' ? 'timed out' : String(causeMessage)}`;
}

/** Loads one list on the server, never throwing: failures give an empty list and one log line. */
function loadList<T>(name: string, fetchList: Fetch<T>, notBefore: number): Promise<LoadedList<T>> {
  const { cmsApiUrl, cmsSiteKey, cmsTimeoutMs } = getSettings();
  const connection = { apiUrl: cmsApiUrl, siteKey: cmsSiteKey };
  return freshCall(`${name} ${cmsApiUrl} ${cmsSiteKey}`, notBefore, async () => {
    try {
      const { items, dropped } = await fetchList(connection, AbortSignal.timeout(cmsTimeoutMs));
      if (dropped > 0) console.warn(`[cms] ${name}: dropped ${dropped} invalid entr${dropped === 1 ? 'y' : 'ies'}`);
      return { ok: true, items };
    } catch (error) {
      console.error(`[cms] ${name} load failed from ${describe(cmsApiUrl)}: ${reason(error)}`);
      return { ok: false, items: [] };
    }
  });
}

/** The menu as of `notBefore` (see fresh-call.ts). */
export function loadMenuAt(notBefore: number): Promise<LoadedList<MenuEntry>> {
  return loadList('menu', fetchMenu, notBefore);
}

export function loadSocialLinksAt(notBefore: number): Promise<LoadedList<SocialLink>> {
  return loadList('social links', fetchSocialLinks, notBefore);
}

import { log } from '../../lib/log';
import { freshCall } from '../../lib/request-clock/fresh-call';
import { getSettings, type Settings } from '../../lib/settings';
import { readEmbeddedMenu, readEmbeddedSocialLinks } from './embedded';
import { fetchMenu, fetchSocialLinks } from './menu-api/lists';
import { parseMenuBody, parseSocialBody, type Parsed } from './schemas';
import { listStatus, lastGood, remember, setStatus, type SnapshotKey } from './snapshot';
import type { MenuApiConnection, MenuEntry, SocialLink } from './types';

/**
 * A list as the server loaded it: `ok: false` means the CMS could not be read and no good list within
 * CMS_STALE_IF_ERROR_SECONDS was known, not that it is empty. `staleSeconds` is set when the last good
 * list stands in for a failed load.
 */
export type LoadedList<T> = { ok: boolean; items: T[]; staleSeconds?: number };

type Fetch<T> = (connection: MenuApiConnection, signal: AbortSignal) => Promise<Parsed<T>>;

/** Where the lists come from, fit for a log line: the API address without credentials or query. */
function describe(apiUrl: string | undefined): string {
  if (apiUrl === undefined) return 'the embedded CMS';
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

type ListSource<T> = {
  name: string;
  fetch: Fetch<T>;
  readEmbedded: () => Promise<Parsed<T>>;
  parse: (body: unknown) => Parsed<T>;
};

const MENU: ListSource<MenuEntry> = {
  name: 'menu',
  fetch: fetchMenu,
  readEmbedded: readEmbeddedMenu,
  parse: parseMenuBody,
};
const SOCIAL: ListSource<SocialLink> = {
  name: 'social links',
  fetch: fetchSocialLinks,
  readEmbedded: readEmbeddedSocialLinks,
  parse: parseSocialBody,
};

const EMBEDDED = 'embedded';

function snapshotKey(name: string, settings: Settings): SnapshotKey {
  return {
    list: name,
    apiUrl: settings.cmsApiUrl ?? EMBEDDED,
    siteKey: settings.cmsSiteKey,
    dir: settings.cmsSnapshotDir,
  };
}

/**
 * Loads one list on the server, never throwing. A failure logs one line and serves the last good list
 * while it is younger than CMS_STALE_IF_ERROR_SECONDS (React Query in the browser also keeps its last
 * data through a failed refetch), else an empty list. A CMS that answers is always used as is.
 */
function loadList<T>(source: ListSource<T>, notBefore: number): Promise<LoadedList<T>> {
  const settings = getSettings();
  const { cmsApiUrl, cmsSiteKey, cmsTimeoutMs, cmsStaleIfErrorSeconds } = settings;
  const { name } = source;
  const key = snapshotKey(name, settings);
  // The embedded CMS is read in process (Payload's local API); an external one over HTTP with a time-out.
  const read = () =>
    cmsApiUrl === undefined
      ? source.readEmbedded()
      : source.fetch({ apiUrl: cmsApiUrl, siteKey: cmsSiteKey }, AbortSignal.timeout(cmsTimeoutMs));
  return freshCall(`${name} ${key.apiUrl} ${cmsSiteKey}`, notBefore, async () => {
    try {
      const { items, dropped } = await read();
      if (dropped > 0) {
        log.warn(`[cms] ${name}: dropped ${dropped} invalid entr${dropped === 1 ? 'y' : 'ies'}`, {
          list: name,
          dropped,
        });
      }
      await remember(key, items);
      return { ok: true, items };
    } catch (error) {
      const failure = `[cms] ${name} load failed from ${describe(cmsApiUrl)}: ${reason(error)}`;
      const fields = { list: name, cmsUrl: describe(cmsApiUrl), reason: reason(error) };
      const good = cmsStaleIfErrorSeconds > 0 ? await lastGood(key, source.parse) : undefined;
      // For the log and /readyz, never a page's output.
      // eslint-disable-next-line no-restricted-syntax
      const ageSeconds = good && Math.max(0, Math.round((Date.now() - good.savedAt) / 1000));
      if (good && ageSeconds !== undefined && ageSeconds <= cmsStaleIfErrorSeconds) {
        setStatus(key, 'stale');
        log.error(`${failure}; serving the last good ${name}, ${ageSeconds} s old`, { ...fields, ageSeconds });
        return { ok: true, items: good.items, staleSeconds: ageSeconds };
      }
      setStatus(key, 'failed');
      const why = good ? `; the last good ${name} is ${ageSeconds} s old, past CMS_STALE_IF_ERROR_SECONDS` : '';
      log.error(`${failure}${why}`, { ...fields, ageSeconds: ageSeconds ?? null });
      return { ok: false, items: [] };
    }
  });
}

/** The menu as of `notBefore` (see fresh-call.ts). */
export function loadMenuAt(notBefore: number): Promise<LoadedList<MenuEntry>> {
  return loadList(MENU, notBefore);
}

export function loadSocialLinksAt(notBefore: number): Promise<LoadedList<SocialLink>> {
  return loadList(SOCIAL, notBefore);
}

/** The CMS part of /readyz: the last result of each list and how old the newest good load is. */
export function menuApiReadiness() {
  const settings = getSettings();
  const { lists, lastSuccessAgeSeconds } = listStatus([
    snapshotKey(MENU.name, settings),
    snapshotKey(SOCIAL.name, settings),
  ]);
  return { menu: lists[MENU.name], socialLinks: lists[SOCIAL.name], lastSuccessAgeSeconds };
}

import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { log } from '../../lib/log';
import { freshCall } from '../../lib/request-clock/fresh-call';
import { requestSchool } from '../../lib/server-bridge';
import { getSettings, type Settings } from '../../lib/settings';
import { embeddedSource } from './embedded';
import { menuApiSource } from './menu-api';
import { listStatus, lastGood, remember, setStatus, type SnapshotKey } from './snapshot';
import {
  parseMenuEntries,
  parseSocialLinks,
  type MenuEntry,
  type MenuSource,
  type Parsed,
  type SocialLink,
} from './types';

/**
 * A list as the server loaded it: `ok: false` means its source could not be read and no good list within
 * CMS_STALE_IF_ERROR_SECONDS was known, not that it is empty. `staleSeconds` is set when the last good
 * list stands in for a failed load.
 */
export type LoadedList<T> = { ok: boolean; items: T[]; staleSeconds?: number };

/** The request's school's key in the menu API: its own, else the deployment's (CMS_SITE_KEY). */
const siteKeyOf = ({ cmsSiteKey }: Settings) => requestSchool()?.siteKey ?? cmsSiteKey;

/** The lists' source: the menu API when CMS_API_URL is set, else the embedded CMS's collections. */
function menuSource(settings: Settings): MenuSource {
  const { cmsApiUrl, cmsTimeoutMs } = settings;
  return cmsApiUrl === undefined
    ? embeddedSource
    : menuApiSource({ apiUrl: cmsApiUrl, siteKey: siteKeyOf(settings) }, cmsTimeoutMs);
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

type List<T> = {
  name: string;
  read: (source: MenuSource) => Promise<Parsed<T>>;
  parse: (data: readonly unknown[]) => Parsed<T>;
};

const MENU: List<MenuEntry> = { name: 'menu', read: (source) => source.menu(), parse: parseMenuEntries };

const SOCIAL: List<SocialLink> = {
  name: 'social links',
  read: (source) => source.socialLinks(),
  parse: parseSocialLinks,
};

function snapshotKey(name: string, source: MenuSource, settings: Settings): SnapshotKey {
  // The embedded lists are each school's too: the school stands in for a key.
  const school = requestSchool()?.id;
  const siteKey = source.id === embeddedSource.id && school !== undefined ? `school-${school}` : siteKeyOf(settings);
  return { list: name, apiUrl: source.id, siteKey, dir: settings.cmsSnapshotDir };
}

/**
 * Loads one list on the server, never throwing. A failure logs one line and serves the last good list
 * while it is younger than CMS_STALE_IF_ERROR_SECONDS (React Query in the browser also keeps its last
 * data through a failed refetch), else an empty list. A source that answers is always used as is.
 */
function loadList<T>(list: List<T>, notBefore: number): Promise<LoadedList<T>> {
  const settings = getSettings();
  const { cmsStaleIfErrorSeconds } = settings;
  const { name } = list;
  const source = menuSource(settings);
  const key = snapshotKey(name, source, settings);
  return freshCall(`${name} ${key.apiUrl} ${key.siteKey}`, notBefore, async () => {
    try {
      const { items, dropped } = await list.read(source);
      if (dropped > 0) {
        log.warn(`[cms] ${name}: dropped ${dropped} invalid entr${dropped === 1 ? 'y' : 'ies'}`, {
          list: name,
          dropped,
        });
      }
      await remember(key, items);
      return { ok: true, items };
    } catch (error) {
      const failure = `[cms] ${name} load failed from ${source.description}: ${reason(error)}`;
      const fields = { list: name, cmsUrl: source.description, reason: reason(error) };
      const good = cmsStaleIfErrorSeconds > 0 ? await lastGood(key, list.parse) : undefined;
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

/**
 * The menu as of `notBefore` (see fresh-call.ts), its titles in `locale`. The embedded CMS has each title
 * in both languages, read and kept apart; the menu API has one title per entry (spec §3), shown as it comes
 * on a Hindi page, marked English, from the same call as the English page's.
 */
export async function loadMenuAt(notBefore: number, locale: Locale = DEFAULT_LOCALE): Promise<LoadedList<MenuEntry>> {
  if (locale === DEFAULT_LOCALE) return loadList(MENU, notBefore);
  if (menuSource(getSettings()).id === embeddedSource.id)
    return loadList({ ...MENU, name: `menu (${locale})`, read: (source) => source.menu(locale) }, notBefore);
  const loaded = await loadList(MENU, notBefore);
  return { ...loaded, items: loaded.items.map((entry) => ({ ...entry, lang: 'en' as const })) };
}

export function loadSocialLinksAt(notBefore: number): Promise<LoadedList<SocialLink>> {
  return loadList(SOCIAL, notBefore);
}

/** The lists' part of /readyz: the last result of each list and how old the newest good load is. */
export function menuReadiness() {
  const settings = getSettings();
  const source = menuSource(settings);
  const { lists, lastSuccessAgeSeconds } = listStatus([
    snapshotKey(MENU.name, source, settings),
    snapshotKey(SOCIAL.name, source, settings),
  ]);
  return { menu: lists[MENU.name], socialLinks: lists[SOCIAL.name], lastSuccessAgeSeconds };
}

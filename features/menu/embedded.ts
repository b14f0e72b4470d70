import type { LocaleArgs } from '../../cms/localized';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { now } from '../../lib/request-clock/fresh-call';
import { getSettings } from '../../lib/settings';
import { parseMenuEntries, parseSocialLinks, type MenuSource } from './types';

/**
 * The lists from the site's own CMS: its menu and social collections, read in process through Payload's
 * local API (never over HTTP to this server) and checked by the same rules as the menu API's answers.
 */

// Loaded on first use: a site whose lists come from the menu API reads none of it this way.
const changeStamp = () => import('../../cms/change-stamp');
const localized = () => import('../../cms/localized');
const getCms = async () => (await import('../../cms/client')).getCms();

const find = async <Slug extends 'menu' | 'social'>(collection: Slug, sort: string, inLocale?: LocaleArgs) =>
  (await (await getCms()).find({ collection, pagination: false, depth: 0, sort, overrideAccess: false, ...inLocale }))
    .docs;

// Read again only once an editor has published something since (see cms/change-stamp.ts), each language
// apart: a title without Hindi is shown in English, marked so.
export const embeddedSource: MenuSource = {
  description: 'the embedded CMS',
  id: 'embedded',
  menu: async (locale = DEFAULT_LOCALE) =>
    (await changeStamp()).readUnlessUnchanged(`menu ${locale}`, now(), async () => {
      const { readLocalizedDocs, langOf } = await localized();
      const docs = await readLocalizedDocs(locale, (inLocale) => find('menu', 'position', inLocale));
      const english = new Set(
        docs.filter(({ fellBack }) => langOf(fellBack, 'title')).map(({ value }) => String(value.id)),
      );
      const parsed = parseMenuEntries(
        docs.map(({ value: { id, title, url, active, position } }) => ({
          id,
          title,
          url,
          active: active ?? false,
          position,
        })),
      );
      return {
        ...parsed,
        items: parsed.items.map((entry) => (english.has(entry.id) ? { ...entry, lang: 'en' as const } : entry)),
      };
    }),
  socialLinks: async () =>
    (await changeStamp()).readUnlessUnchanged('social', now(), async () =>
      parseSocialLinks((await find('social', 'createdAt')).map(({ title, url }) => ({ title, url }))),
    ),
};

/**
 * The spec's calls (§7) answered at /api/menu/findall and /api/socialmedia/findall, so a signed-in
 * browser's bearer-token refetch works against the embedded CMS. With a menu API (CMS_API_URL) that API
 * answers them, and these are not found.
 */
export async function answerSpecCall(request: Request, list: 'menu' | 'socialmedia'): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  const { usesEmbeddedCms, cmsSiteKey } = getSettings();
  if (!usesEmbeddedCms) return Response.json({ status: 'error', message: 'Not found' }, { status: 404, headers });
  const siteKey = new URL(request.url).searchParams.get('url');
  if (siteKey !== cmsSiteKey)
    return Response.json({ status: 'error', message: `Unknown site "${siteKey ?? ''}"` }, { status: 404, headers });
  const body =
    list === 'menu'
      ? { status: 'success', data: (await embeddedSource.menu()).items }
      : { data: (await embeddedSource.socialLinks()).items };
  return Response.json(body, { headers });
}

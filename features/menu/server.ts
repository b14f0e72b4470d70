import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getSiteLocale } from '../../lib/i18n/locale';
import { requestStart } from '../../lib/request-clock/server';
import { getSettings } from '../../lib/settings';
import { loadMenuAt, loadSocialLinksAt, type LoadedList } from './load';
import type { MenuApiConnection, MenuEntry, SocialLink } from './types';

/**
 * The menu for this request, its titles in the page's language: at most one read of its source per request
 * however many components ask.
 */
export const loadMenu = cache(async (): Promise<LoadedList<MenuEntry>> =>
  loadMenuAt(await requestStart(), await getSiteLocale()),
);

export const loadSocialLinks = cache(async (): Promise<LoadedList<SocialLink>> =>
  loadSocialLinksAt(await requestStart()),
);

/** What the browser needs to call the menu API itself, learnt at run time rather than baked into the build. */
export async function getMenuApiConnection(): Promise<MenuApiConnection> {
  await headers();
  const { cmsApiUrl, cmsSiteKey } = getSettings();
  // The embedded CMS answers the menu API's calls on this site's own /api.
  return { apiUrl: cmsApiUrl ?? '/api', siteKey: cmsSiteKey };
}

import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { now } from '../../lib/request-clock/fresh-call';
import { REQUEST_START_HEADER } from '../../lib/request-clock/request-start';
import { getSettings } from '../../lib/settings';
import { loadMenuAt, loadSocialLinksAt, type LoadedList } from './load';
import type { CmsConnection, MenuEntry, SocialLink } from './types';

export type { LoadedList } from './load';


/** When this request arrived; a CMS answer fetched since then is fresh enough for it. */
export const requestStart = cache(async (): Promise<number> => {
  const stamp = Number((await headers()).get(REQUEST_START_HEADER));
  const current = now();
  // A missing or forged stamp can only make the page fetch afresh, never reach back more than a minute.
  return Number.isFinite(stamp) && stamp <= current && stamp > current - 60_000 ? stamp : current;
});

/** The menu for this request: at most one CMS call per request however many components ask. */
export const loadMenu = cache(async (): Promise<LoadedList<MenuEntry>> => loadMenuAt(await requestStart()));

export const loadSocialLinks = cache(
  async (): Promise<LoadedList<SocialLink>> => loadSocialLinksAt(await requestStart()),
);

/** What the browser needs to call the CMS itself, learnt at run time rather than baked into the build. */
export async function getCmsConnection(): Promise<CmsConnection> {
  await headers();
  const { cmsApiUrl, cmsSiteKey } = getSettings();
  // The embedded CMS answers the spec's calls on this site's own /api.
  return { apiUrl: cmsApiUrl ?? '/api', siteKey: cmsSiteKey };
}

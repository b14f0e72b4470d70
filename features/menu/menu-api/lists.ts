import { parseMenuBody, parseSocialBody, type Parsed } from '../schemas';
import type { CmsConnection, MenuEntry, SocialLink } from '../types';
import { cmsRequest } from './request';

/** A list that could not be loaded; callers show an empty list (spec §4, §8). */
export class CmsLoadError extends Error {
  override name = 'CmsLoadError';
}

async function fetchList<T>(
  connection: CmsConnection,
  resource: 'menu' | 'socialmedia',
  parse: (body: unknown) => Parsed<T>,
  signal?: AbortSignal,
): Promise<Parsed<T>> {
  const path = `/${resource}/findall?url=${encodeURIComponent(connection.siteKey)}`;
  const response = await cmsRequest(connection.apiUrl, path, signal);
  if (!response.ok) throw new CmsLoadError(`HTTP ${response.status} "${response.message}"`);
  return parse(response.body);
}

export function fetchMenu(connection: CmsConnection, signal?: AbortSignal): Promise<Parsed<MenuEntry>> {
  return fetchList(connection, 'menu', parseMenuBody, signal);
}

export function fetchSocialLinks(connection: CmsConnection, signal?: AbortSignal): Promise<Parsed<SocialLink>> {
  return fetchList(connection, 'socialmedia', parseSocialBody, signal);
}

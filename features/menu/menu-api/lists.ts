import { parseMenuBody, parseSocialBody, type Parsed } from '../schemas';
import type { MenuApiConnection, MenuEntry, SocialLink } from '../types';
import { menuApiRequest } from './request';

/** A list that could not be loaded; callers show an empty list (spec §4, §8). */
export class MenuApiError extends Error {
  override name = 'MenuApiError';
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

import { getSettings } from '../../lib/settings.ts';

/** The menu and social links are edited here only when no external CMS (CMS_API_URL) supplies them. */
export function usesEmbeddedLists(): boolean {
  return getSettings().usesEmbeddedCms;
}

import { createHash } from 'node:crypto';
import { changeStampAt } from '../../cms/change-stamp';
import { getSettings } from '../../lib/settings';
import { loadMenuAt, loadSocialLinksAt } from '../menu/load';

/**
 * What every page shows that an edit can change, as one string for the page cache's key: the embedded
 * CMS's content version and, with an external CMS (CMS_API_URL), a digest of the menu and social lists as
 * its fresh call returns them. Both under fresh-call.ts's rule, so a page's own reads share these calls.
 */
export async function contentVersionAt(notBefore: number): Promise<string> {
  if (getSettings().usesEmbeddedCms) return changeStampAt(notBefore);
  const [stamp, menu, social] = await Promise.all([
    changeStampAt(notBefore),
    loadMenuAt(notBefore),
    loadSocialLinksAt(notBefore),
  ]);
  const lists = JSON.stringify([menu.ok, menu.items, social.ok, social.items]);
  return `${stamp} ${createHash('sha256').update(lists).digest('base64url')}`;
}

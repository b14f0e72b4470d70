import { createHash } from 'node:crypto';
import { changeStampAt } from '../../cms/change-stamp';
import { getSettings } from '../../lib/settings';
import { loadMenuAt, loadSocialLinksAt } from '../menu/load';

// With an external CMS: how many times its lists have changed, as this server saw them, and their last digest.
let listsGeneration = 0;
let lastListsDigest: string | undefined;

/**
 * What every page shows that an edit can change, as one string for the page cache's key: the embedded
 * CMS's content version and, with an external CMS (CMS_API_URL), a count of the changes this server has
 * seen in the menu and social lists. Both under fresh-call.ts's rule, so a page's own reads share these
 * calls; the version of a SQLite database is read at once (cms/change-stamp.ts), so a page cache hit
 * waits on no promise. A version never comes back: a render can read content newer than the version it
 * is kept under, which is harmless only while no later request can be given that version again. So not
 * the lists' digest itself, which repeats when an entry is switched off and on again.
 */
export function contentVersionAt(notBefore: number, school: number): string | Promise<string> {
  if (getSettings().usesEmbeddedCms) return changeStampAt(notBefore, school);
  return withListsGeneration(notBefore, school);
}

async function withListsGeneration(notBefore: number, school: number): Promise<string> {
  const [stamp, menu, social] = await Promise.all([
    changeStampAt(notBefore, school),
    loadMenuAt(notBefore),
    loadSocialLinksAt(notBefore),
  ]);
  const digest = createHash('sha256')
    .update(JSON.stringify([menu.ok, menu.items, social.ok, social.items]))
    .digest('base64url');
  if (digest !== lastListsDigest) {
    lastListsDigest = digest;
    listsGeneration += 1;
  }
  return `${stamp} ${listsGeneration}`;
}

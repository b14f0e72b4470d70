import { freshCall } from '../cms/fresh-call';
import { getCms } from './payload';

/**
 * Reads of the CMS that the proxy and the pages share, as the menu's are (lib/cms/fresh-call.ts): a
 * request reuses a read that started after it arrived, so a burst of visitors costs about one read per
 * round trip, and a published change shows on the next request. As a visitor: drafts never come back.
 */

export function schoolDocAt(notBefore: number) {
  return freshCall('cms school', notBefore, async () => (await getCms()).findGlobal({ slug: 'school', depth: 1, overrideAccess: false }));
}

export function pageDocAt(slug: string, notBefore: number) {
  return freshCall(`cms page ${slug}`, notBefore, async () => {
    const { docs } = await (await getCms()).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, overrideAccess: false });
    return docs[0];
  });
}

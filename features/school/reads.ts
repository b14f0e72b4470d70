import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client';

/**
 * Reads of the CMS that the proxy and the pages share: reused while the content's change stamp says
 * nothing was published since (change-stamp.ts), so a published change shows on the next request. As a
 * visitor: drafts never come back.
 */

export function schoolDocAt(notBefore: number) {
  return readUnlessUnchanged('school', notBefore, async () => (await getCms()).findGlobal({ slug: 'school', depth: 1, overrideAccess: false }));
}

export function pageDocAt(slug: string, notBefore: number) {
  return readUnlessUnchanged(`page ${slug}`, notBefore, async () => {
    const { docs } = await (await getCms()).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, overrideAccess: false });
    return docs[0];
  });
}

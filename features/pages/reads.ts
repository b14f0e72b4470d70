import { readUnlessUnchanged } from '../../cms/change-stamp.ts';
import { getCms } from '../../cms/client.ts';

/**
 * A published page by its slug, as the parents' form route (which checks that a form sent from it is one it shows) and the
 * page share it: reused while nothing is published (cms/change-stamp.ts). As a visitor: no drafts.
 */
export function pageDocAt(slug: string, notBefore: number) {
  return readUnlessUnchanged(`page ${slug}`, notBefore, async () => {
    const { docs } = await (
      await getCms()
    ).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, overrideAccess: false });
    return docs[0];
  });
}

import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';

/**
 * The school's details as the proxy and the pages share them: reused while the content's change stamp says
 * nothing was published since (cms/change-stamp.ts), so a published change shows on the next request. As a
 * visitor: drafts never come back.
 */
export function schoolDocAt(notBefore: number) {
  return readUnlessUnchanged('school', notBefore, async () =>
    (await getCms()).findGlobal({ slug: 'school', depth: 1, overrideAccess: false }),
  );
}

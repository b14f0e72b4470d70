import { readUnlessUnchanged } from '../../cms/change-stamp.ts';
import { getCms } from '../../cms/client.ts';
import { readLocalized } from '../../cms/localized.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

/**
 * A published page by its slug in `locale`, with the fields that fell back to English, as the parents'
 * form route (which checks that a form sent from it is one it shows) and the page share it: reused while
 * nothing is published (cms/change-stamp.ts), each language apart. As a visitor: no drafts.
 */
export function pageDocAt(slug: string, notBefore: number, locale: Locale = DEFAULT_LOCALE) {
  return readUnlessUnchanged(`page ${slug} ${locale}`, notBefore, async () => {
    const cms = await getCms();
    return readLocalized(locale, async (inLocale) => {
      const { docs } = await cms.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        depth: 1,
        limit: 1,
        overrideAccess: false,
        ...inLocale,
      });
      return docs[0];
    });
  });
}

import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { readLocalized } from '../../cms/localized.ts';
import { findSchoolDoc } from '../../cms/school-doc.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

/**
 * The school's details in `locale` (English filling what Hindi leaves empty), and which fields fell back,
 * as the proxy and the pages share them: reused while the content's change stamp says nothing was
 * published since (cms/change-stamp.ts), each language apart, so a published change shows on the next
 * request. As a visitor: drafts never come back.
 */
export function localizedSchoolDocAt(notBefore: number, locale: Locale = DEFAULT_LOCALE) {
  return readUnlessUnchanged(`school ${locale}`, notBefore, async () => {
    const cms = await getCms();
    return readLocalized(locale, (inLocale) =>
      findSchoolDoc(cms, 'school', { depth: 1, overrideAccess: false, ...inLocale }),
    );
  });
}

/** The school's details in `locale`. */
export async function schoolDocAt(notBefore: number, locale: Locale = DEFAULT_LOCALE) {
  return (await localizedSchoolDocAt(notBefore, locale)).value;
}

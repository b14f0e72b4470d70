import type { CollectionBeforeValidateHook, CollectionSlug } from 'payload';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales.ts';
import { numberedSlug, slugFromTitle } from '../../lib/slug.ts';
import { inSchool, schoolOfSave } from './unique-in-school.ts';

/**
 * The one address rule of notices and albums. Saved without an address, a document gets one from its
 * title, and a title whose address its school has taken gets -2, -3, …: an editor publishing a second notice titled
 * "Holiday" expects it to save. Once set, the address is kept when the title changes, since parents and
 * search engines link to it. One address serves both languages and comes from the English title: a save
 * in Hindi keeps the address, and a notice first saved in Hindi gets the plain one (`notice`, `notice-2`)
 * until an editor writes one, never one made from the Hindi title.
 */
export function slugFromTitleIfEmpty(collection: CollectionSlug, fallback: string): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    if (!data) return data;
    const given = typeof data.slug === 'string' ? data.slug.trim() : '';
    if (given !== '') return { ...data, slug: given };
    const kept = (originalDoc as { slug?: unknown } | undefined)?.slug;
    if (typeof kept === 'string' && kept !== '') return { ...data, slug: kept };
    const inEnglish = req.locale === undefined || req.locale === null || req.locale === DEFAULT_LOCALE;
    const base = (inEnglish && slugFromTitle(String(data.title ?? ''))) || fallback;
    const id = (originalDoc as { id?: number | string } | undefined)?.id;
    for (let n = 1; ; n += 1) {
      const slug = numberedSlug(base, n);
      const { totalDocs } = await req.payload.count({
        collection,
        where: {
          and: [
            { slug: { equals: slug } },
            // Each school's addresses are its own.
            ...inSchool(schoolOfSave({ ...(originalDoc as object | undefined), ...data }, req)),
            ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
          ],
        },
        overrideAccess: true,
        req,
      });
      if (totalDocs === 0) return { ...data, slug };
    }
  };
}

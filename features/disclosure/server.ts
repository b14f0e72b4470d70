import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '@/cms/change-stamp';
import { getCms } from '@/cms/client';
import { validOrLast } from '@/cms/last-good';
import { readLocalized, type FellBack } from '@/cms/localized';
import { findSchoolDoc } from '@/cms/school-doc';
import { getSchoolWithUpdatedAt } from '@/features/school/server';
import { getSiteLocale } from '@/lib/i18n/locale';
import { requestStart } from '@/lib/request-clock/server';
import { parseDisclosureFromCms } from './from-cms.ts';
import type { Disclosure } from './rules.ts';

/**
 * The disclosure in this request's language, when it last changed (its own save, or the school's details:
 * its section A), and which of its fields are shown in English on a Hindi page.
 */
export const getDisclosure = cache(
  async (): Promise<{ disclosure: Disclosure; updatedAt: string; fellBack: FellBack }> => {
    await connection();
    const payload = await getCms();
    const [start, locale] = await Promise.all([requestStart(), getSiteLocale()]);
    const [{ value: doc, fellBack }, school] = await Promise.all([
      readUnlessUnchanged(`disclosure ${locale}`, start, () =>
        readLocalized(locale, (inLocale) =>
          findSchoolDoc(payload, 'disclosure', { depth: 1, overrideAccess: false, ...inLocale }),
        ),
      ),
      getSchoolWithUpdatedAt(),
    ]);
    const disclosure = await parseDisclosureFromCms(doc, payload).catch((error: unknown) => error as Error);
    const value = validOrLast(locale === 'en' ? 'disclosure' : `disclosure (${locale})`, String(doc.updatedAt), () => {
      if (disclosure instanceof Error) throw disclosure;
      return disclosure;
    });
    const updatedAt = [String(doc.updatedAt ?? ''), school.updatedAt].sort().at(-1) ?? '';
    return { disclosure: value, updatedAt, fellBack };
  },
);

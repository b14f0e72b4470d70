import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '@/cms/change-stamp';
import { getCms } from '@/cms/client';
import { validOrLast } from '@/cms/last-good';
import { langOf, readLocalized } from '@/cms/localized';
import { findSchoolDoc } from '@/cms/school-doc';
import { getSiteLocale } from '@/lib/i18n/locale';
import { log } from '@/lib/log';
import { requestStart } from '@/lib/request-clock/server';
import { parseAlertFromCms } from './from-cms.ts';
import type { SiteAlert } from './rules.ts';

/** The alert, and `lang: "en"` when a Hindi page shows its English message (no Hindi one written yet). */
export type ShownAlert = SiteAlert & { lang: 'en' | undefined };

const parsedAlerts = new WeakMap<object, { alert: ShownAlert | undefined }>();

/**
 * The closure or emergency alert, if one is saved: read like the rest (reused until something is
 * published), but whether it shows is decided by its caller against the clock of each request.
 * An alert that cannot be read never breaks a page: it is logged and left out.
 */
export const getAlert = cache(async (): Promise<ShownAlert | undefined> => {
  await connection();
  const locale = await getSiteLocale();
  const read = await readUnlessUnchanged(`alert ${locale}`, await requestStart(), async () => {
    const cms = await getCms();
    return readLocalized(locale, (inLocale) =>
      findSchoolDoc(cms, 'alert', { depth: 0, overrideAccess: false, ...inLocale }),
    );
  }).catch(
    (error: unknown) =>
      void log.error(`[cms] the alert could not be read: ${(error as Error).message.split('\n')[0]}`, {
        item: 'alert',
      }),
  );
  if (!read) return undefined;
  const { value: doc, fellBack } = read;
  let parsed = parsedAlerts.get(doc);
  if (!parsed) {
    try {
      const what = locale === 'en' ? 'alert' : `alert (${locale})`;
      const alert = validOrLast(what, String(doc.updatedAt), () => parseAlertFromCms(doc));
      parsed = { alert: alert && { ...alert, lang: langOf(fellBack, 'message') } };
    } catch {
      // validOrLast logged it; with no good alert before it, none shows.
      parsed = { alert: undefined };
    }
    parsedAlerts.set(doc, parsed);
  }
  return parsed.alert;
});

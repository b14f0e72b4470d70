import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '@/cms/change-stamp';
import { getCms } from '@/cms/client';
import { validOrLast } from '@/cms/last-good';
import { log } from '@/lib/log';
import { requestStart } from '@/lib/request-clock/server';
import { parseAlertFromCms } from './from-cms.ts';
import type { SiteAlert } from './rules.ts';

const parsedAlerts = new WeakMap<object, { alert: SiteAlert | undefined }>();

/**
 * The closure or emergency alert, if one is saved: read like the rest (reused until something is
 * published), but whether it shows is decided by its caller against the clock of each request.
 * An alert that cannot be read never breaks a page: it is logged and left out.
 */
export const getAlert = cache(async (): Promise<SiteAlert | undefined> => {
  await connection();
  const doc = await readUnlessUnchanged('alert', await requestStart(), async () =>
    (await getCms()).findGlobal({ slug: 'alert', depth: 0, overrideAccess: false }),
  ).catch(
    (error: unknown) =>
      void log.error(`[cms] the alert could not be read: ${(error as Error).message.split('\n')[0]}`, {
        item: 'alert',
      }),
  );
  if (!doc) return undefined;
  let parsed = parsedAlerts.get(doc);
  if (!parsed) {
    try {
      parsed = { alert: validOrLast('alert', String(doc.updatedAt), () => parseAlertFromCms(doc)) };
    } catch {
      // validOrLast logged it; with no good alert before it, none shows.
      parsed = { alert: undefined };
    }
    parsedAlerts.set(doc, parsed);
  }
  return parsed.alert;
});

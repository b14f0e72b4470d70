import type { PayloadRequest } from 'payload';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import type { AlertItem } from './mail-bodies.ts';

export type AlertKind = 'urgent' | 'notice';

/**
 * What an alert mail says, in `language` (English where the office wrote no Hindi): a notice's title and its
 * page, or the urgent alert's link with its message as the save that sent it wrote it (`saved`): the alert is
 * one document whose other language may still hold an earlier alert's words. Undefined once the alert or
 * notice is gone, emptied or unpublished: nothing is sent for it.
 */
export async function alertItem(
  req: PayloadRequest,
  kind: AlertKind,
  sourceId: number,
  language: Locale,
  siteUrl: string,
  saved?: string,
): Promise<AlertItem | undefined> {
  const as = {
    depth: 0,
    overrideAccess: true,
    req,
    locale: language,
    fallbackLocale: 'en',
    disableErrors: true,
  } as const;
  if (kind === 'urgent') {
    const alert = await req.payload.findByID({ collection: 'alert', id: sourceId, ...as });
    if (!alert?.message || !saved) return undefined;
    const link = alert.link
      ? alert.link.startsWith('/')
        ? `${siteUrl}${localePath(language, alert.link)}`
        : alert.link
      : undefined;
    return { title: saved, url: link };
  }
  const notice = await req.payload.findByID({ collection: 'notices', id: sourceId, ...as });
  if (!notice || notice._status !== 'published' || !notice.title) return undefined;
  return { title: notice.title, url: `${siteUrl}${localePath(language, `/notices/${notice.slug}`)}` };
}

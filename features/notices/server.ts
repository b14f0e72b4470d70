import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getSiteLocale } from '../../lib/i18n/locale';
import { readClock } from '../../lib/request-clock/page-clock';
import { requestStart } from '../../lib/request-clock/server';
import { noticeAt, noticeSummariesAt } from './reads.ts';
import { nextNoticeChange, type Notice, type NoticeSummary } from './rules.ts';

/** Every published notice (no body), for this request. */
export const getNoticeSummaries = cache(async (): Promise<NoticeSummary[]> => {
  await connection();
  return noticeSummariesAt(await requestStart(), await getSiteLocale());
});

export const getNotice = cache(async (slug: string): Promise<Notice | undefined> => {
  await connection();
  return noticeAt(slug, await requestStart(), await getSiteLocale());
});

/**
 * "Now" for what depends on the time (expiry, "New"), read once per request for all its parts, with the
 * next instant any notice's state changes reported: a cached list or notice is kept no longer.
 */
export const requestNow = cache(async (): Promise<number> => {
  const all = await getNoticeSummaries();
  return readClock((now) => ({ value: now, changesAt: nextNoticeChange(all, now) }));
});

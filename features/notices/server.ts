import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { requestStart } from '../../lib/request-clock/server';
import { noticeAt, noticeSummariesAt } from './reads.ts';
import type { Notice, NoticeSummary } from './rules.ts';

/** Every published notice (no body), for this request. */
export const getNoticeSummaries = cache(async (): Promise<NoticeSummary[]> => {
  await connection();
  return noticeSummariesAt(await requestStart());
});

export const getNotice = cache(async (slug: string): Promise<Notice | undefined> => {
  await connection();
  return noticeAt(slug, await requestStart());
});

/** "Now" for what depends on the time (expiry, "New"): the wall clock, read once per request for all its parts. */
export const requestNow = cache(async (): Promise<number> => {
  await connection();
  return Date.now();
});

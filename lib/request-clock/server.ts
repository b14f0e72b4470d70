import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { now } from './fresh-call';
import { REQUEST_START_HEADER } from './request-start';

/** When this request arrived; a read started since then is fresh enough for it (see fresh-call.ts). */
export const requestStart = cache(async (): Promise<number> => {
  const stamp = Number((await headers()).get(REQUEST_START_HEADER));
  const current = now();
  // A missing or forged stamp can only make the page fetch afresh, never reach back more than a minute.
  return Number.isFinite(stamp) && stamp <= current && stamp > current - 60_000 ? stamp : current;
});

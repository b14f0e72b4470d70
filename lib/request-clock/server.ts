import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { REQUEST_START_HEADER } from '../server-bridge';
import { requestStartOf } from './request-start';

/** When this request arrived; a read started since then is fresh enough for it (see fresh-call.ts). */
export const requestStart = cache(async (): Promise<number> =>
  requestStartOf((await headers()).get(REQUEST_START_HEADER)),
);

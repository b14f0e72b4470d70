import 'server-only';
import { cache } from 'react';
import { requestArrivedAt } from './request-start';

/** When this request arrived; a read started since then is fresh enough for it (see fresh-call.ts). */
export const requestStart = cache(async (): Promise<number> => requestArrivedAt());

import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { FORM_STAMP_HEADER } from '@/lib/forms/form-stamp';
import { istToday } from '@/lib/request-clock/page-clock';
import { requestStart } from '@/lib/request-clock/server';
import {
  decodeAnswer,
  decodeLookupAnswer,
  LOOKUP_ANSWER_HEADER,
  MESSAGE_ANSWER_HEADER,
  type LookupAnswer,
  type MessageAnswer,
} from './answer.ts';
import { privacyNoticeAt, type PrivacyNotice } from './privacy.ts';
import type { FormKind } from './rules.ts';

/** The answer to the form this request sent (passed on by the proxy), if it sent one. */
export const getMessageAnswer = cache(async (): Promise<MessageAnswer | undefined> =>
  decodeAnswer((await headers()).get(MESSAGE_ANSWER_HEADER)),
);

/** The answer to the withdrawal or status look-up this request sent, if it sent one. */
export const getLookupAnswer = cache(async (): Promise<LookupAnswer | undefined> =>
  decodeLookupAnswer((await headers()).get(LOOKUP_ANSWER_HEADER)),
);

/** What a form needs to render for this request: its signed stamp, the privacy notice, and today in IST. */
export const getFormContext = cache(
  async (kind: FormKind): Promise<{ stamp: string; notice: PrivacyNotice; today: string }> => {
    const [incoming, start, today] = await Promise.all([headers(), requestStart(), istToday()]);
    return { stamp: incoming.get(FORM_STAMP_HEADER) ?? '', notice: await privacyNoticeAt(kind, start), today };
  },
);

import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { FORM_STAMP_HEADER } from '@/lib/forms/form-stamp';
import { istToday } from '@/lib/request-clock/page-clock';
import { requestStart } from '@/lib/request-clock/server';
import { decodeMessageAnswer, MESSAGE_ANSWER_HEADER, type MessageAnswer } from './message-answer.ts';
import {
  decodeMessageLookupAnswer,
  MESSAGE_LOOKUP_ANSWER_HEADER,
  type MessageLookupAnswer,
} from './message-lookup-answer.ts';
import { privacyNoticeAt, type PrivacyNotice } from './privacy-notice.ts';
import type { FormKind } from './rules.ts';

/** The answer to the form this request sent (passed on by the proxy), if it sent one. */
export const getMessageAnswer = cache(async (): Promise<MessageAnswer | undefined> =>
  decodeMessageAnswer((await headers()).get(MESSAGE_ANSWER_HEADER)),
);

/** The answer to the withdrawal or status look-up this request sent, if it sent one. */
export const getMessageLookupAnswer = cache(async (): Promise<MessageLookupAnswer | undefined> =>
  decodeMessageLookupAnswer((await headers()).get(MESSAGE_LOOKUP_ANSWER_HEADER)),
);

/** What a form needs to render for this request: its signed stamp, the privacy notice, and today in IST. */
export const getFormContext = cache(
  async (kind: FormKind): Promise<{ stamp: string; privacyNotice: PrivacyNotice; today: string }> => {
    const [incoming, start, today] = await Promise.all([headers(), requestStart(), istToday()]);
    return { stamp: incoming.get(FORM_STAMP_HEADER) ?? '', privacyNotice: await privacyNoticeAt(kind, start), today };
  },
);

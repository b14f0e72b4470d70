import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { openFormAnswerOnce } from '@/cms/form-answer-once';
import { formAnswerFromCookies } from '@/lib/forms/form-answer';
import { FORM_STAMP_HEADER } from '@/lib/forms/form-stamp';
import { getSiteLocale } from '@/lib/i18n/locale';
import type { Locale } from '@/lib/i18n/locales';
import { getAskedPath } from '@/lib/i18n/page-address-server';
import { istToday } from '@/lib/request-clock/page-clock';
import { requestStart } from '@/lib/request-clock/server';
import { MESSAGE_ANSWER_COOKIE, messageAnswerSchema, type MessageAnswer } from './message-answer.ts';
import {
  MESSAGE_LOOKUP_ANSWER_COOKIE,
  messageLookupAnswerSchema,
  type MessageLookupAnswer,
} from './message-lookup-answer.ts';
import { privacyNoticeAt, type PrivacyNotice } from './privacy-notice.ts';
import type { FormKind } from './rules.ts';

async function answerCookie(name: string): Promise<string | undefined> {
  const jar = await cookies();
  return formAnswerFromCookies(name, (piece) => jar.get(piece)?.value);
}

/**
 * The answer to the form this visitor just sent from this page (lib/forms/form-answer.ts), if any: sealed
 * for this page in this language, and shown once.
 */
export const getMessageAnswer = cache(async (): Promise<MessageAnswer | undefined> =>
  openFormAnswerOnce(messageAnswerSchema, await answerCookie(MESSAGE_ANSWER_COOKIE), await getAskedPath(), Date.now()),
);

/** The answer to the withdrawal or status look-up this visitor just sent from this page, if any, shown once. */
export const getMessageLookupAnswer = cache(async (): Promise<MessageLookupAnswer | undefined> =>
  openFormAnswerOnce(
    messageLookupAnswerSchema,
    await answerCookie(MESSAGE_LOOKUP_ANSWER_COOKIE),
    await getAskedPath(),
    Date.now(),
  ),
);

/**
 * What a form needs to render for this request: the page's language, its signed stamp, the privacy notice in
 * that language, and today in IST.
 */
export const getFormContext = cache(
  async (kind: FormKind): Promise<{ locale: Locale; stamp: string; privacyNotice: PrivacyNotice; today: string }> => {
    const [incoming, start, today, locale] = await Promise.all([
      headers(),
      requestStart(),
      istToday(),
      getSiteLocale(),
    ]);
    const privacyNotice = await privacyNoticeAt(kind, start, locale);
    return { locale, stamp: incoming.get(FORM_STAMP_HEADER) ?? '', privacyNotice, today };
  },
);

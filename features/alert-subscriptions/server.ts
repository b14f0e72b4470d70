import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { openFormAnswerOnce } from '@/cms/form-answer-once';
import { formAnswerFromCookies } from '@/lib/forms/form-answer';
import { FORM_STAMP_HEADER } from '@/lib/forms/form-stamp';
import { getSiteLocale } from '@/lib/i18n/locale';
import type { Locale } from '@/lib/i18n/locales';
import { getAskedPath } from '@/lib/i18n/page-address-server';
import { requestStart } from '@/lib/request-clock/server';
import type { PrivacyNotice } from '../messages/privacy-notice.ts';
import { ALERTS_ANSWER_COOKIE, alertsAnswerSchema, type AlertsAnswer } from './answer.ts';
import { alertsNoticeAt } from './privacy-notice.ts';

/** The answer to the sign-up this visitor just sent from this page, if any, shown once. */
export const getAlertsAnswer = cache(async (): Promise<AlertsAnswer | undefined> => {
  const jar = await cookies();
  const sealed = formAnswerFromCookies(ALERTS_ANSWER_COOKIE, (piece) => jar.get(piece)?.value);
  return openFormAnswerOnce(alertsAnswerSchema, sealed, await getAskedPath(), Date.now());
});

/** What the sign-up needs to render: the page's language, its signed stamp and the notice in that language. */
export const getSignupContext = cache(
  async (): Promise<{ locale: Locale; stamp: string; privacyNotice: PrivacyNotice }> => {
    const [incoming, start, locale] = await Promise.all([headers(), requestStart(), getSiteLocale()]);
    const privacyNotice = await alertsNoticeAt(start, locale);
    return { locale, stamp: incoming.get(FORM_STAMP_HEADER) ?? '', privacyNotice };
  },
);

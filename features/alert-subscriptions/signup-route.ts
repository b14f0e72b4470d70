import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key.ts';
import { seeAnswer } from '../../lib/forms/form-post.ts';
import { formWords, postedLocale } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import { requestArrivedAt } from '../../lib/request-clock/request-start.ts';
import { requestClientAddress } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { postedOrRefused } from '../messages/form-route.ts';
import { ALERTS_ANSWER_COOKIE, type AlertsRefusal } from './answer.ts';
import { receiveSignup } from './receive.ts';
import { ALERTS_PATH, SIGNUP_ANCHOR } from './rules.ts';
import { alertWords } from './words.ts';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The alerts sign-up, POSTed from /alerts or /hi/alerts without JavaScript: refused (403) from another
 * site's page as the parents' forms are, 429 or 503 as they are, otherwise /alerts again (303) with
 * "check your mail" or the form's mistakes.
 */
export async function answerSignup(request: NextRequest): Promise<Response> {
  const fields = await postedOrRefused(request);
  if (fields instanceof Response) return fields;
  const locale = postedLocale(request);
  const page = localePath(locale, ALERTS_PATH);
  // No mail, no confirmation: nothing is kept, and the page says the school sends no alerts by e-mail.
  if (!getSettings().mail) return new Response(null, { status: 303, headers: { Location: page } });
  try {
    const answer = await receiveSignup(fields, requestClientAddress(), requestArrivedAt(), locale);
    if (answer.kind === 'not-sent') return notSent(answer, page, locale);
    const cookie = { name: ALERTS_ANSWER_COOKIE, path: page, answer };
    return seeAnswer(request, siteFormAnswerKey(), cookie, `${page}#${SIGNUP_ANCHOR}`);
  } catch (error) {
    log.error(`[alerts] a sign-up could not be answered: ${(error as Error).name}`);
    return notSent({ kind: 'not-sent', reason: 'unavailable', retryAfter: 120 }, page, locale);
  }
}

function notSent(refusal: AlertsRefusal, page: string, locale: Locale): Response {
  const t = formWords(locale);
  const rateLimited = refusal.reason === 'rate-limited';
  return refusalPage(
    rateLimited ? 429 : 503,
    alertWords(locale)('title'),
    rateLimited ? t('refusals.rateLimited', { minutes: minutes(refusal.retryAfter) }) : t('refusals.unavailable'),
    { href: page, label: t('refusals.back') },
    new Headers({ 'Retry-After': String(refusal.retryAfter) }),
    locale,
  );
}

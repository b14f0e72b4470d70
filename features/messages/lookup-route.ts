import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key.ts';
import { seeAnswer } from '../../lib/forms/form-post.ts';
import { formWords, postedLocale } from '../../lib/forms/words.ts';
import { localePath } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import { requestClientAddress } from '../../lib/server-bridge.ts';
import { postedOrRefused } from './form-route.ts';
import { lookUpMessage } from './lookup.ts';
import { MESSAGE_LOOKUP_ANSWER_COOKIE, type MessageLookupPurpose } from './message-lookup-answer.ts';
import { STATUS_PATH, WITHDRAW_PATH } from './rules.ts';

const PAGES: Record<MessageLookupPurpose, string> = { withdraw: WITHDRAW_PATH, status: STATUS_PATH };

/**
 * A withdrawal or a grievance's status, POSTed from its page (no JavaScript needed): refused whole (403)
 * when another site's page sent it; 429 with Retry-After once the visitor has missed too often; otherwise
 * the page again (303) with the one answer.
 */
export async function answerMessageLookup(request: NextRequest, purpose: MessageLookupPurpose): Promise<Response> {
  const fields = await postedOrRefused(request);
  if (fields instanceof Response) return fields;
  // From /hi/withdraw, POSTed to /hi/forms/withdraw: answered in Hindi on the Hindi page.
  const locale = postedLocale(request);
  const t = formWords(locale);
  const page = localePath(locale, PAGES[purpose]);
  const address = requestClientAddress();
  const back = { href: page, label: t(`lookup.${purpose}.title`) };
  try {
    const answer = await lookUpMessage(
      purpose,
      { reference: fields.reference ?? '', contact: fields.contact ?? '' },
      address,
      locale,
    );
    if (answer.kind === 'rate-limited') {
      return refusalPage(
        429,
        t('refusals.tooManyTitle'),
        t('refusals.tooManyText', { minutes: Math.ceil(answer.retryAfter / 60) }),
        back,
        new Headers({ 'Retry-After': String(answer.retryAfter) }),
        locale,
      );
    }
    const cookie = { name: MESSAGE_LOOKUP_ANSWER_COOKIE, path: page, answer };
    return seeAnswer(request, siteFormAnswerKey(), cookie, page);
  } catch (error) {
    log.error(`[messages] a ${purpose} look-up could not be answered: ${(error as Error).name}`);
    return refusalPage(
      503,
      t('refusals.lookupUnavailableTitle'),
      t('refusals.lookupUnavailableText'),
      back,
      new Headers({ 'Retry-After': '120' }),
      locale,
    );
  }
}

import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key';
import { formOrigins } from '../../cms/origins';
import { isCrossSitePost } from '../../lib/cross-site';
import { postedFields, seeAnswer } from '../../lib/forms/form-post';
import { formWords, postedLocale } from '../../lib/forms/words';
import { localePath } from '../../lib/i18n/locales';
import { log } from '../../lib/log';
import { refusalPage } from '../../lib/refusal-page';
import { requestClientAddress, requestSchool } from '../../lib/server-bridge';
import { getSettings } from '../../lib/settings';
import { lookUpTransferCertificate } from './lookup';
import { TC_PATH } from './rules';
import { TC_LOOKUP_ANSWER_COOKIE } from './tc-lookup-answer';

const MAX_FORM_BYTES = 4096;
// How long a visitor waits before trying again when the CMS could not answer.
const UNAVAILABLE_RETRY_SECONDS = 120;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A lookup POSTed from the verification page (no JavaScript needed): refused whole (403) when another
 * site's page sent it, before it is read, looked up or counted; 429 with Retry-After once the visitor is
 * out of lookups; otherwise the answer, shown by the page it redirects to (303).
 */
export async function answerTcLookup(request: NextRequest): Promise<Response> {
  const address = requestClientAddress();
  // From /hi/transfer-certificate, POSTed to /hi/forms/…: answered in Hindi on the Hindi page.
  const locale = postedLocale(request);
  const t = formWords(locale);
  const page = localePath(locale, TC_PATH);
  const back = { href: page, label: t('tc.page') };
  if (isCrossSitePost(request.headers, formOrigins(getSettings(), requestSchool()))) {
    log.info(`TC lookup: refused, sent from another site, from ${address}`, {
      event: 'tc-lookup-cross-site',
      address,
    });
    return refusalPage(403, t('refusals.crossSiteTitle'), t('tc.crossSiteText'), back, undefined, locale);
  }
  const fields = await postedFields(request, MAX_FORM_BYTES);
  let answer;
  try {
    answer = await lookUpTransferCertificate(
      { number: fields.number ?? '', dateOfBirth: fields.dateOfBirth ?? '' },
      address,
    );
  } catch (error) {
    log.error(`TC lookup: failed from ${address}: ${(error as Error).message}`);
    return refusalPage(
      503,
      t('tc.unavailableTitle'),
      t('tc.unavailableText'),
      back,
      new Headers({ 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) }),
      locale,
    );
  }
  if (answer.kind === 'rate-limited') {
    return refusalPage(
      429,
      t('tc.tooManyTitle'),
      t('tc.tooManyText', { minutes: minutes(answer.retryAfter) }),
      back,
      new Headers({ 'Retry-After': String(answer.retryAfter) }),
      locale,
    );
  }
  return seeAnswer(request, siteFormAnswerKey(), { name: TC_LOOKUP_ANSWER_COOKIE, path: page, answer }, page);
}

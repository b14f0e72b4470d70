import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key';
import { siteOrigins } from '../../cms/origins';
import { isCrossSitePost } from '../../lib/cross-site';
import { postedFields, seeAnswer } from '../../lib/forms/form-post';
import { log } from '../../lib/log';
import { refusalPage } from '../../lib/refusal-page';
import { CLIENT_ADDRESS_HEADER } from '../../lib/server-bridge';
import { getSettings } from '../../lib/settings';
import { lookUpTransferCertificate } from './lookup';
import { TC_LINK, TC_PATH } from './rules';
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
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  if (isCrossSitePost(request.headers, siteOrigins(getSettings()))) {
    log.info(`TC lookup: refused, sent from another site, from ${address}`, {
      event: 'tc-lookup-cross-site',
      address,
    });
    return refusalPage(
      403,
      'Sent from another website',
      'This form was sent to us by another website, so it was not looked up. To verify a transfer certificate, enter its number and the date of birth on this page yourself.',
      TC_LINK,
    );
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
      'The certificate could not be looked up',
      'Our content server is not answering. Please try again in a few minutes.',
      TC_LINK,
      new Headers({ 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) }),
    );
  }
  if (answer.kind === 'rate-limited') {
    return refusalPage(
      429,
      'Too many attempts',
      `There were 10 lookups without a match or links that did not work from your network in the last 15 minutes. Please try again in ${minutes(answer.retryAfter)} minutes, or contact the school office.`,
      TC_LINK,
      new Headers({ 'Retry-After': String(answer.retryAfter) }),
    );
  }
  return seeAnswer(request, siteFormAnswerKey(), { name: TC_LOOKUP_ANSWER_COOKIE, path: TC_PATH, answer }, TC_PATH);
}

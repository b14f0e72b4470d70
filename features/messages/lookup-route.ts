import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key.ts';
import { seeAnswer } from '../../lib/forms/form-post.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import { CLIENT_ADDRESS_HEADER } from '../../lib/server-bridge.ts';
import { postedOrRefused } from './form-route.ts';
import { lookUpMessage } from './lookup.ts';
import { MESSAGE_LOOKUP_ANSWER_COOKIE, type MessageLookupPurpose } from './message-lookup-answer.ts';
import { STATUS_PATH, WITHDRAW_PATH } from './rules.ts';

const PAGES: Record<MessageLookupPurpose, { path: string; label: string }> = {
  withdraw: { path: WITHDRAW_PATH, label: 'Withdraw a message' },
  status: { path: STATUS_PATH, label: 'Check the status of a grievance' },
};

/**
 * A withdrawal or a grievance's status, POSTed from its page (no JavaScript needed): refused whole (403)
 * when another site's page sent it; 429 with Retry-After once the visitor has missed too often; otherwise
 * the page again (303) with the one answer.
 */
export async function answerMessageLookup(request: NextRequest, purpose: MessageLookupPurpose): Promise<Response> {
  const fields = await postedOrRefused(request);
  if (fields instanceof Response) return fields;
  const page = PAGES[purpose];
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const back = { href: page.path, label: page.label };
  try {
    const answer = await lookUpMessage(
      purpose,
      { reference: fields.reference ?? '', contact: fields.contact ?? '' },
      address,
    );
    if (answer.kind === 'rate-limited') {
      return refusalPage(
        429,
        'Too many tries',
        `There were too many tries without a match from your connection. Please try again in ${Math.ceil(answer.retryAfter / 60)} minutes, or call the school office.`,
        back,
        new Headers({ 'Retry-After': String(answer.retryAfter) }),
      );
    }
    const cookie = { name: MESSAGE_LOOKUP_ANSWER_COOKIE, path: page.path, answer };
    return seeAnswer(request, siteFormAnswerKey(), cookie, page.path);
  } catch (error) {
    log.error(`[messages] a ${purpose} look-up could not be answered: ${(error as Error).name}`);
    return refusalPage(
      503,
      'This could not be looked up',
      'We could not reach our records just now. Please try again in a few minutes, or call the school office.',
      back,
      new Headers({ 'Retry-After': '120' }),
    );
  }
}

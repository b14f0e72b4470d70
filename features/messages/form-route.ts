import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key.ts';
import { siteOrigins } from '../../cms/origins.ts';
import { isCrossSitePost } from '../../lib/cross-site.ts';
import { postedFields, seeAnswer } from '../../lib/forms/form-post.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import { requestStartOf } from '../../lib/request-clock/request-start.ts';
import { CLIENT_ADDRESS_HEADER, REQUEST_START_HEADER } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { MESSAGE_ANSWER_COOKIE, type MessageRefusal } from './message-answer.ts';
import { receiveMessage } from './receive.ts';
import { formAnchor, GRIEVANCE_PATH, isFormKind, type FormKind } from './rules.ts';

/** Whether the page at `slug` shows `kind`'s form (the pages feature knows its bodies; the route passes it in). */
export type ShowsForm = (slug: string, kind: FormKind, notBefore: number) => Promise<boolean>;

// A form is a few fields; a 2,000-character message in any script is under 8 kB.
const MAX_FORM_BYTES = 16 * 1024;
// A page's own path, as the form names it: one segment, nothing a browser would read as another site.
const PAGE_PATH = /^\/[\w.~%-]+$/;

const WHAT: Record<FormKind, string> = { enquiry: 'enquiry', contact: 'message', grievance: 'grievance' };
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A parent's form, POSTed from the page that shows it (no JavaScript needed), whose path its address names: refused
 * whole (403) when another site's page sent it, before it is read or counted; taken only for a page that
 * shows that form; 429 with Retry-After when the visitor has sent too many, 503 when it could not be
 * stored; otherwise the page again (303), with the reference or the form's mistakes.
 */
export async function answerMessageForm(request: NextRequest, showsForm: ShowsForm): Promise<Response> {
  const fields = await postedOrRefused(request);
  if (fields instanceof Response) return fields;
  const kind = fields.form;
  const page = request.nextUrl.searchParams.get('page') ?? '';
  const requestStart = requestStartOf(request.headers.get(REQUEST_START_HEADER));
  if (!isFormKind(kind) || !PAGE_PATH.test(page)) return notAFormPage();
  const shown = page === GRIEVANCE_PATH ? kind === 'grievance' : await showsForm(page.slice(1), kind, requestStart);
  // Nothing taken, counted or stored: the page as it is.
  if (!shown) return new Response(null, { status: 303, headers: { Location: page } });
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  try {
    const answer = await receiveMessage(kind, fields, address, requestStart);
    if (answer.kind === 'not-sent') return notSent(answer, page);
    const location = `${page}#${formAnchor(kind)}`;
    return seeAnswer(request, siteFormAnswerKey(), { name: MESSAGE_ANSWER_COOKIE, path: page, answer }, location);
  } catch (error) {
    log.error(`[messages] a form could not be answered: ${(error as Error).name}`);
    return notSent({ kind: 'not-sent', form: kind, reason: 'unavailable', retryAfter: 120 }, page);
  }
}

/** The form's fields, or the 403 for a form another site's page sent. */
export async function postedOrRefused(request: NextRequest): Promise<Record<string, string> | Response> {
  if (!isCrossSitePost(request.headers, siteOrigins(getSettings()))) return postedFields(request, MAX_FORM_BYTES);
  log.info('[messages] a form sent from another site was refused');
  return refusalPage(
    403,
    'Sent from another website',
    'This form was sent to us by another website, so nothing was sent or looked up. Please fill in the form on our own page.',
    { href: '/home', label: 'Go to the home page' },
  );
}

function notSent(refusal: MessageRefusal, page: string): Response {
  const what = WHAT[refusal.form];
  const rateLimited = refusal.reason === 'rate-limited';
  return refusalPage(
    rateLimited ? 429 : 503,
    `Your ${what} was not sent`,
    rateLimited
      ? `More than five forms were sent from your connection in the last hour. Please try again in ${minutes(refusal.retryAfter)} minutes, or call the school office.`
      : 'We could not save it just now. Please try again in a few minutes, or call the school office.',
    { href: page, label: 'Back to the form' },
    new Headers({ 'Retry-After': String(refusal.retryAfter) }),
  );
}

const notAFormPage = () =>
  refusalPage(404, 'No such form', 'This form is not on a page of our site.', {
    href: '/home',
    label: 'Go to the home page',
  });

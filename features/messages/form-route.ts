import type { NextRequest } from 'next/server';
import { siteFormAnswerKey } from '../../cms/form-answer-key.ts';
import { formOrigins } from '../../cms/origins.ts';
import { isCrossSitePost } from '../../lib/cross-site.ts';
import { postedFields, seeAnswer } from '../../lib/forms/form-post.ts';
import { formWords, postedLocale } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import { requestArrivedAt } from '../../lib/request-clock/request-start.ts';
import { requestClientAddress, requestSchool } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { MESSAGE_ANSWER_COOKIE, type MessageRefusal } from './message-answer.ts';
import { receiveMessage } from './receive.ts';
import { formAnchor, GRIEVANCE_PATH, isFormKind, type FormKind } from './rules.ts';

/** Whether the page at `slug` shows `kind`'s form (the pages feature knows its bodies; the route passes it in). */
export type ShowsForm = (slug: string, kind: FormKind, notBefore: number) => Promise<boolean>;

// A form is a few fields. A 2,000-character message in Hindi is 6 kB of UTF-8, which a browser sends
// percent-encoded (each byte as %XX): 18 kB, with the other fields well under 32 kB.
const MAX_FORM_BYTES = 32 * 1024;
// A page's own path, as the form names it: one segment, nothing a browser would read as another site.
const PAGE_PATH = /^\/[\w.~%-]+$/;

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
  // A form on a Hindi page is POSTed to /hi/forms/…, and answered in Hindi on the Hindi page.
  const locale = postedLocale(request);
  const kind = fields.form;
  const page = request.nextUrl.searchParams.get('page') ?? '';
  const requestStart = requestArrivedAt();
  if (!isFormKind(kind) || !PAGE_PATH.test(page)) return notAFormPage(locale);
  const shown = page === GRIEVANCE_PATH ? kind === 'grievance' : await showsForm(page.slice(1), kind, requestStart);
  const shownAt = localePath(locale, page);
  // Nothing taken, counted or stored: the page as it is.
  if (!shown) return new Response(null, { status: 303, headers: { Location: shownAt } });
  const address = requestClientAddress();
  try {
    const answer = await receiveMessage(kind, fields, address, requestStart, locale);
    if (answer.kind === 'not-sent') return notSent(answer, shownAt, locale);
    const location = `${shownAt}#${formAnchor(kind)}`;
    const cookie = { name: MESSAGE_ANSWER_COOKIE, path: shownAt, answer };
    return seeAnswer(request, siteFormAnswerKey(), cookie, location);
  } catch (error) {
    log.error(`[messages] a form could not be answered: ${(error as Error).name}`);
    return notSent({ kind: 'not-sent', form: kind, reason: 'unavailable', retryAfter: 120 }, shownAt, locale);
  }
}

/** The form's fields, or the 403 for a form another site's page sent. */
export async function postedOrRefused(request: NextRequest): Promise<Record<string, string> | Response> {
  if (!isCrossSitePost(request.headers, formOrigins(getSettings(), requestSchool())))
    return postedFields(request, MAX_FORM_BYTES);
  log.info('[messages] a form sent from another site was refused');
  const locale = postedLocale(request);
  const t = formWords(locale);
  return refusalPage(
    403,
    t('refusals.crossSiteTitle'),
    t('refusals.crossSiteText'),
    { href: localePath(locale, '/home'), label: t('refusals.home') },
    undefined,
    locale,
  );
}

function notSent(refusal: MessageRefusal, page: string, locale: Locale): Response {
  const t = formWords(locale);
  const rateLimited = refusal.reason === 'rate-limited';
  return refusalPage(
    rateLimited ? 429 : 503,
    t(`refusals.notSent.${refusal.form}`),
    rateLimited ? t('refusals.rateLimited', { minutes: minutes(refusal.retryAfter) }) : t('refusals.unavailable'),
    { href: page, label: t('refusals.back') },
    new Headers({ 'Retry-After': String(refusal.retryAfter) }),
    locale,
  );
}

function notAFormPage(locale: Locale) {
  const t = formWords(locale);
  return refusalPage(
    404,
    t('refusals.noFormTitle'),
    t('refusals.noFormText'),
    { href: localePath(locale, '/home'), label: t('refusals.home') },
    undefined,
    locale,
  );
}

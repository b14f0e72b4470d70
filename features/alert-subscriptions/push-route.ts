import type { NextRequest } from 'next/server';
import { getCms } from '../../cms/client.ts';
import { formOrigins } from '../../cms/origins.ts';
import { take, visitorKey } from '../../cms/rate-limit.ts';
import { isCrossSitePost } from '../../lib/cross-site.ts';
import { formWords } from '../../lib/forms/words.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { requestArrivedAt } from '../../lib/request-clock/request-start.ts';
import { requestClientAddress, requestSchool } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { PUSH_LIMIT } from './limits.ts';
import { alertsNoticeAt } from './privacy-notice.ts';
import { ownedSchema, pushServiceAllows, readPushSignup, renewSchema } from './push-rules.ts';
import { renewPush, stopPush, storePushSignup } from './push-store.ts';
import { alertWords } from './words.ts';

/**
 * The push island's three POSTs (push-button.tsx, and the worker's renewal in app/sw.ts), JSON in and out:
 * a sign-up answers 201, or an error in the page's language for the island to show; a stop and a renewal
 * answer 204 whatever they found. Each is refused (403) from another site's page, as the forms are.
 */

// A subscription is some 500 bytes of JSON.
const MAX_BODY_BYTES = 8 * 1024;
const UNAVAILABLE_RETRY_SECONDS = 120;
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

async function readJson(request: NextRequest): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) return undefined;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return undefined;
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const crossSite = (request: NextRequest) =>
  isCrossSitePost(request.headers, formOrigins(getSettings(), requestSchool()));

const bodyLocale = (body: unknown): Locale => {
  const language = (body as { language?: unknown } | undefined)?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
};

/** A device's sign-up: checked, counted against the visitor's limit, stored confirmed. */
export async function answerPushSignup(request: NextRequest): Promise<Response> {
  const body = await readJson(request);
  const locale = bodyLocale(body);
  const t = alertWords(locale);
  const forms = formWords(locale);
  if (crossSite(request)) {
    log.info('[alerts] a push sign-up from another site was refused');
    return json(403, { error: forms('refusals.crossSiteText') });
  }
  const signup = readPushSignup(body);
  if (!signup) {
    log.info('[alerts] a push sign-up could not be read');
    return json(400, { error: t('pushErrors.invalid') });
  }
  if (!pushServiceAllows(signup.subscription.endpoint, getSettings().pushServiceOrigins)) {
    log.info('[alerts] a push sign-up named a push service the site does not send to');
    return json(400, { error: t('pushErrors.service') });
  }
  try {
    const taken = await take(await getCms(), PUSH_LIMIT, visitorKey(requestClientAddress()));
    if (!taken.ok) {
      log.info('[alerts] a push sign-up refused: too many from one visitor');
      return json(
        429,
        { error: forms('refusals.rateLimited', { minutes: minutes(taken.retryAfter) }) },
        { 'Retry-After': String(taken.retryAfter) },
      );
    }
    const notice = await alertsNoticeAt(requestArrivedAt(), signup.language);
    if (signup.notice !== notice.version) {
      await taken.refund();
      log.info('[alerts] a push sign-up agreed to a notice since changed');
      return json(400, { error: t('errors.noticeChanged') });
    }
    await storePushSignup(signup, notice, new Date());
    return json(201, { ok: true });
  } catch (error) {
    log.error(`[alerts] a push sign-up could not be stored (${(error as Error).name})`);
    return json(503, { error: forms('refusals.unavailable') }, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) });
  }
}

/** A device's stop, or its renewal: 204 whether or not the secret matched, so neither tells anything. */
export async function answerPushChange(request: NextRequest, change: 'stop' | 'renew'): Promise<Response> {
  if (crossSite(request)) {
    log.info(`[alerts] a push ${change} from another site was refused`);
    return new Response(null, { status: 403 });
  }
  const body = await readJson(request);
  try {
    if (change === 'stop') {
      const owned = ownedSchema.safeParse(body);
      if (owned.success) await stopPush(owned.data);
    } else {
      const renewal = renewSchema.safeParse(body);
      const allowed =
        renewal.success && pushServiceAllows(renewal.data.subscription.endpoint, getSettings().pushServiceOrigins);
      if (allowed) await renewPush(renewal.data.old, renewal.data.subscription);
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.error(`[alerts] a push ${change} could not be saved (${(error as Error).name})`);
    return new Response(null, { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } });
  }
}

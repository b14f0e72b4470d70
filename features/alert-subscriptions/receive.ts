import { createHmac } from 'node:crypto';
import { getCms } from '../../cms/client.ts';
import { siteFormStampKey } from '../../cms/form-stamp-key.ts';
import { take, visitorKey } from '../../cms/rate-limit.ts';
import { checkFormStamp } from '../../lib/forms/form-stamp.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import type { AlertsAnswer, AlertsRefusal } from './answer.ts';
import { ADDRESS_LIMIT, SIGNUP_LIMIT } from './limits.ts';
import { alertsNoticeAt } from './privacy-notice.ts';
import { checkSignup, FIELD_ORDER, HONEYPOT } from './rules.ts';
import { storeSignup } from './store.ts';
import { siteAlertTokenKey } from './token-key.ts';
import { alertWords } from './words.ts';

const UNAVAILABLE_RETRY_SECONDS = 120;

// The per-address limit counts by a keyed hash: the limiter's store (Postgres's table) holds no address.
const addressKey = (email: string) => createHmac('sha256', siteAlertTokenKey()).update(email).digest('base64url');

const typedValues = (fields: Record<string, string>) =>
  Object.fromEntries(FIELD_ORDER.map((name) => [name, (fields[name] ?? '').slice(0, 300)]));

const isBot = (fields: Record<string, string>, now: number) =>
  (fields[HONEYPOT] ?? '') !== '' || checkFormStamp(siteFormStampKey(), fields.stamp ?? '', now) !== 'fresh';

/**
 * A sign-up, received by its route handler: counted against the visitor's limit, a bot's answered as sent
 * and dropped, then checked, counted against the address's limit, and stored with its confirmation mail
 * queued. The answer is the same whether the address was new or known. Log lines name the outcome only.
 */
export async function receiveSignup(
  fields: Record<string, string>,
  address: string,
  requestStart: number,
  locale: Locale,
): Promise<AlertsAnswer | AlertsRefusal> {
  const values = typedValues(fields);
  const now = Date.now();
  const payload = await getCms();
  const taken = await take(payload, SIGNUP_LIMIT, visitorKey(address));
  if (!taken.ok) {
    log.info('[alerts] a sign-up refused: more than 5 in an hour from one visitor');
    return { kind: 'not-sent', reason: 'rate-limited', retryAfter: taken.retryAfter };
  }
  if (isBot(fields, now)) {
    log.info('[alerts] a sign-up taken for a bot’s and dropped');
    return { kind: 'sent' };
  }
  const checked = checkSignup(values, locale);
  const notice = await alertsNoticeAt(requestStart, locale);
  const noticeChanged = fields.notice !== notice.version;
  if (!checked.ok || noticeChanged) {
    await taken.refund();
    const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (noticeChanged && !errors.consent) {
      errors.consent = alertWords(locale)('errors.noticeChanged');
      values.consent = '';
    }
    log.info('[alerts] a sign-up had mistakes');
    return { kind: 'invalid', values, errors };
  }
  const perAddress = await take(payload, ADDRESS_LIMIT, addressKey(checked.value.email));
  if (!perAddress.ok) {
    // The visitor is told as if it went: a limit per address must not tell who signed up.
    log.info('[alerts] a sign-up refused: more than 3 a day for one address');
    return { kind: 'sent' };
  }
  try {
    await storeSignup(checked.value, notice, new Date(now));
    log.info('[alerts] a sign-up received');
    return { kind: 'sent' };
  } catch (error) {
    await Promise.all([taken.refund(), perAddress.refund()]);
    const code = (error as { code?: unknown }).code;
    log.error(`[alerts] a sign-up could not be stored (${typeof code === 'string' ? code : (error as Error).name})`);
    return { kind: 'not-sent', reason: 'unavailable', retryAfter: UNAVAILABLE_RETRY_SECONDS };
  }
}

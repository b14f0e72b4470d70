import { getCms } from '../../cms/client.ts';
import { siteFormStampKey } from '../../cms/form-stamp-key.ts';
import { take, visitorKey } from '../../cms/rate-limit.ts';
import { istDay } from '../../lib/dates.ts';
import { checkFormStamp } from '../../lib/forms/form-stamp.ts';
import { formWords } from '../../lib/forms/words.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { SUBMISSION_LIMIT } from './limits.ts';
import type { MessageAnswer, MessageRefusal } from './message-answer.ts';
import { privacyNoticeAt } from './privacy-notice.ts';
import { checkForm, FIELD_ORDER, FORM_TITLES, HONEYPOT, newReference, type FormKind } from './rules.ts';
import { storeMessage } from './store.ts';

// How long a visitor waits before trying again when the CMS could not store a message.
const UNAVAILABLE_RETRY_SECONDS = 120;

/** Why a form is taken for a bot's, or undefined for a person's. */
function botSign(fields: Record<string, string>, now: number): string | undefined {
  if ((fields[HONEYPOT] ?? '') !== '') return 'the hidden field was filled in';
  const stamp = checkFormStamp(siteFormStampKey(), fields.stamp ?? '', now);
  if (stamp === 'too-fast') return 'it was sent less than 3 seconds after the page was shown';
  if (stamp === 'too-old') return 'its page was shown more than a day before';
  if (stamp === 'forged') return 'its time stamp is missing or was altered';
  return undefined;
}

// Only what the form asks for goes back to the page: what was typed, never the stamp or anything else sent.
const typedValues = (kind: FormKind, fields: Record<string, string>) =>
  Object.fromEntries(FIELD_ORDER[kind].map((name) => [name, (fields[name] ?? '').slice(0, 4000)]));

/**
 * A parent's form, received by its route handler (no JavaScript needed): counted against the visitor's
 * limit first, then a bot's is answered as sent and dropped, a person's checked, and a good one stored
 * before anything else. Log lines name the form and the outcome, never what was typed or who sent it.
 */
export async function receiveMessage(
  kind: FormKind,
  fields: Record<string, string>,
  address: string,
  requestStart: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MessageAnswer | MessageRefusal> {
  const title = FORM_TITLES[kind];
  const values = typedValues(kind, fields);
  const now = Date.now();
  const taken = await take(await getCms(), SUBMISSION_LIMIT, visitorKey(address));
  if (!taken.ok) {
    log.info(`[messages] ${title}: refused, more than 5 forms in an hour from one address`);
    return { kind: 'not-sent', form: kind, reason: 'rate-limited', retryAfter: taken.retryAfter };
  }
  const bot = botSign(fields, now);
  if (bot) {
    // Answered as if sent, so a bot learns nothing; stored nowhere, sent to nobody.
    log.info(`[messages] ${title}: taken for a bot's and dropped: ${bot}`);
    return { kind: 'sent', form: kind, reference: newReference(kind) };
  }
  const checked = checkForm(kind, values, istDay(now), locale);
  // The notice in the form's own language: a Hindi form sent with the English notice's version is refused as stale.
  const privacyNotice = await privacyNoticeAt(kind, requestStart, locale);
  const privacyNoticeChanged = fields.notice !== privacyNotice.version;
  if (!checked.ok || privacyNoticeChanged) {
    await taken.refund();
    const errors = checked.ok ? {} : { ...checked.errors };
    if (privacyNoticeChanged && !errors.consent) {
      // Agreeing is to the privacy notice shown now: the box is cleared and asked for again.
      errors.consent = formWords(locale)('errors.noticeChanged');
      values.consent = '';
    }
    return { kind: 'invalid', form: kind, values, errors };
  }
  try {
    const { reference } = await storeMessage(kind, checked.value, privacyNotice, new Date(now));
    log.info(`[messages] ${title}: received`);
    return { kind: 'sent', form: kind, reference };
  } catch (error) {
    await taken.refund();
    // The database's own message may quote the values it was given: only its kind is logged.
    const code = (error as { code?: unknown }).code;
    log.error(`[messages] ${title}: could not be stored (${typeof code === 'string' ? code : (error as Error).name})`);
    return { kind: 'not-sent', form: kind, reason: 'unavailable', retryAfter: UNAVAILABLE_RETRY_SECONDS };
  }
}

import { getCms } from '../../cms/client.ts';
import { take, visitorKey } from '../../cms/rate-limit.ts';
import { formWords } from '../../lib/forms/words.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { requestSchool } from '../../lib/server-bridge.ts';
import { LOOKUP_LIMIT } from './limits.ts';
import type {
  MessageLookupAnswer,
  MessageLookupEcho,
  MessageLookupPurpose,
  MessageLookupRefusal,
} from './message-lookup-answer.ts';
import { indianMobile, normaliseReference, type FormKind } from './rules.ts';

/**
 * What a parent can do with a reference and the contact they gave: withdraw the message (/withdraw), or
 * see a grievance's status (/grievance/status). Every way of being wrong (no such reference, another
 * contact, a message of another form) does the same work and gets the one same answer, and each try
 * without a match takes a point of the visitor's limit, so references cannot be guessed.
 */

type Found = {
  id: number | string;
  form: FormKind;
  email?: string | null;
  mobile?: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  closedAt?: string | null;
};

/** Whether `typed` is the contact the message gave: its e-mail address (any case) or its mobile number (any spelling). */
function sameContact(message: Found, typed: string): boolean {
  const contact = typed.trim();
  if (contact.includes('@')) return !!message.email && message.email.toLowerCase() === contact.toLowerCase();
  const mobile = indianMobile(contact);
  return !!mobile && mobile === message.mobile;
}

/** One withdrawal or status look-up, from the typed reference and contact. */
export async function lookUpMessage(
  purpose: MessageLookupPurpose,
  typed: MessageLookupEcho,
  address: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MessageLookupAnswer | MessageLookupRefusal> {
  const input = { reference: typed.reference.slice(0, 40), contact: typed.contact.slice(0, 254) };
  const t = formWords(locale);
  const errors: Record<string, string> = {};
  if (!input.reference.trim()) errors.reference = t('lookup.referenceMissing');
  if (!input.contact.trim()) errors.contact = t('lookup.contactMissing');
  if (Object.keys(errors).length > 0) return { kind: 'invalid', echo: input, errors };

  const cms = await getCms();
  const taken = await take(cms, LOOKUP_LIMIT, visitorKey(address));
  if (!taken.ok) {
    log.info(`[messages] ${purpose}: refused, too many look-ups without a match from one address`);
    return { kind: 'rate-limited', retryAfter: taken.retryAfter };
  }
  const reference = normaliseReference(input.reference) ?? '';
  const { docs } = await cms.find({
    collection: 'messages',
    // Asked at the school's own site only: a reference never answers at another school's.
    where: { reference: { equals: reference }, school: { equals: requestSchool()?.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const message = docs[0] as Found | undefined;
  const matches =
    message !== undefined &&
    sameContact(message, input.contact) &&
    (purpose === 'withdraw' || message.form === 'grievance');
  if (!message || !matches) {
    log.info(`[messages] ${purpose}: no match`);
    return { kind: 'no-match', echo: input };
  }
  await taken.refund();
  if (purpose === 'withdraw') {
    await cms.delete({ collection: 'messages', id: message.id, overrideAccess: true });
    await cms.create({
      collection: 'message-withdrawals',
      data: { form: message.form, at: new Date().toISOString() },
      overrideAccess: true,
    });
    log.info(`[messages] withdraw: a message was withdrawn and deleted`);
    return { kind: 'withdrawn', form: message.form };
  }
  return {
    kind: 'status',
    reference,
    status: message.status,
    receivedAt: message.createdAt,
    updatedAt: message.updatedAt,
    ...(message.closedAt ? { closedAt: message.closedAt } : {}),
  };
}

import { randomBytes } from 'node:crypto';
import { getCms } from '../../cms/client.ts';
import { log } from '../../lib/log.ts';
import { requestSchool } from '../../lib/server-bridge.ts';
import type { PrivacyNotice } from '../messages/privacy-notice.ts';
import { privacyNoticeId } from '../messages/store.ts';
import { queueConfirmationMail } from './confirmation-mail.ts';
import type { Signup } from './rules.ts';

/**
 * A sign-up, stored unconfirmed with the notice agreed to and when, and its confirmation mail queued. An
 * address already confirmed is left as it is and sent nothing; one still waiting is made again, so only
 * the newest confirm link works and the 48 hours start again.
 */
export async function storeSignup(signup: Signup, privacyNotice: PrivacyNotice, at: Date): Promise<void> {
  const payload = await getCms();
  const school = requestSchool()?.id;
  const { docs } = await payload.find({
    collection: 'alert-subscriptions',
    where: {
      and: [{ school: { equals: school } }, { channel: { equals: 'email' } }, { email: { equals: signup.email } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const found = docs[0];
  if (found?.confirmedAt) {
    log.info('[alerts] a sign-up for an address already confirmed: nothing sent');
    return;
  }
  if (found) await payload.delete({ collection: 'alert-subscriptions', id: found.id, overrideAccess: true });
  const consent = { notice: await privacyNoticeId('alerts', privacyNotice), at: at.toISOString() };
  const created = await payload.create({
    collection: 'alert-subscriptions',
    data: {
      channel: 'email',
      topic: signup.topic,
      language: privacyNotice.language,
      email: signup.email,
      salt: randomBytes(16).toString('base64url'),
      consent,
    },
    overrideAccess: true,
  });
  await queueConfirmationMail(payload, created.id);
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Where } from 'payload';
import { getCms } from '../../cms/client.ts';
import { log } from '../../lib/log.ts';
import { requestSchool } from '../../lib/server-bridge.ts';
import type { PrivacyNotice } from '../messages/privacy-notice.ts';
import { privacyNoticeId } from '../messages/store.ts';
import type { Owned, PushKeys, PushSignup } from './push-rules.ts';

/**
 * A device's push subscription, in the request's school. A push sign-up needs no confirming mail: the
 * browser's own permission prompt is the parent's yes, and only that browser can read what is pushed. A
 * stop or a renewal names the endpoint and its auth secret, which only the subscribing browser holds, so
 * nobody else can stop a parent's alerts or take them over; neither says whether anything was found.
 */

const pushRow = (school: number | undefined, endpoint: string): Where => ({
  and: [{ school: { equals: school } }, { channel: { equals: 'push' } }, { endpoint: { equals: endpoint } }],
});

const sameSecret = (given: string, kept: string | null | undefined) =>
  typeof kept === 'string' && given.length === kept.length && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

/** The device's own subscription in this school, or undefined. */
async function ownRow(owned: Owned) {
  const payload = await getCms();
  const { docs } = await payload.find({
    collection: 'alert-subscriptions',
    where: pushRow(requestSchool()?.id, owned.endpoint),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const row = docs[0];
  return row && sameSecret(owned.auth, row.auth) ? row : undefined;
}

const deviceFields = (subscription: PushKeys) => ({
  endpoint: subscription.endpoint,
  p256dh: subscription.keys.p256dh,
  auth: subscription.keys.auth,
  silentSince: null,
});

/** Stores a device's sign-up, confirmed at once; the same device signing up again replaces its choices. */
export async function storePushSignup(signup: PushSignup, notice: PrivacyNotice, at: Date): Promise<void> {
  const payload = await getCms();
  const school = requestSchool()?.id;
  await payload.delete({
    collection: 'alert-subscriptions',
    where: pushRow(school, signup.subscription.endpoint),
    overrideAccess: true,
  });
  await payload.create({
    collection: 'alert-subscriptions',
    data: {
      channel: 'push',
      topic: signup.topic,
      language: signup.language,
      ...deviceFields(signup.subscription),
      salt: randomBytes(16).toString('base64url'),
      confirmedAt: at.toISOString(),
      consent: { notice: await privacyNoticeId('alerts', notice), at: at.toISOString() },
    },
    overrideAccess: true,
  });
  log.info('[alerts] a device signed up for push alerts');
}

/** Deletes the device's subscription when the secret is its own; a forged stop changes nothing. */
export async function stopPush(owned: Owned): Promise<void> {
  const row = await ownRow(owned);
  if (!row) {
    log.info('[alerts] a push stop named no subscription of its own: nothing changed');
    return;
  }
  await (await getCms()).delete({ collection: 'alert-subscriptions', id: row.id, overrideAccess: true });
  log.info('[alerts] a device stopped its push alerts');
}

/** Moves a subscription the browser replaced (`pushsubscriptionchange`) to its new endpoint and keys. */
export async function renewPush(old: Owned, subscription: PushKeys): Promise<void> {
  const row = await ownRow(old);
  if (!row) {
    log.info('[alerts] a push renewal named no subscription of its own: nothing changed');
    return;
  }
  const payload = await getCms();
  // A new endpoint already kept in this school is an older sign-up of the same browser: this one wins.
  await payload.delete({
    collection: 'alert-subscriptions',
    where: { and: [pushRow(requestSchool()?.id, subscription.endpoint), { id: { not_equals: row.id } }] },
    overrideAccess: true,
  });
  await payload.update({
    collection: 'alert-subscriptions',
    id: row.id,
    data: deviceFields(subscription),
    overrideAccess: true,
  });
  log.info('[alerts] a device renewed its push subscription');
}

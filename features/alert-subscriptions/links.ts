import { isLocale, localePath, type Locale } from '../../lib/i18n/locales.ts';
import { CONFIRM_PATH, HOUR_MS, UNCONFIRMED_HOURS, UNSUBSCRIBE_PATH } from './rules.ts';
import { siteAlertTokenKey } from './token-key.ts';
import { signToken } from './token.ts';

// A stop link in an old mail keeps working for a year; every new mail carries a fresh one.
const UNSUBSCRIBE_DAYS = 365;

type Subscribed = { id: number | string; salt: string; createdAt: string; language?: string | null };

export const languageOf = (subscription: { language?: string | null }): Locale =>
  isLocale(subscription.language) ? subscription.language : 'en';

/** The confirm link, good until 48 hours after the sign-up. */
export function confirmUrl(siteUrl: string, subscription: Subscribed): string {
  const expires = Date.parse(subscription.createdAt) + UNCONFIRMED_HOURS * HOUR_MS;
  const token = signToken(siteAlertTokenKey(), subscription, 'confirm', expires);
  return `${siteUrl}${localePath(languageOf(subscription), CONFIRM_PATH)}?token=${token}`;
}

/** The stop link of a mail sent at `now`. */
export function unsubscribeUrl(siteUrl: string, subscription: Subscribed, now: number): string {
  const token = signToken(siteAlertTokenKey(), subscription, 'unsubscribe', now + UNSUBSCRIBE_DAYS * 24 * HOUR_MS);
  return `${siteUrl}${localePath(languageOf(subscription), UNSUBSCRIBE_PATH)}?token=${token}`;
}

import { createHmac, hkdfSync } from 'node:crypto';
import type { Limit } from '../../cms/rate-limit';

/**
 * The two limits of TC lookups, counted by cms/rate-limit.ts (a point taken before the lookup, given back
 * on a match). Per visitor: 10 lookups without a match or refused file links in 15 minutes, then 429 until
 * the window ends. Per TC number, whatever the address: 20 in one day (India's), then that number answers
 * as a miss for everyone until the next day, so guessing a child's date of birth from many addresses is
 * bounded too.
 */
export const ADDRESS_LIMIT: Limit = { table: 'tc_lookup_failures', points: 10, seconds: 15 * 60 };
export const NUMBER_LIMIT: Limit = { table: 'tc_number_failures', points: 20, seconds: 24 * 60 * 60 };

/**
 * The number limit's key: a keyed hash of the number typed, with the day, so the count's table (shared
 * through Postgres) never holds a number anyone typed, and each day starts a new count.
 */
export function numberKey(secret: string, number: string, day: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'school-site', 'transfer-certificate number limit', 32));
  return `${createHmac('sha256', key).update(number).digest('base64url')}:${day}`;
}

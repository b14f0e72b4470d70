import type { Limit } from '../../cms/rate-limit.ts';

/**
 * Sign-ups, counted by cms/rate-limit.ts (a point taken first, given back when the sign-up had mistakes):
 * 5 an hour from one visitor, as the parents' forms; and 3 a day for one address, so nobody can fill a
 * parent's mailbox with confirmation mails. The address's key is a hash, never the address.
 */
export const SIGNUP_LIMIT: Limit = { table: 'alert_signups', points: 5, seconds: 60 * 60 };
export const ADDRESS_LIMIT: Limit = { table: 'alert_signups_per_address', points: 3, seconds: 24 * 60 * 60 };
/** Push sign-ups from one visitor an hour: a family signs up its few phones, nobody needs more. */
export const PUSH_LIMIT: Limit = { table: 'alert_push_signups', points: 10, seconds: 60 * 60 };

import type { Limit } from '../../cms/rate-limit.ts';

/**
 * Counted by cms/rate-limit.ts, a point taken before the work and given back when it turns out not to
 * count. Per visitor: 5 forms an hour (one with mistakes to correct gives its point back; a bot's never
 * does), and 10 withdrawal or status look-ups without a match in 15 minutes, so nobody can try references.
 */
export const SUBMISSION_LIMIT: Limit = { table: 'message_submissions', points: 5, seconds: 60 * 60 };
export const LOOKUP_LIMIT: Limit = { table: 'message_lookup_failures', points: 10, seconds: 15 * 60 };

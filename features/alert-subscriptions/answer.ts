import { z } from 'zod';
import { FORM_ANSWER_COOKIE_PREFIX } from '../../lib/forms/form-answer.ts';

/**
 * What a sign-up got (receive.ts), carried to /alerts in this cookie (lib/forms/form-answer.ts): "check
 * your mail", or the form again with its errors and what was typed. Whether the address was new, waiting
 * or already confirmed is never said: the answer would tell anyone whose address gets alerts.
 */
export const ALERTS_ANSWER_COOKIE = `${FORM_ANSWER_COOKIE_PREFIX}alerts`;

export const alertsAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sent') }),
  z.object({
    kind: z.literal('invalid'),
    values: z.record(z.string(), z.string().max(300)),
    errors: z.record(z.string(), z.string().max(300)),
  }),
]);

export type AlertsAnswer = z.infer<typeof alertsAnswerSchema>;

export type AlertsRefusal = { kind: 'not-sent'; reason: 'rate-limited' | 'unavailable'; retryAfter: number };

import { z } from 'zod';
import { FORM_ANSWER_COOKIE_PREFIX } from '../../lib/forms/form-answer.ts';
import { FORMS } from './rules.ts';

export type MessageLookupPurpose = 'withdraw' | 'status';

/** Where a withdrawal and a grievance's status are POSTed (app/(site)/forms/…/route.ts). */
export const MESSAGE_LOOKUP_PATHS: Record<MessageLookupPurpose, string> = {
  withdraw: '/forms/withdraw',
  status: '/forms/grievance-status',
};

/** What a withdrawal (/withdraw) or a grievance's status (/grievance/status) answered, carried to its page in this cookie. */
export const MESSAGE_LOOKUP_ANSWER_COOKIE = `${FORM_ANSWER_COOKIE_PREFIX}lookup`;

const echo = z.object({ reference: z.string().max(40), contact: z.string().max(254) });
export const messageLookupAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('withdrawn'), form: z.enum(FORMS) }),
  z.object({
    kind: z.literal('status'),
    reference: z.string(),
    /** The grievance's status value (`in-progress`): the page names it in its language. */
    status: z.string(),
    receivedAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().optional(),
  }),
  z.object({ kind: z.literal('no-match'), echo }),
  z.object({ kind: z.literal('invalid'), echo, errors: z.record(z.string(), z.string()) }),
]);
export type MessageLookupAnswer = z.infer<typeof messageLookupAnswerSchema>;
export type MessageLookupEcho = z.infer<typeof echo>;
/** A look-up refused before any message was read: the visitor is out of tries for a while (429). */
export type MessageLookupRefusal = { kind: 'rate-limited'; retryAfter: number };

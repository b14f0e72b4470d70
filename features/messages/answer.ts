import { z } from 'zod';
import { decodeAnswerHeader, encodeAnswerHeader } from '../../lib/answer-header.ts';
import { FORMS } from './rules.ts';

/**
 * What the proxy made of a POSTed form (features/messages/receive.ts), handed to the page that shows it in
 * a request header the proxy sets and no visitor can (see proxy.ts): the page shows the reference, or the
 * form again with its errors and what was typed. A form's answer is never cached (POST), and the values
 * live only in this one request.
 */
export const MESSAGE_ANSWER_HEADER = 'x-message-answer';

const form = z.enum(FORMS);
const values = z.record(z.string(), z.string().max(4000));
const errors = z.record(z.string(), z.string().max(300));

const messageAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sent'), form, reference: z.string().max(20) }),
  z.object({ kind: z.literal('invalid'), form, values, errors }),
  /** Not stored: too many forms from this address (429), or the CMS could not save it (503). */
  z.object({
    kind: z.literal('not-sent'),
    form,
    values,
    reason: z.enum(['rate-limited', 'unavailable']),
    retryAfter: z.number().int().positive(),
  }),
]);

export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export function answerStatus(answer: MessageAnswer): number {
  if (answer.kind === 'sent') return 200;
  if (answer.kind === 'invalid') return 400;
  return answer.reason === 'rate-limited' ? 429 : 503;
}

export const encodeAnswer = (answer: MessageAnswer | LookupAnswer): string => encodeAnswerHeader(answer);

export const decodeAnswer = (value: string | null) => decodeAnswerHeader(messageAnswerSchema, value);

/** What a withdrawal (/withdraw) or a grievance's status (/grievance/status) answered, passed to its page the same way. */
export const LOOKUP_ANSWER_HEADER = 'x-message-lookup-answer';

const echo = z.object({ reference: z.string().max(40), contact: z.string().max(254) });
const lookupAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('withdrawn'), form }),
  z.object({
    kind: z.literal('status'),
    reference: z.string(),
    status: z.string(),
    receivedAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().optional(),
  }),
  z.object({ kind: z.literal('no-match'), echo }),
  z.object({ kind: z.literal('invalid'), echo, errors: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('rate-limited'), echo, retryAfter: z.number().int().positive() }),
]);
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>;
export type LookupEcho = z.infer<typeof echo>;
export type LookupPurpose = 'withdraw' | 'status';

export const lookupStatus = (answer: LookupAnswer) =>
  answer.kind === 'rate-limited' ? 429 : answer.kind === 'invalid' ? 400 : 200;

export const decodeLookupAnswer = (value: string | null) => decodeAnswerHeader(lookupAnswerSchema, value);

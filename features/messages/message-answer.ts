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

export function messageAnswerStatus(answer: MessageAnswer): number {
  if (answer.kind === 'sent') return 200;
  if (answer.kind === 'invalid') return 400;
  return answer.reason === 'rate-limited' ? 429 : 503;
}

export const encodeMessageAnswer = (answer: MessageAnswer): string => encodeAnswerHeader(answer);

export const decodeMessageAnswer = (value: string | null) => decodeAnswerHeader(messageAnswerSchema, value);

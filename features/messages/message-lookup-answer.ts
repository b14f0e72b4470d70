import { z } from 'zod';
import { decodeAnswerHeader, encodeAnswerHeader } from '../../lib/answer-header.ts';
import { FORMS } from './rules.ts';

const form = z.enum(FORMS);

/** What a withdrawal (/withdraw) or a grievance's status (/grievance/status) answered, passed to its page the same way. */
export const MESSAGE_LOOKUP_ANSWER_HEADER = 'x-message-lookup-answer';

const echo = z.object({ reference: z.string().max(40), contact: z.string().max(254) });
const messageLookupAnswerSchema = z.discriminatedUnion('kind', [
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
export type MessageLookupAnswer = z.infer<typeof messageLookupAnswerSchema>;
export type MessageLookupEcho = z.infer<typeof echo>;
export type MessageLookupPurpose = 'withdraw' | 'status';

export const messageLookupStatus = (answer: MessageLookupAnswer) =>
  answer.kind === 'rate-limited' ? 429 : answer.kind === 'invalid' ? 400 : 200;

export const encodeMessageLookupAnswer = (answer: MessageLookupAnswer): string => encodeAnswerHeader(answer);

export const decodeMessageLookupAnswer = (value: string | null) => decodeAnswerHeader(messageLookupAnswerSchema, value);

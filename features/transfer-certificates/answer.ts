import { z } from 'zod';
import { decodeAnswerHeader, encodeAnswerHeader } from '../../lib/answer-header';
import { DAY } from '../../lib/dates';

/**
 * What a lookup answered, handed from the proxy (which reads the POSTed form and looks the TC up) to the
 * page that shows it, in a request header the proxy sets and no visitor can (see proxy.ts).
 */
export const LOOKUP_ANSWER_HEADER = 'x-tc-lookup-answer';
export const TC_PATH = '/transfer-certificate';
/** Where a refused link or form sends the visitor instead. */
export const TC_LINK = { href: TC_PATH, label: 'Verify a transfer certificate' };

const echo = z.object({ number: z.string().max(200), dateOfBirth: z.string().max(40) });

const answerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('match'),
    echo,
    tc: z.object({ number: z.string(), studentName: z.string(), class: z.string(), issueDate: z.string().regex(DAY) }),
    fileLink: z.string().startsWith('/transfer-certificate/file/'),
    expiresAt: z.number(),
  }),
  z.object({ kind: z.literal('no-match'), echo }),
  z.object({ kind: z.literal('rate-limited'), echo, retryAfter: z.number().int().positive() }),
]);

export type LookupAnswer = z.infer<typeof answerSchema>;
export type LookupEcho = z.infer<typeof echo>;

export const answerStatus = (answer: LookupAnswer) => (answer.kind === 'rate-limited' ? 429 : 200);

export const encodeAnswer = (answer: LookupAnswer): string => encodeAnswerHeader(answer);

export const decodeAnswer = (value: string | null) => decodeAnswerHeader(answerSchema, value);

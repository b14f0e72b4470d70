import { z } from 'zod';
import { decodeAnswerHeader, encodeAnswerHeader } from '../../lib/answer-header';
import { DAY } from '../../lib/dates';

/**
 * What a lookup answered, handed from the proxy (which reads the POSTed form and looks the TC up) to the
 * page that shows it, in a request header the proxy sets and no visitor can (see proxy.ts).
 */
export const TC_LOOKUP_ANSWER_HEADER = 'x-tc-lookup-answer';

const echo = z.object({ number: z.string().max(200), dateOfBirth: z.string().max(40) });

const tcLookupAnswerSchema = z.discriminatedUnion('kind', [
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

export type TcLookupAnswer = z.infer<typeof tcLookupAnswerSchema>;
export type TcLookupEcho = z.infer<typeof echo>;

export const tcLookupStatus = (answer: TcLookupAnswer) => (answer.kind === 'rate-limited' ? 429 : 200);

export const encodeTcLookupAnswer = (answer: TcLookupAnswer): string => encodeAnswerHeader(answer);

export const decodeTcLookupAnswer = (value: string | null) => decodeAnswerHeader(tcLookupAnswerSchema, value);

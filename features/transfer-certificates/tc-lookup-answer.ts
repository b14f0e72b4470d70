import { z } from 'zod';
import { DAY } from '../../lib/dates';
import { FORM_ANSWER_COOKIE_PREFIX } from '../../lib/forms/form-answer';

/** Where the lookup form is POSTed (app/(site)/forms/transfer-certificate/route.ts). */
export const TC_LOOKUP_PATH = '/forms/transfer-certificate';

/** What a lookup answered, carried to the verification page in this cookie (lib/forms/form-answer.ts). */
export const TC_LOOKUP_ANSWER_COOKIE = `${FORM_ANSWER_COOKIE_PREFIX}tc`;

const echo = z.object({ number: z.string().max(200), dateOfBirth: z.string().max(40) });

export const tcLookupAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('match'),
    echo,
    tc: z.object({ number: z.string(), studentName: z.string(), class: z.string(), issueDate: z.string().regex(DAY) }),
    fileLink: z.string().startsWith('/transfer-certificate/file/'),
    expiresAt: z.number(),
  }),
  z.object({ kind: z.literal('no-match'), echo }),
]);

/** What the page shows: the TC that matched, or one answer whatever was wrong. */
export type TcLookupAnswer = z.infer<typeof tcLookupAnswerSchema>;
export type TcLookupEcho = z.infer<typeof echo>;
/** A lookup refused before the TC was read: the visitor is out of lookups for a while (429). */
export type TcLookupRefusal = { kind: 'rate-limited'; retryAfter: number };

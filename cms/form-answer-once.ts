import type { z } from 'zod';
import { FORM_ANSWER_SECONDS, openFormAnswer } from '../lib/forms/form-answer.ts';
import { log } from '../lib/log.ts';
import { getCms } from './client.ts';
import { siteFormAnswerKey } from './form-answer-key.ts';
import { take, type Limit } from './rate-limit.ts';

/**
 * Each sealed answer shows once (lib/forms/form-answer.ts): its id takes the one point of a count that
 * lasts as long as the answer opens, in cms/rate-limit.ts's store, so with Postgres every replica shares it
 * (the same database the forms store their messages in) and with SQLite (one server) it is this process's,
 * or with several server processes the primary's, which every worker asks: shown once, whichever serves.
 * Only ids are kept, never an answer, and each for a minute at most.
 */
const SHOWN: Limit = { table: 'form_answers_shown', points: 1, seconds: FORM_ANSWER_SECONDS };

/**
 * The answer sealed in `sealed` for the page at `page` (its path in its language), the first time it is
 * opened; undefined for any other page, once it is stale, or when it was shown before (a copied value).
 * A page opens it once per request (React `cache` around the caller).
 */
export async function openFormAnswerOnce<T>(
  schema: z.ZodType<T>,
  sealed: string | undefined,
  page: string,
  nowMs: number,
): Promise<T | undefined> {
  const opened = openFormAnswer(siteFormAnswerKey(), schema, sealed, page, nowMs);
  if (!opened) return undefined;
  try {
    const first = await take(await getCms(), SHOWN, opened.id);
    if (first.ok) return opened.answer;
    log.warn(`[forms] an answer already shown was sent again to ${page}: not shown`);
  } catch (error) {
    // Unsure whether it was shown: the page shows the form as anyone sees it.
    log.error(`[forms] whether an answer was shown could not be checked: ${(error as Error).message}`);
  }
  return undefined;
}

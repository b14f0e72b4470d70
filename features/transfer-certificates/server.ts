import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { openFormAnswerOnce } from '@/cms/form-answer-once';
import { formAnswerFromCookies } from '@/lib/forms/form-answer';
import { getAskedPath } from '@/lib/i18n/page-address-server';
import { TC_LOOKUP_ANSWER_COOKIE, tcLookupAnswerSchema, type TcLookupAnswer } from './tc-lookup-answer';

/**
 * The answer to the lookup this visitor just sent (lib/forms/form-answer.ts), if any: sealed for this page in
 * this language, and shown once (a request opens it once, with React `cache`).
 */
export const getTcLookupAnswer = cache(async (): Promise<TcLookupAnswer | undefined> => {
  const jar = await cookies();
  const sealed = formAnswerFromCookies(TC_LOOKUP_ANSWER_COOKIE, (name) => jar.get(name)?.value);
  return openFormAnswerOnce(tcLookupAnswerSchema, sealed, await getAskedPath(), Date.now());
});

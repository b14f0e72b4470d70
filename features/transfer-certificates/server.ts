import 'server-only';
import { cookies } from 'next/headers';
import { siteFormAnswerKey } from '@/cms/form-answer-key';
import { formAnswerFromCookies, openFormAnswer } from '@/lib/forms/form-answer';
import { TC_LOOKUP_ANSWER_COOKIE, tcLookupAnswerSchema, type TcLookupAnswer } from './tc-lookup-answer';

/** The answer to the lookup this visitor just sent (lib/forms/form-answer.ts), if any. */
export async function getTcLookupAnswer(): Promise<TcLookupAnswer | undefined> {
  const jar = await cookies();
  const sealed = formAnswerFromCookies(TC_LOOKUP_ANSWER_COOKIE, (name) => jar.get(name)?.value);
  return openFormAnswer(siteFormAnswerKey(), tcLookupAnswerSchema, sealed, Date.now());
}

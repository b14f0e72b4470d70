import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getCms } from '../../cms/client.ts';
import { getSiteLocale } from '../../lib/i18n/locale';
import { searchAt, type SearchAnswer } from './reads.ts';

export { PAGE_SIZE } from './reads.ts';
export type { SearchAnswer, SearchKind, SearchResult, SnippetPart } from './reads.ts';

/** In the request's language (getSiteLocale()); query '' gives total 0; never throws for any input. */
export const searchSite = cache(async (q: string, page: number): Promise<SearchAnswer> => {
  await connection();
  return searchAt(await getCms(), { q, locale: await getSiteLocale(), page });
});

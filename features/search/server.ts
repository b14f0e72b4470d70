import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getCms } from '../../cms/client.ts';
import { GIGW_PAGES, gigwPath } from '../../lib/gigw-pages';
import { getSiteLocale } from '../../lib/i18n/locale';
import { requestSchool } from '../../lib/server-bridge';
import { menuHref } from '../menu/rules';
import { loadMenu } from '../menu/server';
import { searchAt, type SearchAnswer } from './reads.ts';

export type { SearchAnswer, SearchResult, SnippetPart } from './reads.ts';

/** In the request's language (getSiteLocale()); query '' gives total 0; never throws for any input. */
export const searchSite = cache(async (q: string, page: number): Promise<SearchAnswer> => {
  await connection();
  const [cms, locale, menu] = await Promise.all([getCms(), getSiteLocale(), loadMenu()]);
  // The addresses a page of the CMS shows at (app/(site)/[url]/page.tsx and the GIGW routes).
  const pages = [
    ...menu.items.filter((entry) => entry.active).map(menuHref),
    ...GIGW_PAGES.map(({ slug }) => gigwPath(slug)),
  ];
  // The request's school's documents only: a page of the site is always for one (server/main.ts).
  const school = requestSchool();
  if (!school) throw new Error('search: no school for this request');
  return searchAt(cms, { q, locale, page, pages, school: school.id });
});

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSchool } from '@/features/school/server';
import { pageNumber, SEARCH_PATH } from '@/features/search/rules';
import { SearchPage } from '@/features/search/search-page';
import { searchSite } from '@/features/search/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// A fixed route, not a menu entry. Results are never indexed: a crawler would find endless pages of them.

type SearchRouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function answer(searchParams: SearchRouteProps['searchParams']) {
  const query = await searchParams;
  const first = (name: string) => [query[name]].flat()[0];
  return searchSite(first('q') ?? '', pageNumber(first('page')));
}

export async function generateMetadata({ searchParams }: SearchRouteProps): Promise<Metadata> {
  const [baseUrl, school, shown, t, locale] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    answer(searchParams),
    getTranslations('search'),
    getSiteLocale(),
  ]);
  const title = shown.query
    ? `${t('titleFor', { query: shown.query })}${shown.page > 1 ? t('pageSuffix', { page: shown.page }) : ''}`
    : t('title');
  const description = t('metaDescription', { school: school.name });
  return { ...pageMetadata(baseUrl, SEARCH_PATH, school, { title, description }, locale), robots: { index: false } };
}

export default async function Search({ searchParams }: SearchRouteProps) {
  return <SearchPage answer={await answer(searchParams)} />;
}

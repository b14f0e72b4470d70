import { getTranslations } from 'next-intl/server';
import { noticesAtomFeed } from '@/features/notices/atom';
import { getNoticeSummaries } from '@/features/notices/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';

/** The notices as an Atom feed in the path's language, read on every request like the pages. */
export async function GET(): Promise<Response> {
  const [baseUrl, school, notices, locale, t] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getNoticeSummaries(),
    getSiteLocale(),
    getTranslations('notices'),
  ]);
  const language = {
    locale,
    title: t('feedTitle', { school: school.name }),
    categoryLabel: (category: string) => t(`categories.${category}`),
  };
  return new Response(noticesAtomFeed(baseUrl, school.name, notices, new Date(), language), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

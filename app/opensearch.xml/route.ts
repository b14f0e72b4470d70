import { getTranslations } from 'next-intl/server';
import { getSchool } from '@/features/school/server';
import { openSearchDescription } from '@/features/search/opensearch';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';

// What every page's <link rel="search"> names: the site's search for the browser, in the path's language.
export async function GET(): Promise<Response> {
  const [baseUrl, school, locale, t] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getSiteLocale(),
    getTranslations('search.openSearch'),
  ]);
  const xml = openSearchDescription({
    baseUrl,
    name: school.name,
    description: t('description', { school: school.name }),
    locale,
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

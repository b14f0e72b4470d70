import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listTitle, NoticesPage } from '@/features/notices/notices-page';
import { noticesHref, resolveNoticesView } from '@/features/notices/query';
import { academicYears } from '@/features/notices/rules';
import { getNoticeSummaries, requestNow } from '@/features/notices/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';
import { reportShown } from '@/lib/shown-page';

// A fixed route, not a menu entry (a menu link to `notices` just links here): it needs no menu data, so it
// renders while the menu API is down. The proxy's notices guard has already answered 404 for a list that
// does not exist, unless its read of the notices failed: it then lets the request through and this page,
// reading them again, must still find the list missing itself (as it must a notice expiring in between).

type NoticesRouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function view(searchParams: NoticesRouteProps['searchParams']) {
  const query = await searchParams;
  const params = { get: (name: string) => [query[name]].flat()[0] ?? null };
  const [all, now] = await Promise.all([getNoticeSummaries(), requestNow()]);
  return { view: resolveNoticesView(params, all, now), years: academicYears(all), now };
}

export async function generateMetadata({ searchParams }: NoticesRouteProps): Promise<Metadata> {
  const [baseUrl, school, { view: shown }, t] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    view(searchParams),
    getTranslations('notices'),
  ]);
  const filter = shown?.filter ?? {};
  const title =
    shown && (filter.category || filter.year !== undefined || shown.page > 1)
      ? `${await listTitle(filter)}${shown.page > 1 ? t('pageSuffix', { page: shown.page }) : ''}`
      : t('title');
  return pageMetadata(baseUrl, noticesHref(filter, shown?.page), school, {
    title,
    description: t('metaDescription', { school: school.name }),
  });
}

export default async function Notices({ searchParams }: NoticesRouteProps) {
  const { view: shown, years, now } = await view(searchParams);
  if (!shown) notFound();
  await reportShown(noticesHref(shown.filter, shown.page));
  return <NoticesPage view={shown} years={years} now={now} />;
}

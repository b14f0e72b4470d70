import { getTranslations } from 'next-intl/server';
import type { NoticesView } from '@/features/notices/query';
import { NOTICES_FEED_PATH, type NoticeFilter } from '@/features/notices/rules';
import { academicYearLabel } from '@/lib/academic-year';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import { NoticeFilters } from './notice-filters';
import { NoticeList } from './notice-list';
import { NoticePagination } from './notice-pagination';

/** "Current notices", "Circulars of 2025–26", … in the page's language. */
export async function listTitle(filter: NoticeFilter): Promise<string> {
  const t: Translate = await getTranslations('notices');
  const kind = filter.category ? t(`plurals.${filter.category}`) : t('plurals.notice');
  if (filter.year !== undefined) return t('ofYear', { kind, year: academicYearLabel(filter.year) });
  return filter.category
    ? t('currentKind', { kind: (await getSiteLocale()) === 'en' ? kind.toLowerCase() : kind })
    : t('current');
}

export async function NoticesPage({ view, years, now }: { view: NoticesView; years: readonly number[]; now: number }) {
  const { filter, page, pages, notices } = view;
  const [t, locale, title] = await Promise.all([getTranslations('notices'), getSiteLocale(), listTitle(filter)]);
  return (
    <div className="container section notices">
      <h1>{t('title')}</h1>
      <p>
        {t('intro')}{' '}
        <a href={localePath(locale, NOTICES_FEED_PATH)} type="application/atom+xml">
          {t('feedLink')}
        </a>
      </p>
      <NoticeFilters filter={filter} years={years} />
      <h2>
        {title}
        {pages > 1 && <span className="notice-page-count">{t('pageOf', { page, pages })}</span>}
      </h2>
      {notices.length > 0 ? <NoticeList notices={notices} now={now} headingLevel={3} /> : <p>{t('noneHere')}</p>}
      <NoticePagination filter={filter} page={page} pages={pages} />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { noticesHref } from '@/features/notices/query';
import type { NoticeFilter } from '@/features/notices/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';

/** Real links to every page of a list (no JavaScript needed), the current one marked. */
export async function NoticePagination({ filter, page, pages }: { filter: NoticeFilter; page: number; pages: number }) {
  if (pages <= 1) return null;
  const [t, locale] = await Promise.all([getTranslations('notices.pagination'), getSiteLocale()]);
  const href = (number: number) => localePath(locale, noticesHref(filter, number));
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('label')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t('previous')}
              <span className="visually-hidden"> {t('page')}</span>
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <a href={href(number)} aria-current={number === page ? 'page' : undefined}>
              <span className="visually-hidden">{t('Page')} </span>
              {number}
            </a>
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next">
              {t('next')}
              <span className="visually-hidden"> {t('page')}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

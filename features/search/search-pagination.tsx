import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { searchHref } from './rules';

type SearchPaginationProps = { query: string; page: number; pages: number; locale: Locale };

/** Real links to the pages of results around this one (no JavaScript needed), the current one marked. */
export async function SearchPagination({ query, page, pages, locale }: SearchPaginationProps) {
  if (pages <= 1) return null;
  const t = await getTranslations('search.pagination');
  const href = (number: number) => localePath(locale, searchHref(query, number));
  // The first, the last and two either side of this one: a common word can match hundreds of pages.
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
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

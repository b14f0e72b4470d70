import { getTranslations } from 'next-intl/server';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { findActiveEntry, menuHref } from '../menu/rules';
import { loadMenu } from '../menu/server';
import { NOTICES_PATH } from '../notices/rules';
import { SEARCH_PATH } from './rules';
import { SearchForm } from './search-form';
import { SearchPagination } from './search-pagination';
import { SearchResults } from './search-results';
import type { SearchAnswer } from './server';

// The office's contact page, where the menu has one: "no results" sends a parent there.
const CONTACT_ENTRY = 'contact';

/** What "no results" suggests instead: the notices by year, and the office. */
async function NoResults() {
  const [t, locale, menu] = await Promise.all([getTranslations('search.none'), getSiteLocale(), loadMenu()]);
  const contact = findActiveEntry(menu.items, CONTACT_ENTRY);
  return (
    <div className="search-none">
      <p>{t('text')}</p>
      <ul>
        <li>
          <a href={localePath(locale, NOTICES_PATH)}>{t('notices')}</a>
        </li>
        {contact && (
          <li>
            <a href={localePath(locale, menuHref(contact))}>{t('contact')}</a>
          </li>
        )}
      </ul>
    </div>
  );
}

/** /search: the form with the query, and for a query its results, 20 a page, or what to try instead. */
export async function SearchPage({ answer }: { answer: SearchAnswer }) {
  const [t, locale] = await Promise.all([getTranslations('search'), getSiteLocale()]);
  const { query, total, page, pageCount, results } = answer;
  return (
    <div className="container section search-page">
      <h1 id="search-heading">{t('title')}</h1>
      <p>{t('intro')}</p>
      <SearchForm
        action={localePath(locale, SEARCH_PATH)}
        words={{ label: t('form.label'), placeholder: t('form.placeholder'), submit: t('form.submit') }}
        id="search-page-query"
        className="search-form search-form-page"
        query={query}
        labelShown
        name={{ labelledBy: 'search-heading' }}
      />
      {query && (
        <section aria-labelledby="search-count">
          <h2 id="search-count">
            {t('count', { total, query })}
            {pageCount > 1 && <span className="search-page-count"> · {t('pageOf', { page, pages: pageCount })}</span>}
          </h2>
          {results.length > 0 ? <SearchResults results={results} locale={locale} /> : <NoResults />}
          <SearchPagination query={query} page={page} pages={pageCount} locale={locale} />
        </section>
      )}
    </div>
  );
}

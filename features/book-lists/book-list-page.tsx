import { getTranslations } from 'next-intl/server';
import { bookListHref, declarationsOf, type BookListView } from '@/features/book-lists/rules';
import { academicYearNameLabel } from '@/lib/academic-year';
import type { SchoolClass } from '@/lib/cbse-classes';
import { markEnglish } from '@/lib/i18n/english-text';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { DataTable } from '@/lib/layout/data-table';
import { documentRow, documentWords } from '@/lib/layout/document-row';
import { LastUpdated } from '@/lib/layout/last-updated';
import styles from './book-list.module.css';

/** "Class X", but "Nursery", "LKG" and "UKG" as schools write them. */
const classHeading = (name: SchoolClass, t: (key: 'class', values: { name: string }) => string) =>
  /^[IVX]+$/.test(name) ? t('class', { name }) : name;

type BookListPageProps = { schoolName: string; view: BookListView };

/**
 * The books of each class for one academic year (CBSE Affiliation Bye-Law 2.4.7.1): the signed declaration
 * first, then a table per class in the school's order, each book's NCERT status in words.
 */
export async function BookListPage({ schoolName, view }: BookListPageProps) {
  const [t, locale] = await Promise.all([getTranslations('bookLists'), getSiteLocale()]);
  const words = await documentWords(locale);
  const { year, current, defaultYear, lists, years } = view;
  const label = academicYearNameLabel(year);
  const declarations = declarationsOf(lists);
  const updatedAt = lists
    .map((list) => list.updatedAt)
    .sort()
    .at(-1);
  const otherYears = years.filter((other) => other !== year);
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('title', { year: label })}</h1>
      <p className="lead">{t('lead', { school: schoolName, year: label })}</p>
      {year !== current && year === defaultYear && lists.length > 0 && (
        <p className="note">{t('notYet', { current: academicYearNameLabel(current), year: label })}</p>
      )}
      {updatedAt && <LastUpdated at={updatedAt} />}
      {otherYears.length > 0 && (
        <nav aria-label={t('otherYears')} className={styles.years}>
          <ul>
            {otherYears.map((other) => (
              <li key={other}>
                <a href={localePath(locale, bookListHref(other, defaultYear))}>
                  {t('title', { year: academicYearNameLabel(other) })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {lists.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <section className={styles.block} aria-labelledby="declaration">
            <h2 id="declaration">{t('declaration')}</h2>
            {declarations.length > 0 ? (
              <DataTable
                id="declaration-table"
                caption={t('declarationCaption')}
                hideCaption
                columns={[t('columnDocument'), t('columnTypeSize')]}
                rows={declarations.map((declaration) =>
                  documentRow(t('declarationDocument', { year: label }), declaration, undefined, words),
                )}
              />
            ) : (
              <p>{t('declarationMissing', { year: label })}</p>
            )}
          </section>
          {lists.map((list) => {
            const heading = classHeading(list.class, t);
            const id = `class-${list.class.toLowerCase()}`;
            return (
              <section key={list.class} className={styles.block} aria-labelledby={id}>
                <h2 id={id}>{heading}</h2>
                <DataTable
                  id={`${id}-table`}
                  caption={t('booksFor', { class: heading, year: label })}
                  hideCaption
                  columns={[t('columnTitle'), t('columnPublisher'), t('columnNcert')]}
                  rows={list.books.map((book) => [
                    // English where the book has no Hindi title yet, or its Hindi title is written in English.
                    book.titleLang ? <span lang="en">{book.title}</span> : markEnglish(locale, book.title),
                    markEnglish(locale, book.publisher),
                    book.ncert ? t('yes') : t('no'),
                  ])}
                />
              </section>
            );
          })}
        </>
      )}
    </article>
  );
}

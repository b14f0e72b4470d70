import { bookListHref, declarationsOf, type BookListView } from '@/features/book-lists/rules';
import { academicYearNameLabel } from '@/lib/academic-year';
import type { SchoolClass } from '@/lib/cbse-classes';
import { DataTable } from '@/lib/layout/data-table';
import { documentRow } from '@/lib/layout/document-row';
import { LastUpdated } from '@/lib/layout/last-updated';
import styles from './book-list.module.css';

/** "Class X", but "Nursery", "LKG" and "UKG" as schools write them. */
const classHeading = (name: SchoolClass) => (/^[IVX]+$/.test(name) ? `Class ${name}` : name);

type BookListPageProps = { schoolName: string; view: BookListView };

/**
 * The books of each class for one academic year (CBSE Affiliation Bye-Law 2.4.7.1): the signed declaration
 * first, then a table per class in the school's order, each book's NCERT status in words.
 */
export function BookListPage({ schoolName, view }: BookListPageProps) {
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
      <h1 id="page-title">Book list {label}</h1>
      <p className="lead">
        The books prescribed for each class of {schoolName} for the academic year {label}, April to March, with the
        declaration signed by the Manager and the Principal (CBSE Affiliation Bye-Law 2.4.7.1).
      </p>
      {year !== current && year === defaultYear && lists.length > 0 && (
        <p className="note">
          The book lists for {academicYearNameLabel(current)} are not published yet. These are the lists for {label}.
        </p>
      )}
      {updatedAt && <LastUpdated at={updatedAt} />}
      {otherYears.length > 0 && (
        <nav aria-label="Other academic years" className={styles.years}>
          <ul>
            {otherYears.map((other) => (
              <li key={other}>
                <a href={bookListHref(other, defaultYear)}>Book list {academicYearNameLabel(other)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {lists.length === 0 ? (
        <p>No book lists have been published yet. Please ask the school office for the books of your child’s class.</p>
      ) : (
        <>
          <section className={styles.block} aria-labelledby="declaration">
            <h2 id="declaration">Declaration</h2>
            {declarations.length > 0 ? (
              <DataTable
                id="declaration-table"
                caption="Declaration signed by the Manager and the Principal"
                hideCaption
                columns={['Document', 'Type and size']}
                rows={declarations.map((declaration) =>
                  documentRow(
                    `Declaration on the books for ${label}, signed by the Manager and the Principal`,
                    declaration,
                  ),
                )}
              />
            ) : (
              <p>The signed declaration for {label} is not published yet.</p>
            )}
          </section>
          {lists.map((list) => {
            const heading = classHeading(list.class);
            const id = `class-${list.class.toLowerCase()}`;
            return (
              <section key={list.class} className={styles.block} aria-labelledby={id}>
                <h2 id={id}>{heading}</h2>
                <DataTable
                  id={`${id}-table`}
                  caption={`Books for ${heading}, ${label}`}
                  hideCaption
                  columns={['Title', 'Publisher', 'NCERT']}
                  rows={list.books.map((book) => [book.title, book.publisher, book.ncert ? 'Yes' : 'No'])}
                />
              </section>
            );
          })}
        </>
      )}
    </article>
  );
}

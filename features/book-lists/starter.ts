import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { documentId, saving, type Created, type StarterDocuments } from '../../cms/starter-import.ts';
import { ANNUAL_REPORTS_FILE, BOOK_LIST_FILE, readStarterAnnualReports, readStarterBookLists } from './starter-file.ts';

/** `content/book-list.yaml`: a book list for each class, all with the one signed declaration. */
export async function importBookLists(
  payload: Payload,
  contentDir: string,
  documents: StarterDocuments,
  created: Created,
): Promise<void> {
  const bookLists = readStarterBookLists(contentDir);
  if (!bookLists) return;
  const file = `content/${BOOK_LIST_FILE}`;
  const declaration =
    bookLists.declaration === undefined
      ? undefined
      : documentId(documents, bookLists.declaration, `${file}: declaration`);
  for (const list of bookLists.classes) {
    const data: RequiredDataFromCollectionSlug<'book-lists'> = {
      class: list.class,
      academicYear: bookLists.academicYear,
      books: list.books,
      declaration,
    };
    const doc = await saving(file, () => payload.create({ collection: 'book-lists', data }));
    created.push({ collection: 'book-lists', id: doc.id });
  }
}

/** `content/annual-reports.yaml`: an annual report each, its PDF from documents/. */
export async function importAnnualReports(
  payload: Payload,
  contentDir: string,
  documents: StarterDocuments,
  created: Created,
): Promise<void> {
  const file = `content/${ANNUAL_REPORTS_FILE}`;
  for (const [index, report] of readStarterAnnualReports(contentDir).entries()) {
    const data: RequiredDataFromCollectionSlug<'annual-reports'> = {
      academicYear: report.academicYear,
      report: documentId(documents, report.report, `${file}: reports[${index + 1}].report`),
      summary: report.summary,
    };
    const doc = await saving(file, () => payload.create({ collection: 'annual-reports', data }));
    created.push({ collection: 'annual-reports', id: doc.id });
  }
}

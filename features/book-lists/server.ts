import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client.ts';
import { readLocalizedDocs, type LocaleArgs } from '../../cms/localized.ts';
import { getSiteLocale } from '../../lib/i18n/locale';
import { log } from '../../lib/log.ts';
import { requestStart } from '../../lib/request-clock/server';
import { annualReportFromCms, bookListFromCms, type AnnualReport, type ClassBookList } from './rules.ts';

// A school adds about fifteen lists and one report a year: all of them are read at once (their documents
// populated), reused until an editor changes one (change-stamp.ts). Which year is "this year" is decided
// per request by the caller. Each language is read and kept apart: a document's title, a report's
// summary, in Hindi where written, else in English.

async function readAll<Slug extends 'book-lists' | 'annual-reports'>(collection: Slug) {
  const cms = await getCms();
  const locale = await getSiteLocale();
  const find = async (inLocale: LocaleArgs) =>
    (
      await cms.find({
        collection,
        pagination: false,
        depth: 1,
        sort: '-academicYear',
        overrideAccess: false,
        ...inLocale,
      })
    ).docs;
  return readLocalizedDocs(locale, find);
}

/** Every book list, newest year first. */
export const getBookLists = cache(async (): Promise<ClassBookList[]> => {
  await connection();
  return readUnlessUnchanged(`book-lists ${await getSiteLocale()}`, await requestStart(), async () => {
    const docs = await readAll('book-lists');
    return docs.flatMap(({ value: doc, fellBack }) => {
      const list = bookListFromCms(doc, fellBack);
      if (!list)
        log.error(`[cms] book list ${String(doc.id)} cannot be shown: its class or academic year is not valid`, {
          item: `book list ${String(doc.id)}`,
        });
      return list ? [list] : [];
    });
  });
});

/** Every annual report with a document to link, newest year first. */
const getAnnualReports = cache(async (): Promise<AnnualReport[]> => {
  await connection();
  return readUnlessUnchanged(`annual-reports ${await getSiteLocale()}`, await requestStart(), async () => {
    const docs = await readAll('annual-reports');
    return docs.flatMap(({ value: doc, fellBack }) => {
      const report = annualReportFromCms(doc, fellBack);
      if (!report)
        log.error(`[cms] annual report ${String(doc.id)} cannot be shown: its year or its document is not valid`, {
          item: `annual report ${String(doc.id)}`,
        });
      return report ? [report] : [];
    });
  });
});

/**
 * The latest annual report for the disclosure: `null` when none is published yet, `undefined` when the
 * reports cannot be read just now (logged once; the disclosure still renders, saying so).
 */
export const getLatestAnnualReport = cache(async (): Promise<AnnualReport | null | undefined> => {
  await connection();
  try {
    return (await getAnnualReports())[0] ?? null;
  } catch (error) {
    log.error(`[cms] the annual reports could not be read: ${(error as Error).message.split('\n')[0]}`, {
      item: 'annual reports',
    });
    return undefined;
  }
});

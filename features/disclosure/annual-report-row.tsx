import type { ReactNode } from 'react';
import { type AnnualReport } from '@/features/book-lists/rules';
import { academicYearNameLabel } from '@/lib/academic-year';
import { englishIn } from '@/lib/i18n/english-text';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { documentRow } from '@/lib/layout/document-row';

/** The latest annual report (bye-law 14.5) with its type and size; in words when there is none, or it cannot be read just now. */
export function annualReportRow(
  report: AnnualReport | null | undefined,
  t: (key: 'annualReport' | 'notPublished' | 'cannotShow' | 'annualReportOf', values?: { year: string }) => string,
  locale: Locale = DEFAULT_LOCALE,
): [ReactNode, ReactNode] {
  if (report === null) return [t('annualReport'), t('notPublished')];
  if (report === undefined) return [t('annualReport'), t('cannotShow')];
  const [link, typeAndSize] = documentRow(
    t('annualReportOf', { year: academicYearNameLabel(report.academicYear) }),
    report.report,
  );
  return [
    <>
      {link}
      {report.summary && (
        <span className="row-note" lang={report.summaryLang ?? englishIn(locale, report.summary)}>
          {report.summary}
        </span>
      )}
    </>,
    typeAndSize,
  ];
}

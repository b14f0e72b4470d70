import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BOOK_LIST_PATH, type AnnualReport } from '@/features/book-lists/rules';
import { type Disclosure, type ResultTable } from '@/features/disclosure/rules';
import { allPhones, type School } from '@/features/school/rules';
import type { Day } from '@/lib/dates';
import { markEnglish } from '@/lib/i18n/english-text';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import { DataTable } from '@/lib/layout/data-table';
import { documentRow, documentWords } from '@/lib/layout/document-row';
import { ExternalMark } from '@/lib/layout/external-mark';
import { keepPhoneNumbersWhole, NOT_APPLICABLE } from '@/lib/rules/fields';
import { LastUpdated } from '../../lib/layout/last-updated';
import { annualReportRow } from './annual-report-row';

type Row = [ReactNode, ReactNode];

type SectionProps = { letter: string; title: string; columns: string[]; rows: Row[]; children?: ReactNode };

/** One lettered section of CBSE's format: its heading, then its table of information or documents. */
function Section({ letter, title, columns, rows, children }: SectionProps) {
  const headingId = `section-${letter.toLowerCase()}`;
  return (
    // Not a labelled region: its table's region already carries the section's name.
    <section className="disclosure-section">
      <h2 id={headingId}>
        {letter}. {title}
      </h2>
      <DataTable id={`${headingId}-table`} caption={`${letter}. ${title}`} hideCaption columns={columns} rows={rows} />
      {children}
    </section>
  );
}

type ResultsTableProps = {
  id: string;
  caption: string;
  table: ResultTable;
  columns: string[];
  notApplicable: string;
  locale: Locale;
};

function ResultsTable({ id, caption, table, columns, notApplicable, locale }: ResultsTableProps) {
  if (table === NOT_APPLICABLE) {
    return (
      <p>
        <strong>{caption}:</strong> {notApplicable}
      </p>
    );
  }
  return (
    <DataTable
      id={id}
      caption={caption}
      wide
      columns={columns}
      rows={table.map((row) => [
        row.year,
        row.registered,
        row.passed,
        row.passPercentage,
        markEnglish(locale, row.remarks),
      ])}
    />
  );
}

const squareMetres = (area: number) => `${area.toLocaleString('en-IN')} m²`;

/**
 * CBSE's Mandatory Public Disclosure (Appendix IX of the Affiliation Bye-Laws, revised 12 January 2026),
 * in its order and under its headings. Section A comes from the CMS's `school`, B to E from its `disclosure`.
 * `today`: the IST day of the request, against which certificates' validity is shown.
 */
type DisclosurePageProps = {
  school: School;
  disclosure: Disclosure;
  annualReport: AnnualReport | null | undefined;
  updatedAt: string;
  today: Day;
};

export async function DisclosurePage({ school, disclosure, annualReport, updatedAt, today }: DisclosurePageProps) {
  const [translate, locale] = await Promise.all([getTranslations('disclosure'), getSiteLocale()]);
  const t: Translate = translate;
  const words = await documentWords(locale);
  const INFORMATION = [t('information'), t('details')];
  const DOCUMENTS = [t('document'), t('typeSize')];
  const resultColumns = [t('year'), t('registered'), t('passed'), t('passPercentage'), t('remarks')];
  const { address, principal } = school;
  // The school's data a Hindi page shows in English (no Hindi version, or none written yet) says so.
  const english = (text: string | undefined) => markEnglish(locale, text);
  const { documents, results, staff, infrastructure } = disclosure;
  return (
    <article className="container section disclosure" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <LastUpdated at={updatedAt} />

      <Section
        letter="A"
        title={t('a')}
        columns={INFORMATION}
        rows={[
          [t('name'), school.name],
          [t('affiliation'), school.cbse.affiliationNumber],
          [t('code'), school.cbse.schoolCode],
          [t('address'), english(`${address.street}, ${address.city}, ${address.state} – ${address.pinCode}`)],
          [t('principalName'), english(principal.name)],
          [t('principalQualification'), english(principal.qualification)],
          [
            t('email'),
            <a key="email" href={`mailto:${school.email}`}>
              {school.email}
            </a>,
          ],
          [t('phones'), keepPhoneNumbersWhole(allPhones(school).join(', '))],
        ]}
      />

      <Section
        letter="B"
        title={t('b')}
        columns={DOCUMENTS}
        rows={[
          documentRow(t('affiliationLetter'), documents.affiliationLetter, today, words),
          documentRow(t('registration'), documents.registrationCertificate, today, words),
          documentRow(t('noc'), documents.stateNoc, today, words),
          documentRow(t('rte'), documents.rteRecognition, today, words),
          documentRow(t('building'), documents.buildingSafety, today, words),
          documentRow(t('fire'), documents.fireSafety, today, words),
          documentRow(t('deo'), documents.deoSelfCertification, today, words),
          documentRow(t('water'), documents.waterHealthSanitation, today, words),
          [
            <a key="link" href={localePath(locale, BOOK_LIST_PATH)}>
              {t('books')}
            </a>,
            t('webPage'),
          ],
        ]}
      >
        <p className="note">
          <strong>{t('noteLabel')}</strong> {t('note')}
        </p>
      </Section>

      <Section
        letter="C"
        title={t('c')}
        columns={DOCUMENTS}
        rows={[
          documentRow(t('fees'), results.feeStructure, today, words),
          documentRow(t('calendar'), results.academicCalendar, today, words),
          documentRow(t('smc'), results.managementCommittee, today, words),
          documentRow(t('pta'), results.parentTeacherAssociation, today, words),
          documentRow(t('boardResults'), results.boardResults, today, words),
          annualReportRow(annualReport, t, locale),
        ]}
      >
        <ResultsTable
          id="results-class-x"
          caption={t('resultX')}
          table={results.classX}
          columns={resultColumns}
          notApplicable={words.notApplicable}
          locale={locale}
        />
        <ResultsTable
          id="results-class-xii"
          caption={t('resultXII')}
          table={results.classXII}
          columns={resultColumns}
          notApplicable={words.notApplicable}
          locale={locale}
        />
      </Section>

      <Section
        letter="D"
        title={t('d')}
        columns={INFORMATION}
        rows={[
          [t('principal'), english(`${principal.name}, ${principal.qualification}`)],
          [t('teachers'), t('teachersCount', { ...staff.teachers })],
          [t('ratio'), english(staff.teacherSectionRatio)],
          [t('specialEducator'), english(staff.specialEducator)],
          [t('counsellor'), english(staff.counsellorAndWellnessTeacher)],
        ]}
      >
        <DataTable
          id="teacher-list"
          caption={t('teacherList')}
          wide
          columns={[t('teacherName'), t('designation'), t('qualification')]}
          rows={staff.teacherList.map((teacher) => [
            english(teacher.name),
            english(teacher.designation),
            english(teacher.qualification),
          ])}
        />
      </Section>

      <Section
        letter="E"
        title={t('e')}
        columns={INFORMATION}
        rows={[
          [t('campus'), squareMetres(infrastructure.campusAreaSquareMetres)],
          [
            t('classrooms'),
            t('classroomsValue', {
              count: infrastructure.classrooms.count,
              size: squareMetres(infrastructure.classrooms.sizeSquareMetres),
            }),
          ],
          [
            t('labs'),
            t('labsValue', {
              count: infrastructure.laboratories.count,
              computer: infrastructure.laboratories.computerLabs,
              size: squareMetres(infrastructure.laboratories.sizeSquareMetres),
            }),
          ],
          [t('internet'), english(infrastructure.internet)],
          [t('girls'), infrastructure.girlsToilets],
          [t('boys'), infrastructure.boysToilets],
          [
            t('video'),
            <a key="video" href={infrastructure.inspectionVideo} target="_blank" rel="noopener noreferrer">
              {t('videoLink')}
              <ExternalMark />
            </a>,
          ],
        ]}
      />
    </article>
  );
}

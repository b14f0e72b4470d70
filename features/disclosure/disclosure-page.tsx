import type { ReactNode } from 'react';
import { BOOK_LIST_PATH, type AnnualReport } from '@/features/book-lists/rules';
import { type Disclosure, type ResultTable } from '@/features/disclosure/rules';
import { allPhones, type School } from '@/features/school/rules';
import type { Day } from '@/lib/dates';
import { DataTable } from '@/lib/layout/data-table';
import { documentRow } from '@/lib/layout/document-row';
import { NOT_APPLICABLE } from '@/lib/rules/fields';
import { LastUpdated } from '../../lib/layout/last-updated';
import { annualReportRow } from './annual-report-row';

type Row = [ReactNode, ReactNode];

const INFORMATION = ['Information', 'Details'];
const DOCUMENTS = ['Document', 'Type and size'];

type SectionProps = { letter: string; title: string; columns?: string[]; rows: Row[]; children?: ReactNode };

/** One lettered section of CBSE's format: its heading, then its table of information or documents. */
function Section({ letter, title, columns = INFORMATION, rows, children }: SectionProps) {
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

function ResultsTable({ id, caption, table }: { id: string; caption: string; table: ResultTable }) {
  if (table === NOT_APPLICABLE) {
    return (
      <p>
        <strong>{caption}:</strong> {NOT_APPLICABLE}
      </p>
    );
  }
  return (
    <DataTable
      id={id}
      caption={caption}
      wide
      columns={['Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks']}
      rows={table.map((row) => [row.year, row.registered, row.passed, row.passPercentage, row.remarks])}
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

export function DisclosurePage({ school, disclosure, annualReport, updatedAt, today }: DisclosurePageProps) {
  const { address, principal } = school;
  const { documents, results, staff, infrastructure } = disclosure;
  return (
    <article className="container section disclosure" aria-labelledby="page-title">
      <h1 id="page-title">Mandatory Public Disclosure</h1>
      <p className="lead">
        As required by the Central Board of Secondary Education (Appendix IX of the Affiliation Bye-Laws, 2018, as
        revised by CBSE&apos;s circular of 12 January 2026).
      </p>
      <LastUpdated at={updatedAt} />

      <Section
        letter="A"
        title="General Information"
        rows={[
          ['Name of the school', school.name],
          ['Affiliation no.', school.cbse.affiliationNumber],
          ['School code', school.cbse.schoolCode],
          [
            'Complete address with PIN code',
            `${address.street}, ${address.city}, ${address.state} – ${address.pinCode}`,
          ],
          ['Principal name', principal.name],
          ['Principal qualification', principal.qualification],
          [
            'School e-mail ID',
            <a key="email" href={`mailto:${school.email}`}>
              {school.email}
            </a>,
          ],
          ['Contact details (landline/mobile)', allPhones(school).join(', ')],
        ]}
      />

      <Section
        letter="B"
        title="Documents and Information"
        columns={DOCUMENTS}
        rows={[
          documentRow(
            'Affiliation/upgradation letter and recent extension of affiliation',
            documents.affiliationLetter,
            today,
          ),
          documentRow(
            'Society/trust/company registration or renewal certificate',
            documents.registrationCertificate,
            today,
          ),
          documentRow('No Objection Certificate (NOC) issued by the State/UT government', documents.stateNoc, today),
          documentRow(
            'Recognition certificate under the RTE Act, 2009, and its renewal',
            documents.rteRecognition,
            today,
          ),
          documentRow('Building safety certificate as per the National Building Code', documents.buildingSafety, today),
          documentRow('Fire safety certificate issued by the competent authority', documents.fireSafety, today),
          documentRow('DEO certificate of self-certification', documents.deoSelfCertification, today),
          documentRow(
            'Water, health and sanitation certificates, with the drinking-water testing report',
            documents.waterHealthSanitation,
            today,
          ),
          [
            <a key="link" href={BOOK_LIST_PATH}>
              List of books prescribed for each class, with the signed declaration (bye-law 2.4.7.1)
            </a>,
            'Web page on this site',
          ],
        ]}
      >
        <p className="note">
          <strong>Note:</strong> The school has uploaded copies of these documents self-attested by the
          chairman/manager/secretary and the principal. If any document is later found not genuine, the school is liable
          for action as per the norms.
        </p>
      </Section>

      <Section
        letter="C"
        title="Result and Academics"
        columns={DOCUMENTS}
        rows={[
          documentRow('Fee structure of the school', results.feeStructure, today),
          documentRow('Annual academic calendar', results.academicCalendar, today),
          documentRow('List of the School Management Committee (SMC)', results.managementCommittee, today),
          documentRow('List of the Parent Teacher Association (PTA) members', results.parentTeacherAssociation, today),
          documentRow('Last three years’ results of the board examinations', results.boardResults, today),
          annualReportRow(annualReport),
        ]}
      >
        <ResultsTable id="results-class-x" caption="Result of class X" table={results.classX} />
        <ResultsTable id="results-class-xii" caption="Result of class XII" table={results.classXII} />
      </Section>

      <Section
        letter="D"
        title="Staff (Teaching)"
        rows={[
          ['Principal', `${principal.name}, ${principal.qualification}`],
          [
            'Total no. of teachers',
            `${staff.teachers.total} (PGT: ${staff.teachers.pgt}, TGT: ${staff.teachers.tgt}, PRT: ${staff.teachers.prt})`,
          ],
          ['Teachers–section ratio', staff.teacherSectionRatio],
          ['Details of special educator', staff.specialEducator],
          ['Details of counsellor and wellness teacher', staff.counsellorAndWellnessTeacher],
        ]}
      >
        <DataTable
          id="teacher-list"
          caption="Teachers: name, designation and qualification"
          wide
          columns={['Name', 'Designation', 'Qualification']}
          rows={staff.teacherList.map((teacher) => [teacher.name, teacher.designation, teacher.qualification])}
        />
      </Section>

      <Section
        letter="E"
        title="School Infrastructure"
        rows={[
          ['Total campus area of the school', squareMetres(infrastructure.campusAreaSquareMetres)],
          [
            'No. and size of the classrooms',
            `${infrastructure.classrooms.count}, each ${squareMetres(infrastructure.classrooms.sizeSquareMetres)}`,
          ],
          [
            'No. and size of the laboratories, including computer labs',
            `${infrastructure.laboratories.count} (${infrastructure.laboratories.computerLabs} of them computer labs), each ${squareMetres(infrastructure.laboratories.sizeSquareMetres)}`,
          ],
          ['Internet facility (Y/N)', infrastructure.internet],
          ['No. of girls’ toilets', infrastructure.girlsToilets],
          ['No. of boys’ toilets', infrastructure.boysToilets],
          [
            'Link of the YouTube video of the school’s inspection, covering its infrastructure',
            <a key="video" href={infrastructure.inspectionVideo} target="_blank" rel="noopener noreferrer">
              Inspection video of the school on YouTube
            </a>,
          ],
        ]}
      />
    </article>
  );
}

import { z } from 'zod';
import { contentErrorMap } from '../../lib/rules/errors.ts';
import { code, day, httpsUrl, NOT_APPLICABLE, publicPath, text } from '../../lib/rules/fields.ts';

/**
 * A row as the CMS stores it, its document already looked up: "Not applicable", or where it is with type
 * and size, and the last day it is valid if it expires.
 */
const resolvedDocumentRow = z.union(
  [
    z.literal(NOT_APPLICABLE),
    z.strictObject({ href: z.string().min(1), type: text, size: text, validUntil: day.optional() }),
  ],
  { error: 'choose a document, give its https address, or tick "Not applicable"' },
);

const ROW_HELP =
  'expected a path such as /documents/fees.pdf, { path, validUntil }, { url, type, size, validUntil } or "Not applicable"';
const writtenPath = z.union([z.literal(NOT_APPLICABLE), publicPath], { error: ROW_HELP });
const writtenUpload = z.strictObject({ path: publicPath, validUntil: day.optional() });
const writtenAddress = z.strictObject({ url: httpsUrl, type: text, size: text, validUntil: day.optional() });

/**
 * A document row as the starter content/mandatory-disclosure.yaml writes it: "Not applicable", a file's path, the path with
 * the day a certificate expires (`{ path: /documents/fire-safety-certificate.pdf, validUntil: 2027-03-31 }`),
 * or a document kept elsewhere (`{ url, type, size, validUntil }`).
 */
export function parseWrittenDocumentRow(value: unknown) {
  const isObject = typeof value === 'object' && value !== null;
  if (!isObject) return writtenPath.safeParse(value, { error: contentErrorMap });
  return ('path' in value ? writtenUpload : writtenAddress).safeParse(value, { error: contentErrorMap });
}

const count = z.int().nonnegative();

const resultRow = z
  .strictObject({
    year: code(/^\d{4}(-\d{2})?$/, 'a year such as 2025'),
    registered: count.min(1),
    passed: count,
    remarks: text,
  })
  .refine((row) => row.passed <= row.registered, { error: 'passed is more than registered', path: ['passed'] })
  .transform((row) => ({ ...row, passPercentage: `${((row.passed / row.registered) * 100).toFixed(2)}%` }));

const resultTable = z.union([z.literal(NOT_APPLICABLE), z.array(resultRow).min(1).max(10)], {
  error: 'expected a list of years (year, registered, passed, remarks) or "Not applicable"',
});

const teachers = z
  .strictObject({ total: count, pgt: count, tgt: count, prt: count })
  .refine((t) => t.total === t.pgt + t.tgt + t.prt, { error: 'total is not pgt + tgt + prt', path: ['total'] });

const area = z.number().positive();

/** CBSE's rules for the disclosure the CMS holds, whose documents are uploads or addresses elsewhere. */
export const resolvedDisclosureSchema = z.strictObject({
  documents: z.strictObject({
    affiliationLetter: resolvedDocumentRow,
    registrationCertificate: resolvedDocumentRow,
    stateNoc: resolvedDocumentRow,
    rteRecognition: resolvedDocumentRow,
    buildingSafety: resolvedDocumentRow,
    fireSafety: resolvedDocumentRow,
    deoSelfCertification: resolvedDocumentRow,
    waterHealthSanitation: resolvedDocumentRow,
  }),
  results: z.strictObject({
    feeStructure: resolvedDocumentRow,
    academicCalendar: resolvedDocumentRow,
    managementCommittee: resolvedDocumentRow,
    parentTeacherAssociation: resolvedDocumentRow,
    boardResults: resolvedDocumentRow,
    classX: resultTable,
    classXII: resultTable,
  }),
  staff: z.strictObject({
    teachers,
    teacherSectionRatio: text,
    specialEducator: text,
    counsellorAndWellnessTeacher: text,
    teacherList: z.array(z.strictObject({ name: text, designation: text, qualification: text })).min(1),
  }),
  infrastructure: z.strictObject({
    campusAreaSquareMetres: area,
    classrooms: z.strictObject({ count, sizeSquareMetres: area }),
    laboratories: z.strictObject({ count, computerLabs: count, sizeSquareMetres: area }),
    internet: z.enum(['Y', 'N'], { error: 'expected Y or N' }),
    girlsToilets: count,
    boysToilets: count,
    inspectionVideo: httpsUrl.refine((url) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//.test(url), {
      error: 'expected the YouTube address of the inspection video',
    }),
  }),
});

/** CBSE's Mandatory Public Disclosure, sections B to E (section A comes from the school's details). */
export type Disclosure = z.infer<typeof resolvedDisclosureSchema>;
export type ResultTable = Disclosure['results']['classX'];

// CBSE wants every row filled: an empty one says what to write instead.
export const disclosureErrorMap: typeof contentErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined
    ? `missing (write "${NOT_APPLICABLE}" where a row does not apply)`
    : contentErrorMap(issue);

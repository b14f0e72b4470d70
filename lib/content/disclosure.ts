import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { z } from 'zod';
import { code, httpsUrl, NOT_APPLICABLE, publicPath, text } from './fields.ts';
import { contentErrorMap } from './errors.ts';
import { parseYamlFile } from './yaml-file.ts';

export const DISCLOSURE_FILE = 'mandatory-disclosure.yaml';

const FILE_TYPES: Record<string, string> = {
  '.pdf': 'PDF',
  '.jpg': 'JPEG image',
  '.jpeg': 'JPEG image',
  '.png': 'PNG image',
};

/** A linked document as a visitor sees it: where it is, and its type and size ("PDF, 212 kB"). */
export type DocumentLink = { href: string; type: string; size: string };
export type DocumentRow = DocumentLink | typeof NOT_APPLICABLE;

export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A document in `public/documents/`: its type from its name and its size from the file, which must exist. */
function localDocument(path: string, context: z.RefinementCtx): DocumentLink | typeof z.NEVER {
  const type = FILE_TYPES[extname(path).toLowerCase()];
  if (!path.startsWith('/documents/') || !type) {
    // `continue` lets the union report this message rather than its general one.
    context.addIssue({ code: 'custom', message: 'expected a PDF, JPEG or PNG file under public/documents/, e.g. "/documents/fees.pdf"', continue: true });
    return z.NEVER;
  }
  try {
    return { href: path, type, size: formatSize(statSync(join(process.cwd(), 'public', path)).size) };
  } catch {
    // CBSE treats a dead link as no disclosure at all.
    context.addIssue({ code: 'custom', message: `public${path} does not exist`, continue: true });
    return z.NEVER;
  }
}

const DOCUMENT_HELP =
  'expected "Not applicable", a file such as "/documents/fees.pdf", or { url: https://…, type: PDF, size: 212 kB }';

const externalDocument = z.strictObject({ url: httpsUrl, type: text.max(30), size: text.max(20) }).transform(({ url, type, size }) => ({ href: url, type, size }));

const fileDocumentRow = z.union([z.literal(NOT_APPLICABLE), publicPath.transform(localDocument), externalDocument], { error: DOCUMENT_HELP });

/** A row as the CMS stores it, its document already looked up: "Not applicable", or where it is with type and size. */
const resolvedDocumentRow = z.union(
  [z.literal(NOT_APPLICABLE), z.strictObject({ href: z.string().min(1), type: text, size: text })],
  { error: 'choose a document, give its https address, or tick "Not applicable"' },
);

const count = z.int().nonnegative();

const resultRow = z
  .strictObject({ year: code(/^\d{4}(-\d{2})?$/, 'a year such as 2025'), registered: count.min(1), passed: count, remarks: text })
  .refine((row) => row.passed <= row.registered, { error: 'passed is more than registered', path: ['passed'] })
  .transform((row) => ({ ...row, passPercentage: `${((row.passed / row.registered) * 100).toFixed(2)}%` }));

const resultTable = z.union([z.literal(NOT_APPLICABLE), z.array(resultRow).min(1).max(10)], {
  error: 'expected a list of years (year, registered, passed, remarks) or "Not applicable"',
});

const teachers = z
  .strictObject({ total: count, pgt: count, tgt: count, prt: count })
  .refine((t) => t.total === t.pgt + t.tgt + t.prt, { error: 'total is not pgt + tgt + prt', path: ['total'] });

const area = z.number().positive();

function disclosureSchemaWith<Row extends z.ZodType<DocumentRow>>(documentRow: Row) {
  return z.strictObject({
  documents: z.strictObject({
    affiliationLetter: documentRow,
    registrationCertificate: documentRow,
    stateNoc: documentRow,
    rteRecognition: documentRow,
    buildingSafety: documentRow,
    fireSafety: documentRow,
    deoSelfCertification: documentRow,
    waterHealthSanitation: documentRow,
  }),
  results: z.strictObject({
    feeStructure: documentRow,
    academicCalendar: documentRow,
    managementCommittee: documentRow,
    parentTeacherAssociation: documentRow,
    boardResults: documentRow,
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
}

const disclosureSchema = disclosureSchemaWith(fileDocumentRow);

/** The same rules for the disclosure the CMS holds, whose documents are uploads or addresses. */
export const resolvedDisclosureSchema = disclosureSchemaWith(resolvedDocumentRow);

/** CBSE's Mandatory Public Disclosure, sections B to E (section A comes from school.yaml). */
export type Disclosure = z.infer<typeof disclosureSchema>;
export type ResultTable = Disclosure['results']['classX'];

// CBSE wants every row filled: an empty one says what to write instead.
export const disclosureErrorMap: typeof contentErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? `missing (write "${NOT_APPLICABLE}" where a row does not apply)` : contentErrorMap(issue);

export function parseDisclosure(source: string, file: string): Disclosure {
  return parseYamlFile(disclosureSchema, source, file, disclosureErrorMap);
}

import type { BasePayload, PayloadRequest } from 'payload';
import { istDay } from '../../lib/dates.ts';
import { documentLink } from '../../lib/document-links.ts';
import { asRecord, asRows, check, given, pick, type Checked } from '../../lib/rules/checked.ts';
import { NOT_APPLICABLE } from '../../lib/rules/fields.ts';
import { disclosureErrorMap, resolvedDisclosureSchema, type Disclosure } from './rules.ts';

type FindDocument = (id: number | string) => Promise<unknown>;

/** The disclosure's rows that are documents, by section. */
export const DOCUMENT_ROWS = {
  documents: [
    'affiliationLetter',
    'registrationCertificate',
    'stateNoc',
    'rteRecognition',
    'buildingSafety',
    'fireSafety',
    'deoSelfCertification',
    'waterHealthSanitation',
  ],
  results: ['feeStructure', 'academicCalendar', 'managementCommittee', 'parentTeacherAssociation', 'boardResults'],
} as const;

/** The CMS stores a day as an instant (midday of it): the site reads it back as its IST day. */
function validUntil(value: unknown): { validUntil?: unknown } {
  const stored = given(value);
  if (stored === undefined) return {};
  const instant = new Date(typeof stored === 'string' || typeof stored === 'number' ? stored : NaN);
  return { validUntil: Number.isNaN(instant.getTime()) ? stored : istDay(instant) };
}

/**
 * A document row: "Not applicable", the uploaded document's link (looked up when only its id is known), or
 * an address elsewhere; either with the day it stops being valid, if it expires.
 */
async function documentRow(value: unknown, findDocument: FindDocument): Promise<unknown> {
  const row = asRecord(value);
  if (row.notApplicable === true) return NOT_APPLICABLE;
  const document = given(row.document);
  if (document !== undefined) {
    const doc =
      typeof document === 'object' ? document : await findDocument(document as number | string).catch(() => undefined);
    return { ...(documentLink(doc) ?? { href: '', type: '', size: '' }), ...validUntil(row.validUntil) };
  }
  const url = given(row.url);
  if (typeof url === 'string')
    return {
      href: /^https:\/\/\S+$/.test(url) ? url : '',
      type: given(row.type),
      size: given(row.size),
      ...validUntil(row.validUntil),
    };
  return undefined;
}

function resultTable(value: unknown): unknown {
  const table = asRecord(value);
  if (table.notApplicable === true) return NOT_APPLICABLE;
  const years = asRows(table.years);
  return years.length > 0 ? years.map((row) => pick(row, ['year', 'registered', 'passed', 'remarks'])) : undefined;
}

/**
 * The disclosure global in the site's Disclosure shape, before validation. `req`: the save being checked,
 * whose transaction may hold documents uploaded with it.
 */
export async function disclosureFromCms(
  doc: unknown,
  payload: Pick<BasePayload, 'findByID'>,
  req?: PayloadRequest,
): Promise<unknown> {
  const d = asRecord(doc);
  const findDocument: FindDocument = (id) => payload.findByID({ collection: 'documents', id, depth: 0, req });
  const rows = async (group: keyof typeof DOCUMENT_ROWS) => {
    const source = asRecord(d[group]);
    const entries = await Promise.all(
      DOCUMENT_ROWS[group].map(async (key) => [key, await documentRow(source[key], findDocument)] as const),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  };
  const results = asRecord(d.results);
  const staff = asRecord(d.staff);
  const infrastructure = asRecord(d.infrastructure);
  return {
    documents: await rows('documents'),
    results: {
      ...(await rows('results')),
      classX: resultTable(results.classX),
      classXII: resultTable(results.classXII),
    },
    staff: {
      ...pick(staff, ['teacherSectionRatio', 'specialEducator', 'counsellorAndWellnessTeacher']),
      teachers: pick(staff.teachers, ['total', 'pgt', 'tgt', 'prt']),
      teacherList: asRows(staff.teacherList).map((row) => pick(row, ['name', 'designation', 'qualification'])),
    },
    infrastructure: {
      ...pick(infrastructure, ['campusAreaSquareMetres', 'internet', 'girlsToilets', 'boysToilets', 'inspectionVideo']),
      classrooms: pick(infrastructure.classrooms, ['count', 'sizeSquareMetres']),
      laboratories: pick(infrastructure.laboratories, ['count', 'computerLabs', 'sizeSquareMetres']),
    },
  };
}

// A result row is at `results.classX.years.2.passed` in the CMS; a document row's problem shows on its document.
function cmsPath(path: (string | number)[]): (string | number)[] {
  const [group, key, index, ...rest] = path;
  if (group === 'results' && (key === 'classX' || key === 'classXII'))
    return index === undefined ? [group, key, 'years'] : [group, key, 'years', index, ...rest];
  if ((group === 'documents' || group === 'results') && typeof key === 'string')
    return [group, key, index === 'validUntil' ? 'validUntil' : 'document'];
  return path;
}

export function validateDisclosure(input: unknown): Checked {
  return check(resolvedDisclosureSchema, input, cmsPath, disclosureErrorMap);
}

export async function parseDisclosureFromCms(
  doc: unknown,
  payload: Pick<BasePayload, 'findByID'>,
): Promise<Disclosure> {
  return resolvedDisclosureSchema.parse(await disclosureFromCms(doc, payload), { error: disclosureErrorMap });
}

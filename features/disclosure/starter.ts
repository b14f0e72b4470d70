import type { Payload } from 'payload';
import { z } from 'zod';
import type { Disclosure } from '../../cms/payload-types.ts';
import { saveSchoolDoc } from '../../cms/school-doc.ts';
import {
  documentId,
  readStarterYaml,
  saving,
  StarterContentError,
  type StarterDocuments,
} from '../../cms/starter-import.ts';
import { storedInstantOfDay } from '../../lib/dates.ts';
import { NOT_APPLICABLE } from '../../lib/rules/fields.ts';
import { parseWrittenDocumentRow } from './rules.ts';

const FILE = 'mandatory-disclosure.yaml';

type DisclosureData = Omit<Disclosure, 'id' | 'school' | 'createdAt' | 'updatedAt'>;
type DocumentRowData = NonNullable<NonNullable<DisclosureData['documents']>['affiliationLetter']>;
type ResultTableData = NonNullable<NonNullable<DisclosureData['results']>['classX']>;
type Row = Record<string, unknown>;

const record = (value: unknown): Row =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};

// As written: each document row is checked here, the rest by the CMS when it is saved.
const fileSchema = z.object({
  documents: z.unknown(),
  results: z.unknown(),
  staff: z.custom<DisclosureData['staff']>(),
  infrastructure: z.custom<DisclosureData['infrastructure']>(),
});

function documentRow(value: unknown, documents: StarterDocuments, field: string): DocumentRowData {
  const parsed = parseWrittenDocumentRow(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = [field, ...(issue?.path ?? [])].filter((part) => typeof part !== 'symbol').join('.');
    throw new StarterContentError(`content/${FILE}: ${at}: ${issue?.message ?? 'invalid'}`);
  }
  const row = parsed.data;
  if (row === NOT_APPLICABLE) return { notApplicable: true };
  const written = typeof row === 'string' ? { path: row } : row;
  const validUntil =
    'validUntil' in written && written.validUntil ? { validUntil: storedInstantOfDay(written.validUntil) } : {};
  if ('url' in written) return { url: written.url, type: written.type, size: written.size, ...validUntil };
  return { document: documentId(documents, written.path, `content/${FILE}: ${field}`), ...validUntil };
}

function resultTable(value: unknown): ResultTableData {
  return value === NOT_APPLICABLE ? { notApplicable: true } : { years: Array.isArray(value) ? value : [] };
}

/** `content/mandatory-disclosure.yaml`: the disclosure, its documents from documents/. */
export async function importDisclosure(
  payload: Payload,
  contentDir: string,
  documents: StarterDocuments,
): Promise<void> {
  const file = readStarterYaml(contentDir, FILE, fileSchema);
  const rows = (group: 'documents' | 'results') =>
    Object.fromEntries(
      Object.entries(record(file[group]))
        .filter(([key]) => key !== 'classX' && key !== 'classXII')
        .map(([key, value]) => [key, documentRow(value, documents, `${group}.${key}`)]),
    );
  const results = record(file.results);
  const data: DisclosureData = {
    documents: rows('documents'),
    results: { ...rows('results'), classX: resultTable(results.classX), classXII: resultTable(results.classXII) },
    staff: file.staff,
    infrastructure: file.infrastructure,
  };
  await saving(`content/${FILE}`, () => saveSchoolDoc(payload, 'disclosure', data));
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { StarterContentError, type Created, type StarterFileName } from '../../cms/starter-import.ts';
import { storedInstantOfDay } from '../../lib/dates.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';
import { tcRowSchema } from './csv-row.ts';

/** The demo's SPECIMEN transfer certificates (`content/transfer-certificates.yaml`), each with its scan. */

const FILE = 'transfer-certificates.yaml';
// Not `transfer-certificates/`: Next's file tracing took `join(contentDir, that, file)` for features/transfer-certificates/
// and copied its sources into the standalone build.
const SCANS_FOLDER = 'tc-scans';
const fileSchema = z.strictObject({
  certificates: z.array(
    tcRowSchema.extend({
      file: z
        .string()
        .regex(/^[a-z0-9-]+\.pdf$/, { error: `expected a PDF of content/${SCANS_FOLDER}/, e.g. spec-2026-001.pdf` }),
    }),
  ),
});

export async function importTransferCertificates(
  payload: Payload,
  contentDir: string,
  created: Created,
  fileName: StarterFileName,
): Promise<void> {
  let text: string;
  try {
    text = readFileSync(join(contentDir, FILE), 'utf8');
  } catch {
    return;
  }
  let certificates: z.output<typeof fileSchema>['certificates'];
  try {
    certificates = parseYamlFile(fileSchema, text, `content/${FILE}`).certificates;
  } catch (error) {
    throw new StarterContentError((error as Error).message);
  }
  for (const [index, { file, ...tc }] of certificates.entries()) {
    let pdf: Buffer;
    try {
      pdf = readFileSync(join(contentDir, SCANS_FOLDER, file));
    } catch {
      throw new StarterContentError(
        `content/${FILE}: certificates[${index}].file: ${file} is not in content/${SCANS_FOLDER}/`,
      );
    }
    const scan = await payload.create({
      collection: 'transfer-certificate-scans',
      data: {},
      file: { data: pdf, mimetype: 'application/pdf', name: fileName(file), size: pdf.length },
    });
    created.push({ collection: 'transfer-certificate-scans', id: scan.id });
    const doc = await payload.create({
      collection: 'transfer-certificates',
      data: {
        ...tc,
        dateOfBirth: storedInstantOfDay(tc.dateOfBirth),
        issueDate: storedInstantOfDay(tc.issueDate),
        file: scan.id,
      },
    });
    created.push({ collection: 'transfer-certificates', id: doc.id });
  }
}

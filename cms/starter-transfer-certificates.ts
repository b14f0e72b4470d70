import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { formatDay, storedInstantOfDay } from '../lib/calendar/dates.ts';
import { rowProblem, tcRowSchema } from '../lib/transfer-certificates/csv-row.ts';
import { textPdf } from '../lib/transfer-certificates/specimen-pdf.ts';

/** The demo's SPECIMEN transfer certificates (`content/transfer-certificates.yaml`), each with a drawn PDF. */

const FILE = 'content/transfer-certificates.yaml';
const fileSchema = z.object({ certificates: z.array(z.unknown()) });
type Created = { collection: CollectionSlug; id: number | string }[];

export async function importTransferCertificates(payload: Payload, contentDir: string, created: Created, fail: (message: string) => Error): Promise<void> {
  let text: string;
  try {
    text = readFileSync(join(contentDir, 'transfer-certificates.yaml'), 'utf8');
  } catch {
    return;
  }
  const parsed = fileSchema.safeParse(parseYaml(text));
  if (!parsed.success) throw fail(`${FILE}: must list certificates`);
  for (const [index, entry] of parsed.data.certificates.entries()) {
    const row = tcRowSchema.safeParse(entry);
    if (!row.success) throw fail(`${FILE}: certificates[${index}]: ${rowProblem(row.error)}`);
    const tc = row.data;
    const pdf = textPdf([
      'Greenwood Public School, Dwarka, New Delhi',
      'TRANSFER CERTIFICATE (specimen of the demo school)',
      `TC number: ${tc.number}`,
      `Name: ${tc.studentName}`,
      `Class last attended: ${tc.class}`,
      `Date of issue: ${formatDay(tc.issueDate)}`,
    ]);
    const name = `${tc.number.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.pdf`;
    const scan = await payload.create({ collection: 'transfer-certificate-scans', data: {}, file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length } });
    created.push({ collection: 'transfer-certificate-scans', id: scan.id });
    const doc = await payload.create({
      collection: 'transfer-certificates',
      data: { ...tc, dateOfBirth: storedInstantOfDay(tc.dateOfBirth), issueDate: storedInstantOfDay(tc.issueDate), file: scan.id },
    });
    created.push({ collection: 'transfer-certificates', id: doc.id });
  }
}

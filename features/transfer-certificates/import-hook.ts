import { parse } from 'csv-parse/sync';
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload';
import type { TransferCertificateScan } from '../../cms/payload-types.ts';
import { storedInstantOfDay } from '../../lib/dates.ts';
import { rowProblem, tcRowSchema, type TcRow } from './csv-row.ts';
import { normaliseTcNumber } from './rules.ts';

export const CSV_COLUMNS = ['number', 'studentName', 'dateOfBirth', 'class', 'issueDate', 'file'] as const;
const MAX_ROWS = 2000;

const refuse = (message: string) => new APIError(message, 400, undefined, true);

type Planned = TcRow & { scan: TransferCertificateScan['id']; line: number };

function readRows(bytes: Buffer): Record<string, string>[] {
  try {
    return parse(bytes, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: false });
  } catch (error) {
    throw refuse(`The CSV could not be read: ${(error as Error).message}`);
  }
}

/** Every row checked before anything is saved: one bad row refuses the whole file, naming its line and field. */
async function plan(req: PayloadRequest, rows: Record<string, string>[]): Promise<Planned[]> {
  const missing = CSV_COLUMNS.filter((column) => !(column in (rows[0] ?? {})));
  if (rows.length === 0)
    throw refuse(`The CSV has no rows. Its first line must name the columns: ${CSV_COLUMNS.join(', ')}.`);
  if (missing.length > 0)
    throw refuse(
      `The CSV has no column ${missing.join(', ')}. Its first line must name the columns: ${CSV_COLUMNS.join(', ')}.`,
    );
  if (rows.length > MAX_ROWS) throw refuse(`The CSV has ${rows.length} rows; import at most ${MAX_ROWS} at a time.`);
  const seen = new Map<string, number>();
  const planned: Planned[] = [];
  for (const [index, raw] of rows.entries()) {
    // Line 1 is the header.
    const line = index + 2;
    const parsed = tcRowSchema.safeParse(raw);
    if (!parsed.success) throw refuse(`Row ${line}: ${rowProblem(parsed.error)}.`);
    const number = normaliseTcNumber(parsed.data.number);
    const again = seen.get(number);
    if (again !== undefined) throw refuse(`Row ${line}: number ${number} is also on row ${again}.`);
    seen.set(number, line);
    const existing = await req.payload.count({
      collection: 'transfer-certificates',
      where: { number: { equals: number } },
      overrideAccess: true,
      req,
    });
    if (existing.totalDocs > 0) throw refuse(`Row ${line}: number ${number} is already a transfer certificate.`);
    const filename = (raw.file ?? '').trim();
    const scans = await req.payload.find({
      collection: 'transfer-certificate-scans',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const scan = scans.docs[0];
    if (!filename || !scan)
      throw refuse(
        `Row ${line}: file ${JSON.stringify(filename)} is not an uploaded TC scan. Upload the PDFs in "TC scans" first.`,
      );
    planned.push({ ...parsed.data, number, scan: scan.id, line });
  }
  return planned;
}

/**
 * A CSV of TCs (one a row; `file` names a PDF already in "TC scans"): all rows are created, or none.
 * Created here, before the import itself is saved, so a refused file leaves nothing behind.
 */
export const importTransferCertificates: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const file = req.file;
  if (!file?.data?.length) throw refuse('Choose the CSV file to import.');
  const planned = await plan(req, readRows(file.data));
  const created: (number | string)[] = [];
  try {
    for (const row of planned) {
      const { scan, line: _line, ...tc } = row;
      const doc = await req.payload.create({
        collection: 'transfer-certificates',
        data: {
          ...tc,
          dateOfBirth: storedInstantOfDay(tc.dateOfBirth),
          issueDate: storedInstantOfDay(tc.issueDate),
          file: scan,
        },
        overrideAccess: true,
        req,
      });
      created.push(doc.id);
    }
  } catch (error) {
    // SQLite runs without transactions here: undo by hand what this import saved.
    for (const id of created)
      await req.payload
        .delete({ collection: 'transfer-certificates', id, overrideAccess: true, req })
        .catch(() => undefined);
    throw refuse(`The import stopped and nothing was saved: ${(error as Error).message}`);
  }
  return { ...data, created: created.length };
};

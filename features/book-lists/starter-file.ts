import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isAcademicYear } from '../../lib/academic-year.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { text } from '../../lib/rules/fields.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';

/** The starter book lists and annual reports (`content/book-list.yaml`, `content/annual-reports.yaml`), imported once like the rest. */

export const BOOK_LIST_FILE = 'book-list.yaml';
export const ANNUAL_REPORTS_FILE = 'annual-reports.yaml';

const academicYear = z
  .string({ error: 'expected an academic year such as 2026-27' })
  .refine(isAcademicYear, { error: 'expected an academic year such as 2026-27' });
const document = z.string().regex(/^\/documents\/[A-Za-z0-9._-]+$/, {
  error: 'expected a file of content/documents/, written /documents/name.pdf',
});

const book = z
  .strictObject({ title: text.max(200), publisher: text.max(120), ncert: z.boolean().optional() })
  .transform(({ ncert, ...rest }) => ({ ...rest, ncert: ncert ?? rest.publisher === 'NCERT' }));

const classList = z.strictObject({
  class: z.enum(CLASSES, { error: `expected one of ${CLASSES.join(', ')}` }),
  books: z.array(book).min(1),
});

const bookListFileSchema = z.strictObject({
  academicYear,
  declaration: document.optional(),
  classes: z.array(classList).superRefine((lists, context) => {
    const seen = new Set<string>();
    lists.forEach((list, index) => {
      if (seen.has(list.class))
        context.addIssue({ code: 'custom', message: `class ${list.class} is listed twice`, path: [index, 'class'] });
      seen.add(list.class);
    });
  }),
});

const annualReportsFileSchema = z.strictObject({
  reports: z.array(z.strictObject({ academicYear, report: document, summary: text.max(2000).optional() })),
});

export type StarterBookLists = z.output<typeof bookListFileSchema>;
export type StarterAnnualReport = z.output<typeof annualReportsFileSchema>['reports'][number];

/** The starter book lists, or none when the file is absent. */
export function readStarterBookLists(contentDir: string): StarterBookLists | undefined {
  const path = join(contentDir, BOOK_LIST_FILE);
  if (!existsSync(path)) return undefined;
  return parseYamlFile(bookListFileSchema, readFileSync(path, 'utf8'), `content/${BOOK_LIST_FILE}`);
}

export function readStarterAnnualReports(contentDir: string): StarterAnnualReport[] {
  const path = join(contentDir, ANNUAL_REPORTS_FILE);
  if (!existsSync(path)) return [];
  return parseYamlFile(annualReportsFileSchema, readFileSync(path, 'utf8'), `content/${ANNUAL_REPORTS_FILE}`).reports;
}

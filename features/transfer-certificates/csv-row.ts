import { z } from 'zod';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { isDay } from '../../lib/dates.ts';
import { TC_NUMBER_MAX } from './rules.ts';

/** One TC as the office writes it, in the starter file or a CSV import row. */
export const tcRowSchema = z.object({
  number: z.string().trim().min(1, { error: 'is empty' }).max(TC_NUMBER_MAX),
  studentName: z.string().trim().min(1, { error: 'is empty' }).max(120),
  dateOfBirth: z.string().trim().refine(isDay, { error: 'must be a date written 2014-06-15' }),
  class: z.enum(CLASSES, { error: `must be one of ${CLASSES.join(', ')}` }),
  issueDate: z.string().trim().refine(isDay, { error: 'must be a date written 2026-04-10' }),
});

export type TcRow = z.infer<typeof tcRowSchema>;

/** The first problem of a row, as "dateOfBirth must be a date written 2014-06-15". */
export function rowProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${String(issue?.path[0] ?? 'row')} ${issue?.message ?? 'is invalid'}`;
}

import type { z } from 'zod';
import { contentErrorMap } from './errors.ts';

/** What the site's rules say of what an editor saved: fine, or the first problem and the field it concerns. */
export type Checked = { ok: true } | { ok: false; path: string; message: string };

/** Rows of a list are `{ id, …fields }` in the CMS: a problem in the third phone is at `otherPhones.2.number`. */
export type PathMap = (path: (string | number)[]) => (string | number)[];

export function check(
  schema: z.ZodType,
  input: unknown,
  mapPath: PathMap = (path) => path,
  errorMap = contentErrorMap,
): Checked {
  const result = schema.safeParse(input, { error: errorMap });
  if (result.success) return { ok: true };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, path: '', message: 'invalid' };
  return {
    ok: false,
    path: mapPath(issue.path.filter((part) => typeof part !== 'symbol')).join('.'),
    message: issue.message,
  };
}

type Row = Record<string, unknown>;

export const asRecord = (value: unknown): Row => (value && typeof value === 'object' ? (value as Row) : {});
export const asRows = (value: unknown): Row[] => (Array.isArray(value) ? value.map(asRecord) : []);

/** A text field left empty is `null` in the CMS; the schemas treat it as not given. */
export const given = (value: unknown) => (value === null || value === '' ? undefined : value);

/** Picks `keys` from a CMS group or row, dropping its `id` and empty values. */
export function pick(value: unknown, keys: readonly string[]): Row {
  const row = asRecord(value);
  return Object.fromEntries(keys.map((key) => [key, given(row[key])]).filter(([, v]) => v !== undefined));
}

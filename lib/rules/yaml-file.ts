import { parse, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { ContentError, contentErrorMap, describeIssue } from './errors.ts';

/** Parses a YAML content file and validates it against `schema`; throws a one-line ContentError. */
export function parseYamlFile<T>(schema: z.ZodType<T>, text: string, file: string, errorMap = contentErrorMap): T {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // The yaml package appends a code frame on the following lines; the first line names the place.
    throw new ContentError(`${file}: ${error.message.split('\n')[0]?.replace(/:$/, '')}`);
  }
  const result = schema.safeParse(data ?? {}, { error: errorMap });
  if (!result.success) throw new ContentError(describeIssue(file, result.error));
  return result.data;
}

import type { z } from 'zod';

/** A content file that cannot be used: its message names the file, the field and the problem, in one line. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const ARTICLES: Record<string, string> = {
  string: 'a string (text)',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
};

/** Messages a school's staff can act on, in place of zod's defaults. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'missing';
      return `expected ${ARTICLES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array') return `needs at least ${issue.minimum} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${issue.maximum} characters`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'expected an e-mail address';
      if (issue.format === 'url') return 'expected an https:// address';
      return undefined;
    default:
      return undefined;
  }
};

/** `school.yaml: address.pinCode: expected a string` from the first problem zod found. */
export function describeIssue(file: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${file}: invalid`;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const message = issue.code === 'unrecognized_keys' ? 'unknown field (check its spelling)' : issue.message;
  const field = path
    .map((part) => (typeof part === 'number' ? `[${part + 1}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

import type { z } from 'zod';

/**
 * What the proxy answered to a POSTed form (a TC lookup, a parent's message), handed to the page that
 * shows it in a request header the proxy sets and no visitor can (proxy.ts): JSON in base64url, which any
 * header carries, read back only if it still matches its schema.
 */
export const encodeAnswerHeader = (answer: unknown): string =>
  Buffer.from(JSON.stringify(answer)).toString('base64url');

export function decodeAnswerHeader<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (!value) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

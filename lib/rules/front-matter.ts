import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import type { z } from 'zod';
import { ContentError, contentErrorMap, describeIssue } from './errors.ts';

/** A Markdown starter file's front matter, checked by `schema`, and the Markdown after it. */
export function parseFrontMatter<Schema extends z.ZodType<Record<string, unknown>>>(
  source: string,
  file: string,
  schema: Schema,
): z.infer<Schema> & { body: string } {
  const vfile = new VFile({ value: source, path: file });
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    throw new ContentError(`${file}: front matter: ${(error as Error).message.split('\n')[0]?.replace(/:$/, '')}`);
  }
  const front = schema.safeParse(vfile.data.matter ?? {}, { error: contentErrorMap });
  if (!front.success) throw new ContentError(describeIssue(file, front.error));
  return { ...front.data, body: String(vfile.value) };
}

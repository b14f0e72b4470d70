import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { z } from 'zod';
import { ContentError, contentErrorMap, describeIssue } from './errors.ts';
import { text } from './fields.ts';

export const PAGES_FOLDER = 'pages';

const frontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(300).optional(),
});

/** A menu route's own page, from `content/pages/{url}.md`: front matter, then the Markdown body. */
export type ContentPage = z.infer<typeof frontMatterSchema> & { body: string };

export function parsePage(source: string, file: string): ContentPage {
  const vfile = new VFile({ value: source, path: file });
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    throw new ContentError(`${file}: front matter: ${(error as Error).message.split('\n')[0]?.replace(/:$/, '')}`);
  }
  const front = frontMatterSchema.safeParse(vfile.data.matter ?? {}, { error: contentErrorMap });
  if (!front.success) throw new ContentError(describeIssue(file, front.error));
  return { ...front.data, body: String(vfile.value) };
}

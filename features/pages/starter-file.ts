import { z } from 'zod';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';

export const PAGES_FOLDER = 'pages';

const frontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(300).optional(),
});

/** A menu route's own page, from `content/pages/{url}.md`: front matter, then the Markdown body. */
export type ContentPage = z.infer<typeof frontMatterSchema> & { body: string };

export function parsePage(source: string, file: string): ContentPage {
  return parseFrontMatter(source, file, frontMatterSchema);
}

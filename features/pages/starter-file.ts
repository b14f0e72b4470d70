import { z } from 'zod';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';
import { FORMS } from '../messages/rules.ts';

export const PAGES_FOLDER = 'pages';

const frontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(300).optional(),
  // A parents' form at the end of the page (features/messages), as the office adds one with the Form block.
  form: z.enum(FORMS).optional(),
});

// The Hindi sibling holds only what a visitor reads; the address and the form are the English file's.
const hindiFrontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(300).optional(),
});

/** A menu route's own page, from `content/pages/{url}.md`: front matter, then the Markdown body. */
export type StarterPage = z.infer<typeof frontMatterSchema> & { body: string };

/** The page's Hindi, from `content/pages/{url}.hi.md`: its title, description and body. */
export type StarterPageHindi = z.infer<typeof hindiFrontMatterSchema> & { body: string };

export function parsePage(source: string, file: string): StarterPage {
  return parseFrontMatter(source, file, frontMatterSchema);
}

export function parseHindiPage(source: string, file: string): StarterPageHindi {
  return parseFrontMatter(source, file, hindiFrontMatterSchema);
}

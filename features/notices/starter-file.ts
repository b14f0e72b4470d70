import { z } from 'zod';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';

// A notice's Hindi sibling (`content/notices/{address}.hi.md`) holds only what a visitor reads: the date,
// number, category and attachments are the English file's, the same in both languages.
const hindiFrontMatterSchema = z.strictObject({ title: text.max(160) });

/** A notice's Hindi: its title and body. */
export type StarterNoticeHindi = z.infer<typeof hindiFrontMatterSchema> & { body: string };

export function parseHindiNotice(source: string, file: string): StarterNoticeHindi {
  return parseFrontMatter(source, file, hindiFrontMatterSchema);
}

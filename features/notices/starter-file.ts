import { z } from 'zod';
import { ContentError } from '../../lib/rules/errors.ts';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';
import { NOTICE_CATEGORIES, NOTICE_SLUG } from './rules.ts';

export const NOTICES_FOLDER = 'notices';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date such as 2026-11-20' });
const moment = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
  error: 'expected a date and time such as 2026-11-30T18:00:00+05:30',
});

const frontMatterSchema = z.strictObject({
  title: text.max(160),
  date: day,
  number: text.max(40).optional(),
  category: z.enum(NOTICE_CATEGORIES.map(({ value }) => value) as [string, ...string[]], { error: 'expected circular, notice, news or result' }),
  pinned: z.boolean().optional(),
  expiresAt: moment.optional(),
  /** Files in content/documents/, written as `/documents/{file}`. */
  attachments: z.array(z.string().regex(/^\/documents\/[A-Za-z0-9._-]+$/, { error: 'expected /documents/{file in content/documents}' })).optional(),
});

/** A notice from `content/notices/{address}.md`: front matter, then the Markdown body. */
export type StarterNotice = z.infer<typeof frontMatterSchema> & { slug: string; body: string };

export function parseNotice(source: string, file: string, slug: string): StarterNotice {
  if (!NOTICE_SLUG.test(slug)) throw new ContentError(`${file}: the file name must be the notice's address: lower-case letters, digits and hyphens`);
  return { ...parseFrontMatter(source, file, frontMatterSchema), slug };
}

/** A date of issue (a day in India) as the instant the CMS keeps: that day's midnight in IST. */
export const istMidnight = (date: string) => `${date}T00:00:00.000+05:30`;

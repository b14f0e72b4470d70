import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { z } from 'zod';
import { markdownToLexical, type EditorConfig } from '../../cms/markdown-to-lexical.ts';
import {
  documentId,
  HINDI,
  hindiName,
  isHindiFile,
  keepsHindi,
  readOptional,
  saving,
  type Created,
  type StarterDocuments,
} from '../../cms/starter-import.ts';
import { ContentError } from '../../lib/rules/errors.ts';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';
import { SLUG } from '../../lib/slug.ts';
import { NOTICE_CATEGORIES, type NoticeCategory } from './rules.ts';
import { parseHindiNotice } from './starter-file.ts';

const NOTICES_FOLDER = 'notices';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date such as 2026-11-20' });
const moment = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
  error: 'expected a date and time such as 2026-11-30T18:00:00+05:30',
});

const frontMatterSchema = z.strictObject({
  title: text.max(160),
  date: day,
  number: text.max(40).optional(),
  category: z.enum(NOTICE_CATEGORIES.map(({ value }) => value) as [NoticeCategory, ...NoticeCategory[]], {
    error: 'expected circular, notice, news or result',
  }),
  pinned: z.boolean().optional(),
  expiresAt: moment.optional(),
  /** Files in content/documents/, written as `/documents/{file}`. */
  attachments: z
    .array(
      z.string().regex(/^\/documents\/[A-Za-z0-9._-]+$/, { error: 'expected /documents/{file in content/documents}' }),
    )
    .optional(),
});

/** A notice from `content/notices/{address}.md`: front matter, then the Markdown body. */
type StarterNotice = z.infer<typeof frontMatterSchema> & { slug: string; body: string };

function parseNotice(source: string, file: string, slug: string): StarterNotice {
  if (!SLUG.test(slug))
    throw new ContentError(
      `${file}: the file name must be the notice's address: lower-case letters, digits and hyphens`,
    );
  return { ...parseFrontMatter(source, file, frontMatterSchema), slug };
}

/** A date of issue (a day in India) as the instant the CMS keeps: that day's midnight in IST. */
export const istMidnight = (date: string) => `${date}T00:00:00.000+05:30`;

/**
 * `content/notices/*.md`: a published notice each, its address from the file name, its attachments from
 * documents/, its Hindi title and body from `*.hi.md`.
 */
export async function importNotices(
  payload: Payload,
  contentDir: string,
  documents: StarterDocuments,
  editorConfig: EditorConfig,
  created: Created,
): Promise<void> {
  let files: string[] = [];
  try {
    files = readdirSync(join(/*turbopackIgnore: true*/ contentDir, NOTICES_FOLDER)).filter(
      (name) => name.endsWith('.md') && !isHindiFile(name),
    );
  } catch {
    return;
  }
  for (const name of files.sort()) {
    const file = `content/${NOTICES_FOLDER}/${name}`;
    const notice = parseNotice(
      readFileSync(join(/*turbopackIgnore: true*/ contentDir, NOTICES_FOLDER, name), 'utf8'),
      file,
      name.replace(/\.md$/, ''),
    );
    const attachments = (notice.attachments ?? []).map((path) => documentId(documents, path, `${file}: attachments`));
    const { slug, title, number, category, pinned, expiresAt } = notice;
    const data: RequiredDataFromCollectionSlug<'notices'> = {
      slug,
      title,
      number,
      category,
      pinned: pinned ?? false,
      expiresAt,
      date: istMidnight(notice.date),
      body: markdownToLexical(notice.body, editorConfig),
      attachments,
      _status: 'published',
    };
    const doc = await saving(file, () => payload.create({ collection: 'notices', data }));
    created.push({ collection: 'notices', id: doc.id });
    const hindiFile = `${NOTICES_FOLDER}/${hindiName(name)}`;
    const hindiSource = keepsHindi(payload) ? readOptional(contentDir, hindiFile) : undefined;
    if (hindiSource === undefined) continue;
    const hindi = parseHindiNotice(hindiSource, `content/${hindiFile}`);
    await saving(`content/${hindiFile}`, () =>
      payload.update({
        collection: 'notices',
        id: doc.id,
        locale: HINDI,
        data: { title: hindi.title, body: markdownToLexical(hindi.body, editorConfig), _status: 'published' },
      }),
    );
  }
}

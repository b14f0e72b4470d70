import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { markdownToLexical, type EditorConfig } from '../../cms/markdown-to-lexical.ts';
import { saving, type Created } from '../../cms/starter-import.ts';
import { text } from '../../lib/rules/fields.ts';
import { parseFrontMatter } from '../../lib/rules/front-matter.ts';
import { formBlockNode } from '../messages/form-block-config.ts';
import { FORMS } from '../messages/rules.ts';

const PAGES_FOLDER = 'pages';

const frontMatterSchema = z.strictObject({
  title: text.max(120),
  description: text.max(300).optional(),
  // A parents' form at the end of the page (features/messages), as the office adds one with the Form block.
  form: z.enum(FORMS).optional(),
});

/** A menu route's own page, from `content/pages/{url}.md`: front matter, then the Markdown body. */
type StarterPage = z.infer<typeof frontMatterSchema> & { body: string };

function parsePage(source: string, file: string): StarterPage {
  return parseFrontMatter(source, file, frontMatterSchema);
}

/** `content/pages/*.md`: a published page each, its address from the file name. */
export async function importPages(
  payload: Payload,
  contentDir: string,
  editorConfig: EditorConfig,
  created: Created,
): Promise<void> {
  let files: string[] = [];
  try {
    files = readdirSync(join(/*turbopackIgnore: true*/ contentDir, PAGES_FOLDER)).filter((name) =>
      name.endsWith('.md'),
    );
  } catch {
    // No pages: every menu link shows the home page.
  }
  for (const name of files.sort()) {
    const file = `content/${PAGES_FOLDER}/${name}`;
    const page = parsePage(readFileSync(join(/*turbopackIgnore: true*/ contentDir, PAGES_FOLDER, name), 'utf8'), file);
    const body = markdownToLexical(page.body, editorConfig);
    if (page.form) body.root.children.push(formBlockNode(page.form, randomBytes(12).toString('hex')));
    const doc = await saving(file, () =>
      payload.create({
        collection: 'pages',
        data: {
          slug: name.replace(/\.md$/, ''),
          title: page.title,
          description: page.description,
          body,
          _status: 'published',
        },
      }),
    );
    created.push({ collection: 'pages', id: doc.id });
  }
}

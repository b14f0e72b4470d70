import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { markdownToLexical, type EditorConfig } from '../../cms/markdown-to-lexical.ts';
import {
  HINDI,
  hindiName,
  isHindiFile,
  keepsHindi,
  readOptional,
  saving,
  type Created,
} from '../../cms/starter-import.ts';
import { formBlockNode } from '../messages/form-block-config.ts';
import { PAGES_FOLDER, parseHindiPage, parsePage, type StarterPage } from './starter-file.ts';

function pageBody(markdown: string, form: StarterPage['form'], editorConfig: EditorConfig) {
  const body = markdownToLexical(markdown, editorConfig);
  if (form) body.root.children.push(formBlockNode(form, randomBytes(12).toString('hex')));
  return body;
}

/** `content/pages/*.md`: a published page each, its address from the file name, its Hindi from `*.hi.md`. */
export async function importPages(
  payload: Payload,
  contentDir: string,
  editorConfig: EditorConfig,
  created: Created,
): Promise<void> {
  let files: string[] = [];
  try {
    files = readdirSync(join(/*turbopackIgnore: true*/ contentDir, PAGES_FOLDER)).filter(
      (name) => name.endsWith('.md') && !isHindiFile(name),
    );
  } catch {
    // No pages: every menu link shows the home page.
  }
  for (const name of files.sort()) {
    const file = `content/${PAGES_FOLDER}/${name}`;
    const page = parsePage(readFileSync(join(/*turbopackIgnore: true*/ contentDir, PAGES_FOLDER, name), 'utf8'), file);
    const doc = await saving(file, () =>
      payload.create({
        collection: 'pages',
        data: {
          slug: name.replace(/\.md$/, ''),
          title: page.title,
          description: page.description,
          body: pageBody(page.body, page.form, editorConfig),
          _status: 'published',
        },
      }),
    );
    created.push({ collection: 'pages', id: doc.id });
    const hindiFile = `${PAGES_FOLDER}/${hindiName(name)}`;
    const hindiSource = keepsHindi(payload) ? readOptional(contentDir, hindiFile) : undefined;
    if (hindiSource === undefined) continue;
    const hindi = parseHindiPage(hindiSource, `content/${hindiFile}`);
    await saving(`content/${hindiFile}`, () =>
      payload.update({
        collection: 'pages',
        id: doc.id,
        locale: HINDI,
        data: {
          title: hindi.title,
          description: hindi.description,
          body: pageBody(hindi.body, page.form, editorConfig),
          _status: 'published',
        },
      }),
    );
  }
}

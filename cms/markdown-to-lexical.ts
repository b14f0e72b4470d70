import { convertMarkdownToLexical } from '@payloadcms/richtext-lexical';
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical';
import type { Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Page } from './payload-types.ts';

type Body = NonNullable<Page['body']>;

export type EditorConfig = Parameters<typeof convertMarkdownToLexical>[0]['editorConfig'];

// Lexical's Markdown import knows no GFM tables; the starter pages have some (admissions' age table).
// Tables are found with remark's GFM parser and built as the table feature's nodes, each cell's text
// converted by Payload's own converter; everything else goes through that converter as it is.
const HEADER_ROW = 1;

function blocks(markdown: string, editorConfig: EditorConfig): SerializedLexicalNode[] {
  if (markdown.trim() === '') return [];
  return convertMarkdownToLexical({ editorConfig, markdown }).root.children;
}

function slice(markdown: string, node: RootContent | Root): string {
  return markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
}

function tableNode(table: Table, markdown: string, editorConfig: EditorConfig): SerializedLexicalNode {
  const rows = table.children.map((row, rowIndex) => ({
    type: 'tablerow',
    version: 1,
    children: row.children.map((cell) => ({
      type: 'tablecell',
      version: 1,
      headerState: rowIndex === 0 ? HEADER_ROW : 0,
      colSpan: 1,
      rowSpan: 1,
      backgroundColor: null,
      children: blocks(cell.children.map((inline) => slice(markdown, inline)).join(''), editorConfig),
    })),
  }));
  return { type: 'table', version: 1, children: rows, direction: null, format: '', indent: 0 } as SerializedLexicalNode;
}

export function markdownToLexical(markdown: string, editorConfig: EditorConfig): Body {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const children: SerializedLexicalNode[] = [];
  let pending = '';
  for (const node of tree.children) {
    if (node.type !== 'table') {
      pending += `${slice(markdown, node)}\n\n`;
      continue;
    }
    children.push(...blocks(pending, editorConfig), tableNode(node, markdown, editorConfig));
    pending = '';
  }
  children.push(...blocks(pending, editorConfig));
  return { root: { type: 'root', version: 1, children, direction: null, format: '', indent: 0 } };
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown };
// A space after each block, so words of two paragraphs never run together.
const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell', 'tablerow']);

/**
 * The words of a rich-text (Lexical) body as one plain text, unsqueezed: a notice's summary and the
 * search index read bodies the same way. `tables: false` leaves tables out, whose cells read as a jumble
 * of words out of their grid.
 */
export function richTextWords(body: unknown, { tables = true } = {}): string {
  const parts: string[] = [];
  const walk = (node: LexicalNode) => {
    if (!tables && node.type === 'table') return;
    if (typeof node.text === 'string') parts.push(node.text);
    if (Array.isArray(node.children))
      for (const child of node.children as unknown[]) if (child && typeof child === 'object') walk(child);
    if (typeof node.type === 'string' && BLOCKS.has(node.type)) parts.push(' ');
  };
  const root = (body as { root?: LexicalNode } | null | undefined)?.root;
  if (root && typeof root === 'object') walk(root);
  return parts.join('');
}

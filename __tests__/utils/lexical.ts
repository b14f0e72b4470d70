/** Page bodies as Payload's rich-text editor (Lexical) saves them, built by hand for tests. */
export type LexicalNode = Record<string, unknown>;

export const text = (value: string, format = 0): LexicalNode => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
});

export const block = (type: string, children: LexicalNode[], extra: LexicalNode = {}): LexicalNode => ({
  type,
  version: 1,
  direction: null,
  format: '',
  indent: 0,
  children,
  ...extra,
});

export const paragraph = (...children: LexicalNode[]) => block('paragraph', children, { textFormat: 0 });

export const link = (url: string, label: string, linkType = 'custom', doc?: LexicalNode): LexicalNode =>
  block('link', [text(label)], { version: 3, fields: { linkType, url, newTab: false, doc } });

/** A whole editor state: what the CMS stores in a page's `body`. */
export const body = (...children: LexicalNode[]) => ({ root: block('root', children) });

/** A picture or a document's link in a body, as the editor saves it: the file's collection and id. */
export const upload = (relationTo: 'documents' | 'images', id: number): LexicalNode => ({
  type: 'upload',
  version: 3,
  format: '',
  id: id.toString(16).padStart(24, '0'),
  fields: null,
  relationTo,
  value: id,
});

import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConverters, type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { ExternalMark } from './layout/external-mark';
import { keepPhoneNumbersWhole } from './rules/fields';

/**
 * A page body from the CMS (Lexical's JSON), rendered on the server only: no client component imports
 * this, so none of its code reaches the browser. Text is always text (Lexical has no raw HTML, and a node
 * of any type this site does not know renders nothing); links keep only http(s), mailto: and tel: or a
 * path on this site, and other sites open in a new tab and say so; pictures only from this site, which the CSP
 * allows; headings start at level 2 under the page's title.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

type Fields = { linkType?: string; url?: unknown; doc?: { relationTo?: string; value?: unknown } | null };
type Doc = Record<string, unknown>;
type Size = { url?: unknown; width?: unknown };

// One leading slash: a browser drops tabs and newlines, then reads `//host` and `/\host` as another site.
const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && /^\/(?![/\\])/.test(url.replace(/[\t\n\r]/g, ''));

/** Where a link node may point: an allowed address, another page of this site, or nowhere. */
function linkHref(fields: Fields): string | undefined {
  if (fields.linkType === 'internal') {
    const page = fields.doc?.relationTo === 'pages' ? (fields.doc.value as Doc | undefined) : undefined;
    return typeof page?.slug === 'string' && /^[A-Za-z0-9-]+$/.test(page.slug) ? `/${page.slug}` : undefined;
  }
  const url = typeof fields.url === 'string' ? fields.url.replace(/[\t\n\r]/g, '').trim() : '';
  if (url.startsWith('#') || isSitePath(url)) return url;
  // Absolute addresses only: `javascript&colon;…` or `evil.example` would otherwise pass as a relative path.
  return URL.canParse(url) && LINK_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
}

function SafeLink({ fields, children }: { fields: Fields; children: ReactNode }) {
  const href = linkHref(fields);
  if (!href) return <span>{children}</span>;
  return /^https?:/i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalMark />
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

/** An image from the CMS's `images`, in the sizes it made (a phone takes the smallest that fills it). */
function Picture({ doc }: { doc: Doc }) {
  if (!isSitePath(doc.url)) return null;
  // The WebP sizes only: the JPEG copies (`smallJpeg`…) of the same widths are the gallery's fallback.
  const sizes = Object.entries((doc.sizes ?? {}) as Record<string, Size>)
    .filter(([name, size]) => !name.endsWith('Jpeg') && isSitePath(size.url) && typeof size.width === 'number')
    .map(([, size]) => size);
  const srcSet = sizes.map((size) => `${size.url as string} ${size.width as number}w`).join(', ');
  return (
    <img
      src={doc.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? '(max-width: 75ch) 100vw, 75ch' : undefined}
      alt={typeof doc.alt === 'string' ? doc.alt : ''}
      width={typeof doc.width === 'number' ? doc.width : undefined}
      height={typeof doc.height === 'number' ? doc.height : undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

function textOf(node: SerializedLexicalNode): string {
  const { text, children } = node as { text?: unknown; children?: SerializedLexicalNode[] };
  return typeof text === 'string' ? text : (children ?? []).map(textOf).join(' ');
}

/** Renderers of a page's blocks by their slug; a block without one renders nothing. */
export type BlockRenderers = NonNullable<JSXConverters['blocks']>;

const convertersWith =
  (blocks: BlockRenderers): JSXConvertersFunction =>
  ({ defaultConverters }) => {
    const safe: JSXConverters = {
      ...defaultConverters,
      // A phone number written in a page never wraps in the middle (lib/rules/fields.ts).
      text: (args) =>
        typeof defaultConverters.text === 'function'
          ? defaultConverters.text({ ...args, node: { ...args.node, text: keepPhoneNumbersWhole(args.node.text) } })
          : keepPhoneNumbersWhole(args.node.text),
      // Lexical numbers every item; `value` is an ordered list's alone (HTML refuses it on a `ul`'s `li`).
      listitem: (args) => {
        const item: unknown =
          typeof defaultConverters.listitem === 'function' ? defaultConverters.listitem(args) : null;
        const inOrderedList = (args.parent as { tag?: string }).tag === 'ol';
        return isValidElement<{ value?: number }>(item) && !inOrderedList
          ? cloneElement(item, { value: undefined })
          : (item as ReactNode);
      },
      heading: ({ node, nodesToJSX }) => {
        const level = Math.min(6, Math.max(2, Number(/^h([1-6])$/.exec(String(node.tag))?.[1] ?? 2)));
        const Tag = `h${level}` as 'h2';
        return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>;
      },
      link: ({ node, nodesToJSX }) => <SafeLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</SafeLink>,
      autolink: ({ node, nodesToJSX }) => (
        <SafeLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</SafeLink>
      ),
      upload: ({ node }) => {
        const { relationTo, value } = node as { relationTo?: string; value?: unknown };
        if (!value || typeof value !== 'object') return null;
        const doc = value as Doc;
        if (relationTo === 'images') return <Picture doc={doc} />;
        if (relationTo === 'documents' && typeof doc.filename === 'string') {
          return (
            <a href={`/documents/${encodeURIComponent(doc.filename)}`}>
              {typeof doc.title === 'string' ? doc.title : doc.filename}
            </a>
          );
        }
        return null;
      },
      // A wide table (a fee table on a phone) scrolls inside its own labelled region instead of the page.
      table: ({ node, nodesToJSX }) => {
        const [firstRow] = (node.children ?? []) as SerializedLexicalNode[];
        const label = firstRow ? `Table: ${textOf(firstRow).replace(/\s+/g, ' ').trim()}` : 'Table';
        return (
          <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
            <table>
              <tbody>{nodesToJSX({ nodes: node.children })}</tbody>
            </table>
          </div>
        );
      },
      tablerow: ({ node, nodesToJSX }) => <tr>{nodesToJSX({ nodes: node.children })}</tr>,
      tablecell: ({ node, nodesToJSX }) => {
        const { headerState, colSpan, rowSpan } = node as { headerState?: number; colSpan?: number; rowSpan?: number };
        const span = {
          colSpan: colSpan && colSpan > 1 ? colSpan : undefined,
          rowSpan: rowSpan && rowSpan > 1 ? rowSpan : undefined,
        };
        // Lexical's header states: 1 a header row (column headers), 2 a header column (row headers).
        if (headerState === 2)
          return (
            <th scope="row" {...span}>
              {nodesToJSX({ nodes: node.children })}
            </th>
          );
        if (headerState)
          return (
            <th scope="col" {...span}>
              {nodesToJSX({ nodes: node.children })}
            </th>
          );
        return <td {...span}>{nodesToJSX({ nodes: node.children })}</td>;
      },
      // Nothing else: a block without a renderer, raw HTML or a node type from a newer editor shows nothing.
      unknown: () => null,
      blocks,
      inlineBlocks: {},
    };
    return safe;
  };

// Converting a long page is most of its render cost. A body read from the CMS is the same object until an
// editor publishes (cms/change-stamp.ts), so its converted tree is kept with it and reused:
// React elements are plain immutable objects. A body is always rendered with the same block renderers
// (its page's), so the body alone is the key; a block's renderer that reads the request renders per request.
const converted = new WeakMap<object, ReturnType<typeof RichText>>();

export function RichTextBody({ data, blocks = {} }: { data: SerializedEditorState; blocks?: BlockRenderers }) {
  let tree = converted.get(data);
  if (!tree) {
    tree = RichText({ data, converters: convertersWith(blocks), disableContainer: true });
    converted.set(data, tree);
  }
  return tree;
}

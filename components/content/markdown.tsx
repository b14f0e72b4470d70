import type { Element, ElementContent } from 'hast';
import type { ReactElement } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A content file's Markdown, rendered on the server only (no client component imports this, so none of
 * its code reaches the browser). Raw HTML shows as text, never as markup; links keep only http(s),
 * mailto: and tel: or a path on this site; images only from this site, which the CSP allows.
 */

// A stand-in origin for resolving relative URLs: anything that resolves elsewhere is another site.
const SELF = 'https://self.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function parse(url: string): URL | undefined {
  return URL.canParse(url, SELF) ? new URL(url, SELF) : undefined;
}

/** react-markdown's hook for every URL: an empty string drops it. */
function safeUrl(url: string, key: string): string {
  const parsed = parse(url);
  if (!parsed || !LINK_PROTOCOLS.has(parsed.protocol)) return '';
  if (key === 'src' && parsed.origin !== SELF) return '';
  return url;
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const components: Components = {
  // The page's title is its only h1.
  h1: 'h2',
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    const external = parse(href)?.origin !== SELF && /^https?:/.test(parse(href)?.protocol ?? '');
    return external ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href}>{children}</a>
    );
  },
  img({ src, alt }) {
    return typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : <span>{alt}</span>;
  },
  // A wide table (a fee table on a phone) scrolls inside its own region instead of the page.
  table({ node, children }) {
    const headings = node?.children.find((child) => child.type === 'element' && child.tagName === 'thead');
    const label = headings ? `Table: ${textOf(headings).replace(/\s+/g, ' ').trim()}` : 'Table';
    return (
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table>{children}</table>
      </div>
    );
  },
};

// Parsing is most of a content page's render cost (`npm run bench`: the page served 0.4x the reference's
// requests a second). A page file changes rarely, so its rendered tree is kept, by its text, and reused:
// React elements are plain immutable objects. The oldest goes first beyond a few dozen pages.
const RENDERED_LIMIT = 50;
const rendered = new Map<string, ReactElement>();

export function MarkdownBody({ source }: { source: string }) {
  let tree = rendered.get(source);
  if (!tree) {
    tree = Markdown({ children: source, remarkPlugins: [remarkGfm], urlTransform: safeUrl, components });
    rendered.set(source, tree);
    if (rendered.size > RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
  }
  return tree;
}

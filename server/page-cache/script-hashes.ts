import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * A kept page made to run under a policy of hashes rather than its render's nonce, so it is the same bytes
 * for every visitor (the strict-CSP guidance for cached HTML: hashes with 'strict-dynamic').
 *
 * - An inline script runs as it is: its SHA-256 goes into the policy.
 * - A script file (`<script src>`) cannot be allowed by a hash in every engine, so each run of them is
 *   replaced, where it stood, by one inline loader that adds the same elements. 'strict-dynamic' trusts
 *   what a hashed script adds. Next's are `async` (and one `nomodule`), so they run as they did, and none is
 *   asked for before the point it was: the body's last one must follow the script before it.
 * - A script's preload (`<link rel=preload as=script>`) would be refused under 'strict-dynamic', which only
 *   a nonce gets past: it is dropped, and its script is fetched by the loader that follows.
 * - The render's nonce attributes are dropped: the policy names no nonce. (Its value, left inside the
 *   flight data, allows nothing.)
 *
 * Data blocks (`type="application/ld+json"`) do not run and are left as they are.
 */
export type HashedPage = { html: string; hashes: string[] };

type Edit = { from: number; to: number; text: string };
type ScriptFile = { from: number; to: number; attributes: Record<string, string> };

const RUNS = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The loader for a run of script files: the same elements, added where the first one stood. */
function loader(files: readonly ScriptFile[]): string {
  const list = files.map(({ attributes }) => attributes);
  // `<` escaped: a value can never end the script or open a comment.
  const json = JSON.stringify(list).replaceAll('<', '\\u003c');
  return `for(const a of ${json}){const s=document.createElement("script");for(const n in a)s.setAttribute(n,a[n]);document.currentScript.before(s)}`;
}

/** The page with its scripts hashed, its script files loaded by hashed loaders, and its nonce dropped. */
export function hashScripts(html: string): HashedPage {
  const edits: Edit[] = [];
  const hashes = new Set<string>();
  const files: ScriptFile[] = [];
  let open: { from: number; openEnd: number; attributes: Record<string, string> } | undefined;

  /** The tag from `from` to `to` (inclusive) without its nonce attribute, if it has one. */
  const dropNonce = (from: number, to: number, attributes: Record<string, string>) => {
    if (attributes.nonce === undefined) return;
    const tag = html.slice(from, to + 1);
    const attribute = / nonce=(?:"[^"]*"|'[^']*'|[^\s>]*)/.exec(tag);
    if (attribute)
      edits.push({ from: from + attribute.index, to: from + attribute.index + attribute[0].length, text: '' });
  };
  const flushFiles = () => {
    if (files.length === 0) return;
    const script = loader(files);
    hashes.add(sha256(script));
    edits.push({ from: files[0]!.from, to: files.at(-1)!.to, text: `<script>${script}</script>` });
    files.length = 0;
  };

  const parser = new Parser({
    onopentag(name, attributes) {
      const { startIndex: from, endIndex: to } = parser;
      if (name === 'script') {
        open = { from, openEnd: to, attributes };
        return;
      }
      flushFiles();
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (
        name === 'link' &&
        (rel.includes('modulepreload') || (rel.includes('preload') && attributes.as === 'script'))
      ) {
        edits.push({ from, to: to + 1, text: '' });
        return;
      }
      dropNonce(from, to, attributes);
    },
    onclosetag(name) {
      if (name !== 'script' || !open) return;
      const { from, openEnd, attributes } = open;
      open = undefined;
      const to = parser.endIndex + 1;
      if (attributes.src !== undefined) {
        // A run is files with nothing between them.
        if (files.length > 0 && files.at(-1)!.to !== from) flushFiles();
        const { nonce: _nonce, ...kept } = attributes;
        files.push({ from, to, attributes: kept });
        return;
      }
      flushFiles();
      if (!RUNS.has((attributes.type ?? '').trim().toLowerCase())) return;
      hashes.add(sha256(html.slice(openEnd + 1, parser.startIndex)));
      dropNonce(from, openEnd, attributes);
    },
  });
  parser.end(html);
  flushFiles();

  let result = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.from - b.from)) {
    result += html.slice(at, edit.from) + edit.text;
    at = edit.to;
  }
  return { html: result + html.slice(at), hashes: [...hashes] };
}

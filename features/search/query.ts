import { searchTokens } from './tokens.ts';

/**
 * A visitor's query as terms every term of which a result must hold: words, quoted phrases, and the last
 * bare word as a prefix ("admis" finds Admissions). Only tokens come out, so nothing a visitor types is
 * ever read as FTS5 or tsquery syntax: each engine renders the terms itself, as bound parameters.
 */

const MAX_QUERY_CHARS = 200;
export const MAX_TERMS = 12;

export type SearchTerm =
  { kind: 'word'; token: string } | { kind: 'prefix'; token: string } | { kind: 'phrase'; tokens: string[] };
export type SearchQuery = { text: string; terms: SearchTerm[] };

/** Cut to 200 characters, split into quoted phrases and bare words; never throws. */
export function parseQuery(q: string): SearchQuery {
  // A lone surrogate (from a broken %-escape) would make no word: dropped.
  const text = String(q ?? '')
    .replace(/[\uD800-\uDFFF]/g, (char, index: number, all: string) =>
      /[\uD800-\uDBFF]/.test(char) && /[\uDC00-\uDFFF]/.test(all[index + 1] ?? '')
        ? char
        : /[\uDC00-\uDFFF]/.test(char) && /[\uD800-\uDBFF]/.test(all[index - 1] ?? '')
          ? char
          : ' ',
    )
    .slice(0, MAX_QUERY_CHARS)
    .trim();
  const terms: SearchTerm[] = [];
  // Quoted parts are phrases; an unclosed quote runs to the end.
  const parts = text.split('"');
  let lastBare: { index: number; token: string } | undefined;
  parts.forEach((part, index) => {
    const tokens = searchTokens(part);
    if (tokens.length === 0) return;
    if (index % 2 === 1) {
      const [only] = tokens;
      terms.push(tokens.length === 1 && only ? { kind: 'word', token: only } : { kind: 'phrase', tokens });
      return;
    }
    for (const token of tokens) {
      terms.push({ kind: 'word', token });
      lastBare = { index: terms.length - 1, token };
    }
  });
  // The last bare word may be one still being typed.
  if (lastBare) terms[lastBare.index] = { kind: 'prefix', token: lastBare.token };
  return { text, terms: dedupe(terms).slice(0, MAX_TERMS) };
}

function dedupe(terms: SearchTerm[]): SearchTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.kind === 'phrase' ? `p:${term.tokens.join(' ')}` : `${term.kind}:${term.token}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The words a result's snippet marks: whole words, and the prefix's beginnings. */
export function markers(query: SearchQuery): { words: Set<string>; prefixes: string[] } {
  const words = new Set<string>();
  const prefixes: string[] = [];
  for (const term of query.terms) {
    if (term.kind === 'word') words.add(term.token);
    else if (term.kind === 'prefix') prefixes.push(term.token);
    else term.tokens.forEach((token) => words.add(token));
  }
  return { words, prefixes };
}

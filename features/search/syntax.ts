import type { SearchTerm } from './query.ts';
import { searchTokens } from './tokens.ts';

/**
 * The index's and the query's words in each engine's own syntax (features/search/engine.ts binds them as
 * parameters). Built from tokens only, which hold no quote or operator, so a visitor's text is never syntax.
 */

// Postgres: a lexeme's positions stop at 16383 and it keeps 256 of them; a lexeme is at most 2046 bytes.
const MAX_POSITION = 16_383;
const MAX_POSITIONS = 256;
const MAX_LEXEME_BYTES = 2_046;

const lexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsvector literal of an entry: the title's words at weight A, then (a position apart, so no phrase spans both) the body's at D. */
export function tsvectorOf(title: string, body: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (text: string, weight: 'A' | 'D') => {
    for (const token of searchTokens(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      if (Buffer.byteLength(token) > MAX_LEXEME_BYTES) continue;
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS) list.push(`${position}${weight}`);
      positions.set(token, list);
    }
  };
  add(title, 'A');
  position += 1;
  add(body, 'D');
  return [...positions].map(([token, at]) => `${lexeme(token)}:${at.join(',')}`).join(' ');
}

/** FTS5's query: each term quoted (tokens hold no quote), all required. */
export function ftsMatchOf(terms: readonly SearchTerm[]): string {
  return terms
    .map((term) =>
      term.kind === 'phrase' ? `"${term.tokens.join(' ')}"` : `"${term.token}"${term.kind === 'prefix' ? '*' : ''}`,
    )
    .join(' ');
}

/** Postgres's tsquery literal of the same terms. */
export function tsqueryOf(terms: readonly SearchTerm[]): string {
  return terms
    .map((term) =>
      term.kind === 'phrase'
        ? `(${term.tokens.map(lexeme).join(' <-> ')})`
        : `${lexeme(term.token)}${term.kind === 'prefix' ? ':*' : ''}`,
    )
    .join(' & ');
}

/**
 * The words of a text as the search index holds them. One rule for both databases: SQLite's FTS5 splits
 * with `unicode61 remove_diacritics 0 categories 'L* N* Co M*'` (features/search/engine.ts), which keeps a
 * Devanagari word whole (its vowel signs and virama are marks, M*); Postgres is given these very words as
 * its tsvector, so neither database's own parser decides what a word is.
 */
const SEPARATOR = /[^\p{L}\p{M}\p{N}\p{Co}]+/u;
const WORD = /[\p{L}\p{M}\p{N}\p{Co}]+/gu;

/** NFC, lower case, split on anything not a letter, mark, number or private-use character. */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(SEPARATOR)
    .filter((token) => token !== '');
}

/** Each word of an (NFC) text with where it starts, for marking the query's words in a snippet. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

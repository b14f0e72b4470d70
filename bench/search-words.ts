/**
 * The benchmark's searches (scripts/bench.ts) and the words bench/seed.ts puts in the 100× content's PDFs
 * for them: shared, so the search for "a word only in a PDF" asks for one the seed wrote.
 */

const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'zo', 'vi', 'nu'] as const;

/**
 * A made-up word in notice `index`'s PDF and nowhere else (its syllables are `index` in base 8, then
 * "qx"): "kakalomiqx". Letters only, so every tokenizer keeps it one word.
 */
export function pdfOnlyWord(index: number): string {
  let word = '';
  for (let rest = index, digits = 0; digits < 4; digits += 1, rest = Math.floor(rest / SYLLABLES.length))
    word = SYLLABLES[rest % SYLLABLES.length]! + word;
  return `${word}qx`;
}

/** What a parent types, at both scales: a word most notices have, one only a PDF has, a prefix, Hindi. */
export const SEARCHES = [
  { name: 'common word', path: '/search?q=parents' },
  { name: 'word only in a PDF', path: `/search?q=${pdfOnlyWord(350)}` },
  { name: 'prefix', path: '/search?q=unif' },
  { name: 'Hindi word', path: `/hi/search?q=${encodeURIComponent('विद्यालय')}` },
] as const;

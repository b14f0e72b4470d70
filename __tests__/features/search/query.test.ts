import { ftsMatchOf, tsqueryOf, tsvectorOf } from '@/features/search/syntax';
import { MAX_TERMS, parseQuery } from '@/features/search/query';
import { snippetOf } from '@/features/search/snippet';

describe('parseQuery', () => {
  it('makes the last bare word a prefix', () => {
    expect(parseQuery('winter admis').terms).toEqual([
      { kind: 'word', token: 'winter' },
      { kind: 'prefix', token: 'admis' },
    ]);
  });

  it('reads a quoted phrase as a phrase, and an unclosed quote to the end', () => {
    expect(parseQuery('"winter uniform" fees').terms).toEqual([
      { kind: 'phrase', tokens: ['winter', 'uniform'] },
      { kind: 'prefix', token: 'fees' },
    ]);
    expect(parseQuery('fees "date sheet').terms).toEqual([
      { kind: 'prefix', token: 'fees' },
      { kind: 'phrase', tokens: ['date', 'sheet'] },
    ]);
  });

  it('keeps only words of syntax, SQL and junk, and never throws', () => {
    for (const q of ['"', '*', 'NEAR(a b)', '(', ')', ':', '^', "' OR 1=1 --", '\uD800x', '%FF', 'x'.repeat(5000)])
      expect(() => parseQuery(q)).not.toThrow();
    expect(parseQuery("' OR 1=1 --").terms.map((term) => term.kind)).toEqual(['word', 'word', 'prefix']);
    expect(parseQuery('"*" ^ : ()').terms).toEqual([]);
    expect(parseQuery('\uD800').terms).toEqual([]);
  });

  it('cuts the query to 200 characters and 12 terms', () => {
    expect(parseQuery('a'.repeat(500)).text).toHaveLength(200);
    expect(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).terms).toHaveLength(MAX_TERMS);
  });
});

describe('the engines’ queries', () => {
  const query = parseQuery('"date sheet" विद्यालय admis');

  it('are the same terms in FTS5 and tsquery syntax', () => {
    expect(ftsMatchOf(query.terms)).toBe('"date sheet" "विद्यालय" "admis"*');
    expect(tsqueryOf(query.terms)).toBe("('date' <-> 'sheet') & 'विद्यालय' & 'admis':*");
  });

  it('give Postgres the title at weight A, the body at D, a position apart', () => {
    expect(tsvectorOf('Date sheet', 'the date')).toBe("'date':1A,5D 'sheet':2A 'the':4D");
  });
});

describe('snippetOf', () => {
  it('marks the query’s words, whole or by the prefix, as plain text parts', () => {
    expect(snippetOf('Admissions for 2027 open. Admit cards soon.', parseQuery('open admi'))).toEqual([
      { text: 'Admissions', mark: true },
      { text: ' for 2027 ', mark: false },
      { text: 'open', mark: true },
      { text: '. ', mark: false },
      { text: 'Admit', mark: true },
      { text: ' cards soon.', mark: false },
    ]);
  });

  it('does not mark a word inside another', () => {
    expect(snippetOf('विद्यालय', parseQuery('"लय"')).some((part) => part.mark)).toBe(false);
  });

  it('starts near the first word asked for in a long text', () => {
    const parts = snippetOf(`${'filler '.repeat(100)}uniform notice`, parseQuery('uniform'));
    expect(parts[0]?.text.startsWith('…')).toBe(true);
    expect(parts.find((part) => part.mark)?.text).toBe('uniform');
  });
});

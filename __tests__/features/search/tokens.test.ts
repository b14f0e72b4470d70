import { searchTokens } from '@/features/search/tokens';

describe('searchTokens', () => {
  it('keeps a Devanagari word whole, vowel signs and virama included', () => {
    expect(searchTokens('विद्यालय की परीक्षा')).toEqual(['विद्यालय', 'की', 'परीक्षा']);
  });

  it('lower-cases, and splits at punctuation, spaces and symbols', () => {
    expect(searchTokens('Winter-Uniform, from 1 Nov. (GPS/2027/041)')).toEqual([
      'winter',
      'uniform',
      'from',
      '1',
      'nov',
      'gps',
      '2027',
      '041',
    ]);
  });

  it('gives the same words for composed and decomposed text (NFC)', () => {
    expect(searchTokens('Cafe\u0301')).toEqual(searchTokens('Café'));
  });

  it('gives nothing for text without words', () => {
    expect(searchTokens(' "*" () : ^ -- ')).toEqual([]);
  });
});

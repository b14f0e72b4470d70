import { englishIn } from '@/lib/i18n/english-text';

describe('English text on a page in another language', () => {
  it('is text in Latin letters without Devanagari, on a Hindi page only', () => {
    expect(englishIn('hi', 'Mrs. Anita Verma')).toBe('en');
    expect(englishIn('hi', 'M.Sc. (Physics), B.Ed.')).toBe('en');
    expect(englishIn('en', 'Mrs. Anita Verma')).toBeUndefined();
    // Hindi, Hindi with Roman numerals or a Latin name in it, digits alone: the page's own language.
    expect(englishIn('hi', 'सारंगी')).toBeUndefined();
    expect(englishIn('hi', 'कक्षा VI–VIII')).toBeUndefined();
    expect(englishIn('hi', '110075')).toBeUndefined();
    expect(englishIn('hi', undefined)).toBeUndefined();
  });
});

import { languageAlternates, otherLocale, pageIn, parsePageAddress } from '@/lib/i18n/page-address';

describe('the page’s address, for the language link and alternates', () => {
  it('keeps the path and the query the page reads, and no other query', () => {
    expect(parsePageAddress('/notices?year=2026&utm_source=whatsapp&page=2')).toEqual({
      path: '/notices',
      query: '?year=2026&page=2',
    });
    expect(parsePageAddress('/home?utm_source=whatsapp')).toEqual({ path: '/home', query: '' });
    expect(parsePageAddress('/about-us')).toEqual({ path: '/about-us', query: '' });
  });

  it('takes anything that is not a site path for the home page', () => {
    for (const value of [null, undefined, '', 'home', '//evil.example/x', 'https://evil.example/'])
      expect(parsePageAddress(value)).toEqual({ path: '/home', query: '' });
  });

  it('names the same page in the other language', () => {
    const address = parsePageAddress('/calendar?year=2025');
    expect(otherLocale('en')).toBe('hi');
    expect(otherLocale('hi')).toBe('en');
    expect(pageIn('hi', address)).toBe('/hi/calendar?year=2025');
    expect(pageIn('en', address)).toBe('/calendar?year=2025');
  });

  it('gives both languages and x-default (English), canonical in the page’s own', () => {
    const base = 'https://school.example';
    expect(languageAlternates(base, 'hi', '/notices?year=2026')).toEqual({
      canonical: `${base}/hi/notices?year=2026`,
      languages: {
        en: `${base}/notices?year=2026`,
        hi: `${base}/hi/notices?year=2026`,
        'x-default': `${base}/notices?year=2026`,
      },
    });
    expect(languageAlternates(base, 'en', '/home').canonical).toBe(`${base}/home`);
  });
});

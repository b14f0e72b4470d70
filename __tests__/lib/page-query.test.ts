import { pageQuery, pageQueryNames } from '@/lib/page-query';

describe('the query parameters a page reads', () => {
  it('names each page’s own, none for the others', () => {
    expect(pageQueryNames('/notices')).toEqual(['category', 'year', 'page']);
    expect(pageQueryNames('/calendar/')).toEqual(['year']);
    expect(pageQueryNames('/home')).toEqual([]);
  });

  it('keeps those alone, in their order', () => {
    expect(pageQuery('/notices', new URLSearchParams('x=1&page=2&category=exam'))).toBe('?page=2&category=exam');
    expect(pageQuery('/about-us', new URLSearchParams('x=1'))).toBe('');
  });
});

import type { IncomingMessage } from 'node:http';
import { isCacheable, isSearchKey, pageKey, requestUrl, shownPageKey } from '@/server/page-cache/requests';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'school.example', ...headers } }) as unknown as IncomingMessage;
const cacheable = (url: string, headers?: Record<string, string>, method?: string) => {
  const incoming = request(url, headers, method);
  return isCacheable(incoming, requestUrl(incoming)!);
};
const key = (url: string, headers?: Record<string, string>, siteUrlSet = true) => {
  const incoming = request(url, headers);
  return pageKey(incoming, requestUrl(incoming)!, 'v1', siteUrlSet);
};

describe('which requests the page cache may answer', () => {
  it('answers GET and HEAD of the site’s pages', () => {
    for (const path of ['/home', '/about-us', '/notices?category=exam', '/notices/winter-uniform', '/calendar'])
      expect([path, cacheable(path)]).toEqual([path, true]);
    expect(cacheable('/home', {}, 'HEAD')).toBe(true);
    expect(cacheable('/home', { cookie: 'theme=dark' })).toBe(true);
  });

  it.each([
    ['a POST', '/home', {}, 'POST'],
    ['the API', '/api/notices', {}, 'GET'],
    ['the admin', '/admin', {}, 'GET'],
    ['the TC page', '/transfer-certificate', {}, 'GET'],
    ['a TC file link', '/transfer-certificate/file/1.2.3', {}, 'GET'],
    ['the offline page', '/~offline', {}, 'GET'],
    ['a build asset', '/_next/static/chunks/a.js', {}, 'GET'],
    ['a file', '/calendar.ics', {}, 'GET'],
    ['a health probe', '/readyz', {}, 'GET'],
    ['the benchmark’s reference render', '/bench-reference', {}, 'GET'],
    ['an RSC request', '/home', { rsc: '1' }, 'GET'],
    ['an RSC query', '/home?_rsc=abc', {}, 'GET'],
    ['a router prefetch', '/home', { 'next-router-prefetch': '1' }, 'GET'],
    ['a browser prefetch', '/home', { 'sec-purpose': 'prefetch' }, 'GET'],
    ['Authorization', '/home', { authorization: 'JWT x' }, 'GET'],
    ['a Payload cookie', '/home', { cookie: 'a=b; payload-token=x' }, 'GET'],
    ['a page showing a form’s answer', '/admissions', { cookie: 'a=b; form-answer-message=x' }, 'GET'],
  ])('never answers %s', (_what, url, headers, method) => {
    expect(cacheable(url, headers, method)).toBe(false);
  });
});

describe('the key of a page', () => {
  it('keeps only the query parameters the page reads', () => {
    expect(key('/home?utm_source=a&fbclid=b')).toBe(key('/home'));
    expect(key('/notices?category=exam&utm_source=a')).toBe(key('/notices?category=exam'));
    expect(key('/notices?category=exam')).not.toBe(key('/notices?category=circular'));
    expect(key('/calendar?year=2026-27')).not.toBe(key('/calendar'));
    expect(key('/about-us?year=2026-27')).toBe(key('/about-us'));
  });

  it('names the host and scheme only when links follow them (SITE_URL unset)', () => {
    expect(key('/home', { host: 'a.example' })).toBe(key('/home', { host: 'b.example' }));
    expect(key('/home', { host: 'a.example' }, false)).not.toBe(key('/home', { host: 'b.example' }, false));
    expect(key('/home', { 'x-forwarded-proto': 'https' }, false)).not.toBe(key('/home', {}, false));
  });

  it('changes with the content version', () => {
    const incoming = request('/home');
    expect(pageKey(incoming, requestUrl(incoming)!, 'v1', true)).not.toBe(
      pageKey(incoming, requestUrl(incoming)!, 'v2', true),
    );
  });
});

describe('the key of the page a render showed', () => {
  const shownKey = (url: string, shown: string) => {
    const incoming = request(url);
    return shownPageKey(incoming, requestUrl(incoming)!, shown, 'v1', true);
  };

  it('is the key of the page shown, whatever junk the request held', () => {
    expect(shownKey('/calendar?year=junk', '/calendar')).toBe(key('/calendar'));
    expect(shownKey('/notices?page=1&category=exam', '/notices?category=exam')).toBe(key('/notices?category=exam'));
  });

  it('never names another page, nor another site', () => {
    expect(shownKey('/calendar?year=junk', '/home')).toBeUndefined();
    expect(shownKey('/calendar?year=junk', 'https://elsewhere.example/calendar')).toBeUndefined();
    expect(shownKey('/calendar?year=junk', '//elsewhere.example/calendar')).toBeUndefined();
  });
});

describe('the page cache in two languages', () => {
  it('keeps /home and /hi/home apart', () => {
    expect(key('/home')).not.toBe(key('/hi/home'));
    expect(key('/notices?year=2026')).not.toBe(key('/hi/notices?year=2026'));
  });

  it('keys a Hindi page on the query its English page reads', () => {
    expect(key('/hi/notices?year=2026&utm=x')).toBe(key('/hi/notices?year=2026'));
    expect(key('/hi/notices?year=2026')).not.toBe(key('/hi/notices?year=2025'));
    expect(key('/hi/home?utm=x')).toBe(key('/hi/home'));
  });

  it('keys on the path alone, never on a locale header a visitor sends', () => {
    expect(key('/home', { 'x-site-locale': 'hi' })).toBe(key('/home'));
  });

  it.each(['/hi/transfer-certificate', '/hi/withdraw', '/hi/grievance/status', '/hi/~offline'])(
    'never keeps %s, as its English page',
    (path) => expect(cacheable(path)).toBe(false),
  );
});

describe('search pages in the page cache', () => {
  it('keys a search on its query and page alone', () => {
    expect(key('/search?q=sports&utm=x&page=2')).toBe(key('/search?q=sports&page=2'));
    expect(key('/search?q=sports')).not.toBe(key('/search?q=sport'));
    expect(key('/hi/search?q=खेल')).not.toBe(key('/search?q=खेल'));
  });

  it('tells a search page’s key from every other page’s, whatever the query holds', () => {
    for (const url of ['/search', '/search?q=a', '/hi/search?q=%0A%2Fhome', '/search/?q=a'])
      expect([url, isSearchKey(key(url, { host: 'search.example' }, false))]).toEqual([url, true]);
    for (const url of ['/home', '/notices?q=search', '/searching', '/hi/home', '/search-results', '/home?/search'])
      expect([url, isSearchKey(key(url, { host: 'x/search' }, false))]).toEqual([url, false]);
  });
});

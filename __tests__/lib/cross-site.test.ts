import { isCrossSitePost } from '@/lib/cross-site';

const SITE = ['https://school.example'];
const post = (headers: Record<string, string>) => isCrossSitePost(new Headers(headers), SITE);

describe('a TC lookup POSTed from another site', () => {
  it('is told by its browser’s Sec-Fetch-Site: another site, or a sibling sub-domain', () => {
    expect(post({ 'Sec-Fetch-Site': 'cross-site' })).toBe(true);
    expect(post({ 'Sec-Fetch-Site': 'same-site' })).toBe(true);
    expect(post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://school.example' })).toBe(false);
    expect(post({ 'Sec-Fetch-Site': 'none' })).toBe(false);
  });

  it('is told by an Origin that is not the site’s own, including a hidden one', () => {
    expect(post({ Origin: 'https://evil.example' })).toBe(true);
    expect(post({ Origin: 'http://school.example' })).toBe(true);
    expect(post({ Origin: 'null' })).toBe(true);
    expect(post({ Origin: 'https://school.example' })).toBe(false);
  });

  it('is not assumed when neither header is sent, as curl and old browsers do', () => {
    expect(post({})).toBe(false);
  });
});

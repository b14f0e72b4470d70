import { inEveryLanguage, sitemapEntries } from '@/features/site-frame/sitemap';
import { menuFixture } from '../../utils/menu-api-handlers';

const BASE = 'https://www.greenwood.example';

describe('the sitemap in both languages', () => {
  it('lists each page in English and in Hindi, each naming both and x-default', () => {
    const sitemap = inEveryLanguage(BASE, sitemapEntries(BASE, menuFixture));
    const urls = sitemap.map((entry) => entry.url);
    expect(urls.slice(0, 2)).toEqual([`${BASE}/home`, `${BASE}/hi/home`]);
    expect(urls).toContain(`${BASE}/hi/mandatory-public-disclosure`);
    expect(urls.filter((url) => url.startsWith(`${BASE}/hi/`))).toHaveLength(urls.length / 2);
    const languages = { en: `${BASE}/about-us`, hi: `${BASE}/hi/about-us`, 'x-default': `${BASE}/about-us` };
    expect(sitemap.filter((entry) => entry.url.endsWith('/about-us'))).toEqual([
      expect.objectContaining({ url: `${BASE}/about-us`, alternates: { languages } }),
      expect.objectContaining({ url: `${BASE}/hi/about-us`, alternates: { languages } }),
    ]);
  });

  it('keeps a query in both (a notice list’s page) and leaves another site’s address alone', () => {
    const sitemap = inEveryLanguage(BASE, [{ url: `${BASE}/notices?page=2` }, { url: 'https://elsewhere.example/x' }]);
    expect(sitemap.map((entry) => entry.url)).toEqual([
      `${BASE}/notices?page=2`,
      `${BASE}/hi/notices?page=2`,
      'https://elsewhere.example/x',
    ]);
  });
});

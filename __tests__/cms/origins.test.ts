import { siteOrigins } from '@/cms/origins';

describe('the origins the site’s own pages are served from', () => {
  it('is SITE_URL’s origin when it is set', () => {
    expect(siteOrigins({ siteUrl: 'https://school.example/home', allowedHosts: ['localhost'], port: 3000 })).toEqual([
      'https://school.example',
    ]);
  });

  it('is each allowed host on the server’s port, written as a browser writes Origin (no :80)', () => {
    expect(siteOrigins({ siteUrl: undefined, allowedHosts: ['localhost', '127.0.0.1'], port: 3000 })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(siteOrigins({ siteUrl: undefined, allowedHosts: ['school.example'], port: 80 })).toEqual([
      'http://school.example',
    ]);
  });
});

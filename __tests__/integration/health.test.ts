import { menuApiCallsSince, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());
afterEach(() => site.menuApi.setMode('none'));

describe('health endpoints', () => {
  it('/healthz answers 200 {"status":"ok"}, uncached and noindex, without calling the CMS', async () => {
    const from = site.menuApi.requests.length;
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(menuApiCallsSince(site.menuApi, from)).toEqual({ menu: 0, social: 0 });
  });

  it('/readyz answers 200 with the last CMS result and its age, without calling the CMS', async () => {
    await fetch(`${site.url}/home`);
    const from = site.menuApi.requests.length;
    const response = await fetch(`${site.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', cms: { menu: 'ok', socialLinks: 'ok' } });
    expect(body.cms.lastSuccessAgeSeconds).toBeLessThan(5);
    expect(menuApiCallsSince(site.menuApi, from)).toEqual({ menu: 0, social: 0 });
  });

  it('/readyz stays 200 through a CMS outage, so the load balancer keeps every replica', async () => {
    site.menuApi.setMode('http-500');
    await fetch(`${site.url}/home`);
    const response = await fetch(`${site.url}/readyz`);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ status: 'ok', cms: { menu: 'stale' } });
  });

  it('neither endpoint is in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/healthz|readyz/);
  });
});

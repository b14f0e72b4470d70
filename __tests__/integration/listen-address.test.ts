import { startSite, type Site } from '../utils/production-server';

// The server listening on one address, as behind nginx on the same machine (HOSTNAME=127.0.0.1), serves
// as it does on every address: Next once took the proxy's own rewrites (a Hindi page, a 404) for another
// origin's and sent them back to this server over HTTP, where the page cache answered a Hindi address with
// its English page's kept copy and a missing page 200.
let site: Site;

beforeAll(async () => {
  site = await startSite({ HOSTNAME: '127.0.0.1' });
}, 120_000);
afterAll(() => site?.stop());

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe('a server listening on 127.0.0.1 alone', () => {
  it('answers a Hindi page in Hindi after its English page is kept', async () => {
    for (const path of ['/about-us', '/about-us'])
      expect(htmlLang(await (await fetch(`${site.url}${path}`)).text())).toBe('en');
    const hindi = await fetch(`${site.url}/hi/about-us`);
    expect(hindi.status).toBe(200);
    expect(htmlLang(await hindi.text())).toBe('hi');
    expect(htmlLang(await (await fetch(`${site.url}/hi/about-us`)).text())).toBe('hi');
  });

  it('answers a missing page 404 in both languages', async () => {
    expect((await fetch(`${site.url}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${site.url}/hi/no-such-page`)).status).toBe(404);
  });
});

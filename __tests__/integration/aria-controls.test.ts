import { startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

describe('aria-controls in the server HTML', () => {
  it.each(['/home', '/about-us', '/no-such-page'])('names only elements that exist on %s', async (path) => {
    const html = await (await fetch(`${site.url}${path}`)).text();
    const document = new DOMParser().parseFromString(html, 'text/html');
    const controls = [...document.querySelectorAll('[aria-controls]')].flatMap(
      (element) => element.getAttribute('aria-controls')?.split(/\s+/) ?? [],
    );
    expect(controls).toContain('main-nav');
    for (const id of controls) expect([id, document.getElementById(id) !== null]).toEqual([id, true]);
  });
});

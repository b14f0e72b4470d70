import { screen, within } from '@testing-library/react';
import { menuApiCallsSince, getPage, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const mainNavLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const MENU_LINKS = [
  ['Home', '/home'],
  ['About Us', '/about-us'],
  ['Academics', '/academics'],
  ['Admissions', '/admissions'],
  ['Facilities', '/facilities'],
  ['Gallery', '/gallery'],
  ['Contact', '/contact'],
];

describe('routes on the production server', () => {
  // Permanent and in one hop, so crawlers keep /home and /hi/home; the query goes along.
  it.each([
    ['/', '/home'],
    ['/hi', '/hi/home'],
    ['/hi/', '/hi/home'],
    ['/?utm_source=leaflet', '/home?utm_source=leaflet'],
    ['/hi/?a=1', '/hi/home?a=1'],
  ])('redirects %s to %s permanently in one hop', async (path, home) => {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(home);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const landing = await fetch(new URL(home, site.url), { redirect: 'manual' });
    expect(landing.status).toBe(200);
  });

  it('serves /home fully rendered: menu, social links, home content and footer, without JavaScript', async () => {
    const page = await getPage(`${site.url}/home`);
    expect(page.status).toBe(200);
    expect(mainNavLinks()).toEqual(MENU_LINKS);
    expect(screen.getAllByRole('link', { name: 'Facebook (external website)' })[0]).toHaveAttribute(
      'href',
      'https://www.facebook.com/greenwoodpublicschool',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning that grows with every child');
    expect(screen.getByRole('heading', { name: 'Academics' })).toBeInTheDocument();
    expect(screen.getByText('© Rugaa All Rights Reserved')).toBeInTheDocument();
    expect(screen.getByText('Open hours: 8am - 5pm mon - sat')).toBeInTheDocument();
    // Browsers with JavaScript embed the map when the visitor nears it; without, it is embedded as is.
    expect(page.html).toMatch(
      /<noscript><iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?[^"]+" title="Map showing/,
    );
    // Nothing waits behind a loader for JavaScript to reveal it.
    expect(page.html).not.toMatch(/<div hidden id="S:/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the home page on an active menu route the school wrote no page for', async () => {
    const page = await getPage(`${site.url}/academics`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning that grows with every child');
    const mainNav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(mainNav.getByRole('link', { name: 'Academics', current: 'page' })).toHaveAttribute('href', '/academics');
  });

  it('shows the school’s own page on an active menu route with a page file', async () => {
    const page = await getPage(`${site.url}/about-us`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    const mainNav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(mainNav.getByRole('link', { name: 'About Us', current: 'page' })).toHaveAttribute('href', '/about-us');
  });

  it('shows only the landing-page entry in the menu on /landing-page', async () => {
    const page = await getPage(`${site.url}/landing-page`);
    expect(page.status).toBe(200);
    expect(mainNavLinks()).toEqual([['Admissions 2027-28', '/landing-page']]);
  });

  it.each([
    ['an inactive menu entry', '/alumni'],
    ['an unknown path', '/no-such-page'],
    ['a nested path under a menu route', '/about-us/team'],
    ['an encoded path', '/%2e%2e%2fetc'],
  ])('answers 404 with the not-found page for %s', async (_, path) => {
    const page = await getPage(`${site.url}${path}`);
    expect(page.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that page');
    expect(mainNavLinks()).toEqual(MENU_LINKS);
    expect(page.document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
  });

  it.each(['/home', '/about-us', '/landing-page', '/alumni', '/no-such-page'])(
    'makes one menu call and one social call, without a token, to render %s',
    async (path) => {
      const before = site.menuApi.requests.length;
      await getPage(`${site.url}${path}`);
      expect(menuApiCallsSince(site.menuApi, before)).toEqual({ menu: 1, social: 1 });
      for (const call of site.menuApi.requests.slice(before)) {
        expect(call).toMatchObject({ siteKey: 'greenwood-cbse', authorization: null });
      }
    },
  );

  it('draws every social icon from the icon sprite, which has a symbol for each one', async () => {
    const page = await getPage(`${site.url}/home`);
    const hrefs = [...page.document.querySelectorAll('.social-icons a use')].map((use) => use.getAttribute('href'));
    expect(hrefs).toHaveLength(12);
    const sprite = await fetch(`${site.url}/icons/social.svg`);
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([a-z]+)"/g)].map((match) => match[1]));
    for (const href of hrefs) {
      const [path, id] = (href ?? '').split('#');
      expect(path).toBe('/icons/social.svg');
      expect(symbols).toContain(id);
    }
  });

  it('serves the service worker uncached, precaching the offline page', async () => {
    const response = await fetch(`${site.url}/serwist/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('/~offline');
  });

  it('serves the offline page that the worker shows for pages never visited', async () => {
    const page = await getPage(`${site.url}/~offline`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
  });

  it('gives the browser the CMS address it runs with, learnt at run time', async () => {
    const page = await getPage(`${site.url}/home`);
    expect(page.html).toContain(site.menuApi.apiUrl);
  });

  it('shows an editor’s change on the next request, without a restart', async () => {
    await site.editContent((content) => {
      content.menu.push({ id: 'new', title: 'Results 2026', url: 'results', active: true, position: 3.5 });
      const alumni = content.menu.find((entry) => entry.url === 'alumni');
      if (alumni) alumni.active = true;
    });
    await getPage(`${site.url}/home`);
    expect(mainNavLinks()).toContainEqual(['Results 2026', '/results']);
    const usefulLinks = within(screen.getByRole('navigation', { name: 'Useful Links' }));
    expect(usefulLinks.getByRole('link', { name: 'Results 2026' })).toHaveAttribute('href', '/results');
    expect((await getPage(`${site.url}/results`)).status).toBe(200);
    expect((await getPage(`${site.url}/alumni`)).status).toBe(200);
  });
});

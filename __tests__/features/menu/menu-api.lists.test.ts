import { http, HttpResponse } from 'msw';
import { MenuApiError, fetchMenu, fetchSocialLinks } from '@/features/menu/menu-api';
import { menuFixture, menuUrl, received, record, socialUrl, testConnection } from '../../utils/menu-api-handlers';
import { server } from '../../utils/msw-server';

describe('fetchMenu', () => {
  it('asks the CMS for the site key and returns every valid entry', async () => {
    const { items, dropped } = await fetchMenu(testConnection);
    expect(items).toEqual(menuFixture);
    expect(dropped).toBe(0);
    expect(received).toEqual([{ path: '/api/menu/findall', siteKey: 'test-school', authorization: null }]);
  });

  it('drops invalid and unsafe entries and keeps the valid ones', async () => {
    server.use(
      http.get(menuUrl, () =>
        HttpResponse.json({
          status: 'success',
          data: [
            { id: 7, title: ' About Us ', url: 'about-us', active: true, position: '2' },
            { id: 'a', title: 'Evil', url: '//evil.example', active: true, position: 1 },
            { id: 'b', title: 'Script', url: 'javascript:alert(1)', active: true, position: 1 },
            { id: 'c', title: 'Up', url: '../admin', active: true, position: 1 },
            { id: 'd', title: 'Root', url: '/', active: true, position: 1 },
            { id: 'e', title: 'Spaces', url: 'about us', active: true, position: 1 },
            { id: 'f', title: '', url: 'empty-title', active: true, position: 1 },
            { id: 'g', title: 'Truthy', url: 'truthy', active: 'true', position: 1 },
            null,
          ],
        }),
      ),
    );
    const { items, dropped } = await fetchMenu(testConnection);
    expect(items).toEqual([{ id: '7', title: 'About Us', url: 'about-us', active: true, position: 2 }]);
    expect(dropped).toBe(8);
  });

  it.each([
    ['a status other than success', { status: 'error', data: [] }],
    ['no data array', { status: 'success', data: { items: [] } }],
    ['a body that is not an object', 'hello'],
  ])('fails on %s', async (_, body) => {
    server.use(http.get(menuUrl, () => HttpResponse.json(body)));
    await expect(fetchMenu(testConnection)).rejects.toThrow();
  });

  it('fails with the status and message of an HTTP error', async () => {
    server.use(http.get(menuUrl, () => HttpResponse.json({ message: 'Down for upgrade' }, { status: 503 })));
    await expect(fetchMenu(testConnection)).rejects.toThrow(new MenuApiError('HTTP 503 "Down for upgrade"'));
  });
});

describe('fetchSocialLinks', () => {
  it('needs only a data array and keeps links to http(s) addresses', async () => {
    server.use(
      http.get(socialUrl, ({ request }) => {
        record(request);
        return HttpResponse.json({
          data: [
            { title: 'Facebook', url: 'https://facebook.example/school' },
            { title: 'Twitter', url: 'javascript:alert(1)' },
            { title: 'Instagram', url: 'data:text/html,hi' },
            { title: 'YouTube' },
          ],
        });
      }),
    );
    const { items, dropped } = await fetchSocialLinks(testConnection);
    expect(items).toEqual([{ title: 'Facebook', url: 'https://facebook.example/school' }]);
    expect(dropped).toBe(3);
    expect(received[0]?.path).toBe('/api/socialmedia/findall');
  });
});

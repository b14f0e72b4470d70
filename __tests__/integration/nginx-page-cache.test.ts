import { editorSession, type CmsSession } from '../utils/cms-client';
import { startNginx, type Nginx } from '../utils/nginx';
import { startSite, type Site } from '../utils/production-server';

// nginx's proxy_cache in front of the site (docs/operations.md): it serves the pages' bodies itself, asking
// the site each time whether they still hold (a 304 from the site's page cache), so an edit shows at once.
let site: Site;
let nginx: Nginx;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
  nginx = await startNginx([Number(new URL(site.url).port)], { cache: true });
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
async function viaNginx(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.url}${path}`, { headers: { ...BROWSER, ...headers } });
  return { status: response.status, cache: response.headers.get('x-cache-status'), html: await response.text() };
}

describe('nginx in front, keeping pages', () => {
  it('serves a page’s body itself after the first request, the site answering only whether it still holds', async () => {
    const first = await viaNginx('/about-us');
    expect([first.status, first.cache]).toEqual([200, 'MISS']);
    for (let round = 0; round < 5; round += 1) {
      const again = await viaNginx('/about-us');
      expect([again.status, again.cache]).toEqual([200, 'REVALIDATED']);
      expect(again.html).toBe(first.html);
    }
    // A signed-in editor's request passes by nginx's copy, and is kept nowhere.
    const editors = await viaNginx('/about-us', { Cookie: 'theme=light; payload-token=abc' });
    expect(editors.cache).toBe('BYPASS');
  });

  it('shows an edit at the next request through it', async () => {
    await viaNginx('/notices');
    expect((await viaNginx('/notices')).cache).toBe('REVALIDATED');
    const saved = await editor.post('/notices', {
      title: 'Through nginx notice',
      category: 'notice',
      date: new Date().toISOString(),
      _status: 'published',
    });
    expect(saved.status).toBe(201);
    const edited = await viaNginx('/notices');
    expect(edited.status).toBe(200);
    expect(edited.cache).not.toBe('REVALIDATED');
    expect(edited.html).toContain('Through nginx notice');
    expect((await viaNginx('/notices')).cache).toBe('REVALIDATED');
    await editor.request(`/notices/${(saved.body.doc as { id: number }).id}`, { method: 'DELETE' });
    expect((await viaNginx('/notices')).html).not.toContain('Through nginx notice');
  });

  it('never keeps a page with a form: each visitor gets its own spam-check stamp', async () => {
    const stamp = (html: string) => /<input type="hidden" name="stamp" value="([^"]*)"/.exec(html)?.[1];
    const first = await viaNginx('/contact');
    const second = await viaNginx('/contact');
    expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
    expect(stamp(first.html)).toBeDefined();
    expect(stamp(first.html)).not.toBe(stamp(second.html));
  });
});

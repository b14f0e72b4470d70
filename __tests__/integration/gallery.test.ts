import { screen, within } from '@testing-library/react';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { testPhoto } from '../utils/photos';
import { getPage, startSite, type Site } from '../utils/production-server';

// The gallery as the office runs it: photos uploaded through the REST API (as the admin does), an album
// published, and what a visitor then gets on the next request.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

const jpeg = (name: string, bytes: Buffer) => ({ name, type: 'image/jpeg', bytes: new Uint8Array(bytes) });
const widths = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

async function uploadPhotos(count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await editor.upload('images', jpeg(`${prefix}-${index + 1}.jpg`, await testPhoto(index)), {
      alt: `${prefix} photo ${index + 1}`,
    });
    expect(response.status).toBe(201);
    ids.push((response.body.doc as { id: number }).id);
  }
  return ids;
}

describe('the demo gallery', () => {
  it('lists the two demo albums newest first, each with its cover, date and number of photos', async () => {
    const page = await getPage(`${site.url}/gallery`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 2)).toEqual(['Annual Sports Day 2026', 'Science Exhibition 2026']);
    const sports = screen.getByRole('link', { name: 'Annual Sports Day 2026' });
    expect(sports).toHaveAttribute('href', '/gallery/annual-sports-day-2026');
    const card = sports.closest('li') as HTMLElement;
    expect(within(card).getByRole('img')).toHaveAttribute(
      'alt',
      'The march past of the four houses on the main ground',
    );
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-11-14');
    expect(card).toHaveTextContent('14 November 2026 · 8 photos');
  });

  it('is linked from the footer and the home page, and from the menu’s own Gallery entry', async () => {
    await getPage(`${site.url}/home`);
    expect(screen.getByRole('link', { name: 'Photo gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'See the photo gallery' })).toHaveAttribute('href', '/gallery');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Gallery' }),
    ).toHaveAttribute('href', '/gallery');
  });

  it('answers 404 for an album or a photo that does not exist', async () => {
    for (const path of [
      '/gallery/no-such-album',
      '/gallery/annual-sports-day-2026/9',
      '/gallery/annual-sports-day-2026/0',
      '/gallery/annual-sports-day-2026/01',
      '/gallery/annual-sports-day-2026/1/2',
    ]) {
      const page = await getPage(`${site.url}${path}`);
      expect([path, page.status]).toEqual([path, 404]);
    }
  });
});

describe('an album an editor publishes', () => {
  let album: { id: number };
  const title = 'Republic Day Assembly 2026';

  beforeAll(async () => {
    const images = await uploadPhotos(8, 'assembly');
    const response = await editor.post('/albums', {
      title,
      date: '2026-11-20T06:30:00.000Z',
      description: 'The flag hoisting.',
      images,
      _status: 'published',
    });
    expect(response.status).toBe(201);
    album = response.body.doc as { id: number };
  }, 120_000);

  it('shows on /gallery on the next request, first, with a slug made from its title', async () => {
    await getPage(`${site.url}/gallery`);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', '/gallery/republic-day-assembly-2026');
  });

  it('shows its photos in WebP and JPEG sizes, with width and height, eager on the first screen and lazy below', async () => {
    const page = await getPage(`${site.url}/gallery/republic-day-assembly-2026`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const pictures = [...page.document.querySelectorAll('main picture')];
    expect(pictures).toHaveLength(8);
    pictures.forEach((picture, index) => {
      const webp = picture.querySelector('source[type="image/webp"]');
      const img = picture.querySelector('img') as HTMLImageElement;
      // The grid never needs the 1600 px copy; 320 fills a phone's tile.
      expect(widths(webp?.getAttribute('srcset') ?? null)).toEqual([320, 480, 960]);
      expect(widths(img.getAttribute('srcset'))).toEqual([320, 480, 960]);
      expect(webp?.getAttribute('srcset')).toMatch(
        /^\/api\/images\/file\/assembly-\d+-[0-9a-f]{12}-320x213\.webp 320w/,
      );
      expect(img.getAttribute('srcset')).toMatch(/-320x213\.jpg 320w/);
      expect(img.getAttribute('sizes')).toMatch(/calc\(\(100vw - 48px\) \/ 3\)$/);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '213']);
      expect(img).toHaveAttribute('alt', `assembly photo ${index + 1}`);
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('loading', index < 6 ? 'eager' : 'lazy');
    });
    // Opening a photo large is a plain link.
    expect(screen.getByRole('link', { name: 'assembly photo 3' })).toHaveAttribute(
      'href',
      '/gallery/republic-day-assembly-2026/3',
    );
  });

  it('opens a photo large without JavaScript, with the previous and next photo as links', async () => {
    const page = await getPage(`${site.url}/gallery/republic-day-assembly-2026/3`);
    expect(page.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${title}: photo 3 of 8`);
    const img = screen.getByRole('img', { name: 'assembly photo 3' });
    expect(widths(img.getAttribute('srcset'))).toEqual([320, 480, 960, 1600]);
    expect(img).toHaveAttribute('loading', 'eager');
    const pager = within(screen.getByRole('navigation', { name: 'Photos' }));
    expect(pager.getByRole('link', { name: 'Previous photo' })).toHaveAttribute(
      'href',
      '/gallery/republic-day-assembly-2026/2',
    );
    expect(pager.getByRole('link', { name: 'Next photo' })).toHaveAttribute(
      'href',
      '/gallery/republic-day-assembly-2026/4',
    );
  });

  it('serves each size with its type and a year of caching, since its address names its content', async () => {
    await getPage(`${site.url}/gallery/republic-day-assembly-2026`);
    const img = screen.getByRole('img', { name: 'assembly photo 1' });
    const source = img.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '';
    for (const [url, type] of [
      [source.split(' ')[0], 'image/webp'],
      [img.getAttribute('src'), 'image/jpeg'],
    ] as const) {
      const response = await fetch(`${site.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await response.arrayBuffer();
    }
  });

  it('gives a second album of the same title an address of its own, as a notice gets', async () => {
    const response = await editor.post('/albums', {
      title,
      date: '2026-11-21T06:30:00.000Z',
      description: 'The march past.',
      images: await uploadPhotos(1, 'march-past'),
      _status: 'published',
    });
    expect(response.status).toBe(201);
    const second = response.body.doc as { id: number; slug: string };
    expect(second.slug).toBe('republic-day-assembly-2026-2');
    expect((await getPage(`${site.url}/gallery/republic-day-assembly-2026-2`)).status).toBe(200);
    expect((await editor.patch(`/albums/${second.id}`, { _status: 'draft' })).status).toBe(200);
  }, 60_000);

  it('disappears from /gallery when it goes back to a draft, and its page is a 404', async () => {
    expect((await editor.patch(`/albums/${album.id}`, { _status: 'draft' })).status).toBe(200);
    await getPage(`${site.url}/gallery`);
    expect(screen.queryByRole('link', { name: title })).toBeNull();
    expect((await getPage(`${site.url}/gallery/republic-day-assembly-2026`)).status).toBe(404);
  });
});

describe('uploads the gallery refuses', () => {
  it('refuses a file that is not an image though it is named .jpg', async () => {
    const response = await editor.upload(
      'images',
      { name: 'photo.jpg', type: 'image/jpeg', bytes: '<!doctype html><script>alert(1)</script>' },
      { alt: 'A photo' },
    );
    expect(response.status).toBe(400);
  });

  it('refuses a photo without its description (alt text)', async () => {
    const response = await editor.upload('images', jpeg('no-alt.jpg', await testPhoto(1, 600, 400)), {});
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/alt/);
  });

  it('refuses an album without photos, and a draft album is nowhere', async () => {
    expect(
      (
        await editor.post('/albums', {
          title: 'Empty',
          date: '2026-11-01T06:30:00.000Z',
          images: [],
          _status: 'published',
        })
      ).status,
    ).toBe(400);
    const [image] = await uploadPhotos(1, 'draft');
    expect(
      (
        await editor.post('/albums', {
          title: 'Unfinished Album',
          date: '2026-12-01T06:30:00.000Z',
          images: [image],
          _status: 'draft',
        })
      ).status,
    ).toBe(201);
    await getPage(`${site.url}/gallery`);
    expect(screen.queryByRole('link', { name: 'Unfinished Album' })).toBeNull();
    expect((await getPage(`${site.url}/gallery/unfinished-album`)).status).toBe(404);
  });
});

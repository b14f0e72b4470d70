import { screen } from '@testing-library/react';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { getPage, startSite, type Site } from '../utils/production-server';

// The closure or emergency alert, set by an editor through the REST API as the admin does, seen as a
// visitor without JavaScript sees it (the server's HTML, no script run). The menu comes from the
// demo menu API, so the 503 page can be shown by making it fail.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_STALE_IF_ERROR_SECONDS: '0' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());
afterEach(async () => {
  site.menuApi.setMode('none');
  await editor.saveSchoolDoc('alert', { message: '' });
});

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const CLOSURE = 'School closed on Monday 14 July due to heavy rain. Online classes as per timetable.';

function saveAlert(fields: Record<string, unknown>) {
  return editor.saveSchoolDoc('alert', {
    message: CLOSURE,
    level: 'urgent',
    link: null,
    startsAt: at(-MINUTE),
    endsAt: at(60 * MINUTE),
    ...fields,
  });
}

const banner = (name: RegExp = /Announcement/i) => screen.queryByRole('region', { name });
const shownText = () => document.body.textContent ?? '';

/** The banner is the body's first element after the skip link, before the header. */
function bannerIsAboveTheHeader() {
  const region = document.querySelector('section.site-alert');
  const header = document.querySelector('header.site-header');
  expect(region).not.toBeNull();
  expect(header).not.toBeNull();
  expect(region?.compareDocumentPosition(header as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('an alert set now', () => {
  it('shows above the header on /home, a school page, the disclosure, a 404 and the offline page, without JavaScript', async () => {
    expect((await saveAlert({ link: '/mandatory-public-disclosure' })).status).toBe(200);
    for (const [path, status] of [
      ['/home', 200],
      ['/about-us', 200],
      ['/mandatory-public-disclosure', 200],
      ['/no-such-page', 404],
      ['/about-us/team/2027', 404],
      ['/~offline', 200],
    ] as const) {
      const page = await getPage(`${site.url}${path}`);
      expect([path, page.status]).toEqual([path, status]);
      const region = banner(/^Urgent announcement$/);
      expect(region).not.toBeNull();
      expect(region).not.toHaveAttribute('hidden');
      expect(region).toHaveTextContent(`Urgent: ${CLOSURE}`);
      expect(screen.getByRole('link', { name: 'More details' })).toHaveAttribute(
        'href',
        '/mandatory-public-disclosure',
      );
      bannerIsAboveTheHeader();
    }
  });

  it('shows on the 503 page while the menu cannot be read', async () => {
    expect((await saveAlert({})).status).toBe(200);
    site.menuApi.setMode('http-500');
    const page = await getPage(`${site.url}/about-us`);
    expect(page.status).toBe(503);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page can’t be shown right now');
    expect(banner(/^Urgent announcement$/)).toHaveTextContent(CLOSURE);
    bannerIsAboveTheHeader();
  });

  it('is announced (role="alert") when urgent, and is a named region without role="alert" when it is information', async () => {
    expect((await saveAlert({ level: 'urgent' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(screen.getByRole('alert')).toHaveTextContent(CLOSURE);

    expect((await saveAlert({ level: 'info', message: 'The school reopens on Wednesday 16 July.' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(banner(/^Announcement$/)).toHaveTextContent(/^The school reopens on Wednesday 16 July\.$/);
    expect(shownText()).not.toContain('Urgent:');
  });

  it('is not on the admin', async () => {
    expect((await saveAlert({})).status).toBe(200);
    const response = await fetch(`${site.url}/admin/login`);
    expect(await response.text()).not.toContain(CLOSURE);
  });

  it('is never shown stale by a browser or a shared cache: each must ask first, or keeps nothing', async () => {
    expect((await saveAlert({})).status).toBe(200);
    for (const path of ['/home', '/about-us', '/no-such-page', '/~offline']) {
      const cacheControl = (await fetch(`${site.url}${path}`)).headers.get('cache-control') ?? '';
      // A page kept for everyone says no-cache (with an ETag of its bytes, which the alert changes); others no-store.
      expect([path, cacheControl]).toEqual([path, expect.stringMatching(/^no-cache$|no-store/)]);
      expect(cacheControl).not.toMatch(/s-maxage|public|max-age=[1-9]/);
    }
  });
});

describe('the alert’s time window', () => {
  it('is gone on the next request once its end has passed, with no edit', async () => {
    const endsAt = Date.now() + 4000;
    expect((await saveAlert({ endsAt: new Date(endsAt).toISOString() })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(banner()).toHaveTextContent(CLOSURE);
    await getPage(`${site.url}/about-us`);
    expect(banner()).toHaveTextContent(CLOSURE);
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 250));
    for (const path of ['/home', '/about-us', '/no-such-page', '/~offline']) {
      const page = await getPage(`${site.url}${path}`);
      expect([path, banner()]).toEqual([path, null]);
      expect(page.html).not.toContain(CLOSURE);
    }
  });

  it('is not shown before its start; the offline page alone carries it, hidden, for the offline worker', async () => {
    expect((await saveAlert({ startsAt: at(30 * MINUTE), endsAt: at(90 * MINUTE) })).status).toBe(200);
    for (const path of ['/home', '/about-us', '/mandatory-public-disclosure', '/no-such-page']) {
      const page = await getPage(`${site.url}${path}`);
      expect([path, banner()]).toEqual([path, null]);
      expect(page.html).not.toContain(CLOSURE);
    }
    const offline = await getPage(`${site.url}/~offline`);
    expect(banner()).toBeNull();
    expect(offline.document.querySelector('section.site-alert')).toHaveAttribute('hidden');
    // A visitor cannot ask another page for it.
    const asked = await getPage(`${site.url}/home`, { headers: { 'x-upcoming-alert': '1' } });
    expect(asked.html).not.toContain(CLOSURE);
  });
});

describe('what an editor may save', () => {
  it.each([
    ['a message of 201 characters', { message: 'x'.repeat(201) }, 'message'],
    ['a javascript: link', { link: 'javascript:alert(document.cookie)' }, 'link'],
    ['a link to another site in disguise', { link: '//evil.example/closure' }, 'link'],
    ['a message on two lines', { message: 'School closed.\nReopens Monday.' }, 'message'],
    ['an end before its start', { startsAt: at(MINUTE), endsAt: at(-MINUTE) }, 'endsAt'],
    ['a message without its dates', { startsAt: null, endsAt: null }, 'startsAt'],
  ])('refuses %s with 400 naming the field, and shows nothing', async (_, fields, field) => {
    const refused = await saveAlert(fields);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain(`"path":"${field}"`);
    const page = await getPage(`${site.url}/home`);
    expect(banner()).toBeNull();
    expect(page.html).not.toContain('javascript:alert');
  });

  it('refuses a change of the link alone to a javascript: address, checking the alert as it would be saved', async () => {
    expect((await saveAlert({ link: '/home' })).status).toBe(200);
    expect((await editor.saveSchoolDoc('alert', { link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await editor.saveSchoolDoc('alert', { endsAt: at(-2 * MINUTE) })).status).toBe(400);
    await getPage(`${site.url}/home`);
    expect(screen.getByRole('link', { name: 'More details' })).toHaveAttribute('href', '/home');
  });

  it('accepts a message of exactly 200 characters and an https link', async () => {
    const message = 'y'.repeat(200);
    expect((await saveAlert({ message, level: 'info', link: 'https://www.cbse.gov.in/' })).status).toBe(200);
    await getPage(`${site.url}/home`);
    expect(banner(/^Announcement$/)).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'More details' })).toHaveAttribute('href', 'https://www.cbse.gov.in/');
  });

  it('refuses a write without a sign-in, and anyone may read it', async () => {
    const alert = await editor.schoolDocId('alert');
    const anonymous = await fetch(`${site.url}/api/alert/${alert}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Hacked', level: 'urgent', startsAt: at(-MINUTE), endsAt: at(MINUTE) }),
    });
    expect(anonymous.status).toBe(403);
    expect((await getPage(`${site.url}/home`)).html).not.toContain('Hacked');
    expect((await saveAlert({})).status).toBe(200);
    const read = await fetch(`${site.url}/api/alert/${alert}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ message: CLOSURE, level: 'urgent' });
  });
});

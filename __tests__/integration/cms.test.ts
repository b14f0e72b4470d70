import { request as httpRequest } from 'node:http';
import { screen, within } from '@testing-library/react';
import { addUser, CmsSession, login, signIn, TEST_PASSWORD } from '../utils/cms-client';
import { body, link, paragraph, text } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// The embedded CMS on the production server, used as the school office uses it (REST, as the admin
// does), and as a visitor or an attacker would try it.
let site: Site;
let editor: CmsSession;
let admin: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
});
afterAll(() => site.stop());

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

/**
 * A POST on a connection of its own: a server that refuses an upload part-way (413) closes the connection,
 * which a pooled connection would carry over into the next test's request.
 */
async function postOnOwnConnection(url: string, token: string, form: FormData): Promise<number> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': encoded.headers.get('content-type') ?? '',
        'Content-Length': body.length,
        Authorization: `JWT ${token}`,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // The server may stop reading and close before the whole body is sent.
    req.on('error', (error) => (req.writableFinished ? undefined : reject(error)));
    req.end(body);
  });
}

/** The status and redirect of `path` sent exactly as given (fetch would normalise `..` and encodings away). */
function rawAnswer(path: string): Promise<{ status: number; location: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

async function pageId(slug: string): Promise<number> {
  const { body: found } = await editor.get(`/pages?where[slug][equals]=${slug}&draft=true`);
  return (found.docs as { id: number }[])[0]?.id ?? 0;
}

describe('on a fresh database', () => {
  it('refuses to make the first account for a visitor, by the API or the first-user screen', async () => {
    const register = await fetch(`${site.url}/api/users/first-register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'intruder@evil.example', password: 'intruder-password' }),
    });
    expect(register.status).toBe(403);
    const screenPage = await getPage(`${site.url}/admin/create-first-user`);
    expect(screenPage.status).toBe(403);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screenPage.html).toContain('npm run users -- add you@school.example --role admin');
    expect((await login(site.url, 'intruder@evil.example', 'intruder-password')).status).toBe(401);
  });

  it('refuses the first-user screen however its address is spelt', async () => {
    // Sent as written (fetch would normalise them): encoded letters and slashes, doubled or trailing
    // slashes, case: never the screen.
    for (const path of [
      '/admin/%63reate-first-user',
      '/admin/%2563reate-first-user',
      '/%61dmin/create-first-user',
      '/admin%2Fcreate-first-user',
      '/admin/x/..%2Fcreate-first-user',
      '//admin//create-first-user',
      '/admin//create-first-user',
      '/admin/create-first-user/',
      '/admin/create-first-user?redirect=%2Fadmin',
      '/admin/Create-First-User',
    ]) {
      // Next redirects (308) a path with doubled or trailing slashes to it without: followed, that is refused.
      const first = await rawAnswer(path);
      const last = first.status === 308 ? await rawAnswer(first.location) : first;
      expect([path, last.status]).toEqual([path, 403]);
    }
  });

  it('shows the demo school from the imported starter content', async () => {
    await getPage(`${site.url}/home`);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Greenwood Public School/ }),
    ).toBeInTheDocument();
    expect((await getPage(`${site.url}/about-us`)).status).toBe(200);
    expect(h1()).toBe('About Us');
  });
});

describe('signed in', () => {
  beforeAll(async () => {
    await addUser(site.dataDir, 'admin@school.example', 'admin');
    await addUser(site.dataDir, 'editor@school.example', 'editor');
    [admin, editor] = await Promise.all([
      signIn(site.url, 'admin@school.example'),
      signIn(site.url, 'editor@school.example'),
    ]);
  });

  describe('an editor', () => {
    it('adds a page for an active menu entry, and it shows on the next request', async () => {
      await getPage(`${site.url}/academics`);
      expect(h1()).toBe('Learning that grows with every child');
      const created = await editor.post('/pages', {
        slug: 'academics',
        title: 'Academics at Greenwood',
        body: body(paragraph(text('Streams and subjects.'))),
        _status: 'published',
      });
      expect(created.status).toBe(201);
      await getPage(`${site.url}/academics`);
      expect(h1()).toBe('Academics at Greenwood');
      expect(screen.getByText('Streams and subjects.')).toBeInTheDocument();
    });

    it('saves a draft that visitors never see, until it is published', async () => {
      const id = await pageId('about-us');
      expect((await editor.patch(`/pages/${id}?draft=true`, { title: 'About Us (draft)' })).status).toBe(200);
      await getPage(`${site.url}/about-us`);
      expect(h1()).toBe('About Us');
      expect((await fetch(`${site.url}/api/pages/${id}?draft=true`)).status).toBe(200);
      const anonymous = (await (await fetch(`${site.url}/api/pages/${id}?draft=true`)).json()) as { title: string };
      expect(anonymous.title).toBe('About Us');
      expect((await editor.patch(`/pages/${id}`, { title: 'About Greenwood', _status: 'published' })).status).toBe(200);
      await getPage(`${site.url}/about-us`);
      expect(h1()).toBe('About Greenwood');
    });

    it('brings an old text back by restoring a version, with who changed what and when kept', async () => {
      const id = await pageId('admissions');
      await editor.patch(`/pages/${id}`, { title: 'Admissions (changed)', _status: 'published' });
      await getPage(`${site.url}/admissions`);
      expect(h1()).toBe('Admissions (changed)');
      const { body: versions } = await editor.get(`/pages/versions?where[parent][equals]=${id}&sort=createdAt`);
      const first = (versions.docs as { id: number; version: { title: string }; createdAt: string }[])[0];
      expect(first?.version.title).toBe('Admissions');
      expect((await editor.request(`/pages/versions/${first?.id}`, { method: 'POST' })).status).toBe(200);
      await getPage(`${site.url}/admissions`);
      expect(h1()).toBe('Admissions');
      expect(screen.getByText(/^Last updated:/).querySelector('time')).toHaveAttribute('datetime');
    });

    it('changes the school’s name, shown on the next request, and keeps the old one in the history', async () => {
      expect((await editor.saveSchoolDoc('school', { name: 'Oakridge Public School' })).status).toBe(200);
      await getPage(`${site.url}/home`);
      expect(document.title).toMatch(/^Oakridge Public School/);
      const details = await editor.schoolDocId('school');
      const { body: versions } = await editor.get(
        `/school/versions?where[parent][equals]=${details}&sort=-createdAt&limit=2`,
      );
      expect((versions.docs as { version: { name: string } }[]).map((doc) => doc.version.name)).toEqual([
        'Oakridge Public School',
        'Greenwood Public School',
      ]);
      await editor.saveSchoolDoc('school', { name: 'Greenwood Public School' });
    });

    it('cannot make an account or change a role, not even their own', async () => {
      const created = await editor.post('/users', {
        email: 'new@school.example',
        password: TEST_PASSWORD,
        role: 'admin',
      });
      expect(created.status).toBe(403);
      const { body: me } = await editor.get('/users/me');
      const id = (me.user as { id: number }).id;
      await editor.patch(`/users/${id}`, { role: 'admin' });
      const { body: after } = await admin.get(`/users/${id}`);
      expect(after.role).toBe('editor');
      expect((await editor.get('/users')).body.totalDocs).toBe(1);
    });
  });

  it('lets an admin make an editor’s account', async () => {
    const created = await admin.post('/users', {
      email: 'office@school.example',
      password: TEST_PASSWORD,
      role: 'editor',
    });
    expect(created.status).toBe(201);
    expect((await login(site.url, 'office@school.example')).status).toBe(200);
  });

  describe('rich text', () => {
    it('renders neither a javascript: link nor raw HTML, and keeps a safe link', async () => {
      const id = await pageId('academics');
      const unsafe = body(
        paragraph(
          link('javascript:alert(1)', 'Click me'),
          text(' <script>alert(1)</script> <img src=x onerror=alert(1)>'),
        ),
        paragraph(link('https://cbse.gov.in', 'CBSE')),
        { type: 'html', version: 1, html: '<script>alert(2)</script>' },
      );
      expect((await editor.patch(`/pages/${id}`, { body: unsafe, _status: 'published' })).status).toBe(200);
      const page = await getPage(`${site.url}/academics`);
      expect(page.html).not.toMatch(/href="javascript:|<script>alert|<img src="?x/i);
      expect(within(screen.getByRole('main')).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
      expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Click me' })).toBeNull();
      expect(screen.getByRole('link', { name: 'CBSE (external website)' })).toHaveAttribute('target', '_blank');
    });

    it('renders a table as a table', async () => {
      await getPage(`${site.url}/admissions`);
      const table = within(screen.getByRole('main')).getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Class', 'Age on 31 March 2027', 'Born between']);
    });
  });

  describe('uploads', () => {
    const pdf = (bytes: string) => ({ name: 'circular.pdf', type: 'application/pdf', bytes });

    it('refuses an HTML file named .pdf', async () => {
      const response = await editor.upload('documents', pdf('<!doctype html><script>alert(1)</script>'), {
        title: 'Circular',
      });
      expect(response.status).toBe(400);
    });

    it('refuses a file over 20 MB', async () => {
      const big = new Uint8Array(25 * 1024 * 1024);
      big.set(Buffer.from('%PDF-1.4\n'));
      const form = new FormData();
      form.append('file', new Blob([big], { type: 'application/pdf' }), 'big.pdf');
      form.append('_payload', JSON.stringify({ title: 'Big' }));
      expect(await postOnOwnConnection(`${site.url}/api/documents`, editor.token, form)).toBe(413);
    });

    it('stores a file whose name climbs folders under a safe name, served at its own address', async () => {
      const bytes = await (await fetch(`${site.url}/documents/state-noc.pdf`)).arrayBuffer();
      const response = await editor.upload(
        'documents',
        { name: '../../../etc/notice.pdf', type: 'application/pdf', bytes: new Uint8Array(bytes) },
        { title: 'Notice' },
      );
      expect(response.status).toBe(201);
      const { id, filename } = response.body.doc as { id: number; filename: string };
      expect(filename).toBe('notice.pdf');
      expect((await editor.publishNotice('Notice', [id])).status).toBe(201);
      const served = await fetch(`${site.url}/documents/${filename}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    });
  });
});

describe('refused', () => {
  it.each([
    ['POST', '/api/pages', { slug: 'gallery', title: 'Defaced', _status: 'published' }],
    ['PATCH', '/api/school/1', { name: 'Defaced School' }],
    ['POST', '/api/school', { name: 'Defaced School' }],
    ['PATCH', '/api/disclosure/1', {}],
    ['POST', '/api/schools', { name: 'Defaced', domain: 'evil.example' }],
    ['POST', '/api/users', { email: 'x@evil.example', password: 'a-long-password', role: 'admin' }],
    ['POST', '/api/menu', { title: 'Evil', url: 'evil', active: true, position: 1 }],
  ])('an anonymous %s %s', async (method, path, data) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    expect(response.status).toBe(403);
  });

  it('an anonymous upload of a document', async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf');
    form.append('_payload', JSON.stringify({ title: 'x' }));
    expect((await fetch(`${site.url}/api/documents`, { method: 'POST', body: form })).status).toBe(403);
  });

  it('an anonymous read of the accounts', async () => {
    expect((await fetch(`${site.url}/api/users`)).status).toBe(403);
  });

  it('a write carrying an editor’s cookie from another site', async () => {
    const signedIn = await signIn(site.url, 'editor@school.example');
    const details = await signedIn.schoolDocId('school');
    const write = (origin: string) =>
      fetch(`${site.url}/api/school/${details}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: signedIn.cookie, Origin: origin },
        body: JSON.stringify({ tagline: `Written from ${origin}` }),
      });
    expect((await write('https://evil.example')).status).toBe(403);
    expect((await write(new URL(site.url).origin)).status).toBe(200);
  });
});

describe('the admin and the API are not public pages', () => {
  it('answer noindex and are not in the sitemap', async () => {
    for (const path of ['/admin/login', '/api/pages', '/api/menu/findall?url=greenwood-cbse']) {
      expect((await fetch(`${site.url}${path}`)).headers.get('x-robots-tag')).toMatch(/noindex/);
    }
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/(admin|api)\b/);
  });

  it('drops a menu entry whose url is admin or api, and logs it', async () => {
    const session = await signIn(site.url, 'editor@school.example');
    const created = await Promise.all(
      ['admin', 'api'].map((url, index) =>
        session.post('/menu', { title: `Sneaky ${url}`, url, active: true, position: 90 + index }),
      ),
    );
    try {
      await getPage(`${site.url}/home`);
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Sneaky/ })).toBeNull();
      expect(site.logs()).toMatch(/\[cms\] menu: dropped 2 invalid entries/);
      expect((await fetch(`${site.url}/admin/login`)).status).toBe(200);
    } finally {
      for (const { body: doc } of created)
        await session.request(`/menu/${(doc.doc as { id: number }).id}`, { method: 'DELETE' });
    }
  });
});

describe('the spec’s calls, answered by the embedded CMS', () => {
  it('answers the menu and the social links in the spec’s shapes', async () => {
    const menu = (await (await fetch(`${site.url}/api/menu/findall?url=greenwood-cbse`)).json()) as {
      status: string;
      data: unknown[];
    };
    expect(menu.status).toBe('success');
    expect(menu.data).toContainEqual({
      id: expect.any(String),
      title: 'About Us',
      url: 'about-us',
      active: true,
      position: 2,
    });
    expect(menu.data).toContainEqual(expect.objectContaining({ url: 'alumni', active: false }));
    const social = (await (await fetch(`${site.url}/api/socialmedia/findall?url=greenwood-cbse`)).json()) as {
      data: unknown[];
    };
    expect(social.data).toContainEqual({ title: 'Facebook', url: 'https://www.facebook.com/greenwoodpublicschool' });
    expect((await fetch(`${site.url}/api/menu/findall?url=another-school`)).status).toBe(404);
  });

  it('shows a menu entry edited in the CMS on the next request', async () => {
    const { body: found } = await editor.get('/menu?where[url][equals]=facilities');
    const id = (found.docs as { id: number }[])[0]?.id;
    await editor.patch(`/menu/${id}`, { title: 'Campus' });
    try {
      await getPage(`${site.url}/home`);
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Campus' })).toHaveAttribute(
        'href',
        '/facilities',
      );
    } finally {
      await editor.patch(`/menu/${id}`, { title: 'Facilities' });
    }
  });
});

import { editorSession, type CmsSession } from '../utils/cms-client';
import { postForm } from '../utils/form-post';
import { startSite, type Site } from '../utils/production-server';

// What the proxy reads for a request, counted by the server's own log line for each read of published
// content (LOG_CONTENT_READS, off by default): none for a form's POST, and for a Hindi page each read
// once, in Hindi, shared by the proxy's guards and the page.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '', LOG_CONTENT_READS: '1' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site?.stop());

/** The content read (by key: `school hi`) while `act` ran, in order. */
async function readsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const from = site.logs().length;
  await act();
  return [
    ...site
      .logs()
      .slice(from)
      .matchAll(/\[cms\] content read: ([^\n"]+)/g),
  ].map((match) => match[1] ?? '');
}

/** An edit (an alert that has already ended: no page changes) moves the content's version: nothing kept is reused. */
async function newVersion(): Promise<void> {
  const saved = await editor.saveSchoolDoc('alert', {
    message: `Ended ${Date.now()}`,
    level: 'info',
    link: null,
    startsAt: new Date(Date.now() - 120_000).toISOString(),
    endsAt: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(saved.status).toBe(200);
}

it('reads nothing for a form’s POST before its route handler answers it', async () => {
  await newVersion();
  // Refused by the route handler before it reads anything (another site's page sent it): whatever is read
  // is the proxy's.
  let status = 0;
  const reads = await readsDuring(async () => {
    const reply = await postForm(`${site.url}/forms/message?page=%2Fcontact`, { form: 'contact' }, '127.0.0.1', {
      Origin: 'https://elsewhere.example',
    });
    status = reply.status;
  });
  expect(status).toBe(403);
  expect(reads).toEqual([]);
});

it.each(['/hi/notices', '/hi/notices?year=1999', '/hi/home'])(
  'reads what %s shows once each, in Hindi, never in English',
  async (path) => {
    await newVersion();
    let status = 0;
    const reads = await readsDuring(async () => {
      const response = await fetch(`${site.url}${path}`);
      await response.text();
      status = response.status;
    });
    expect(status).toBe(path.includes('1999') ? 404 : 200);
    expect(reads).toEqual(expect.arrayContaining(['school hi', 'notices hi', 'menu hi']));
    expect(reads.filter((key) => / en$/.test(key))).toEqual([]);
    expect(reads.filter((key, index) => reads.indexOf(key) !== index)).toEqual([]);
  },
);

it('reads what an English page shows once each, in English', async () => {
  await newVersion();
  const reads = await readsDuring(async () => (await fetch(`${site.url}/notices`)).text());
  expect(reads).toEqual(expect.arrayContaining(['school en', 'notices en', 'menu en']));
  expect(reads.filter((key) => / hi$/.test(key))).toEqual([]);
  expect(reads.filter((key, index) => reads.indexOf(key) !== index)).toEqual([]);
});

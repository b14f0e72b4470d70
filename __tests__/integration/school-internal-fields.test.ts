import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';

// The school's details are public, all but what only the office and its mail use: the addresses told of
// new messages are staff's own. Read on the running server, as a visitor, an editor and an admin.
let site: Site;
let admin: CmsSession;
let editor: CmsSession;

const RECIPIENT = 'head.private@greenwood-school.example';

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
  editor = await editorSession(site);
  const saved = await admin.saveSchoolDoc('school', { messageRecipients: [{ email: RECIPIENT }] });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await site.stop();
});

const visitor = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${site.url}${path}`, init);
  return { status: response.status, text: await response.text() };
};

describe('the school’s details', () => {
  it('are read by a visitor over the API without the addresses told of new messages, at any depth', async () => {
    const details = await admin.schoolDocId('school');
    for (const query of ['', '?depth=0', '?depth=2', '?draft=true', '?select[messageRecipients]=true']) {
      const { status, text } = await visitor(`/api/school/${details}${query}`);
      expect({ query, status }).toEqual({ query, status: 200 });
      expect(text).not.toContain(RECIPIENT);
      // Payload answers an array field one may not read as an empty list: no address, not even how many.
      const { messageRecipients = [] } = JSON.parse(text) as { messageRecipients?: unknown };
      expect({ query, messageRecipients }).toEqual({ query, messageRecipients: [] });
    }
    // Still public: the grievance officer, whom every form's privacy notice names.
    const { text } = await visitor(`/api/school/${details}`);
    expect(JSON.parse(text)).toMatchObject({ grievanceOfficer: { email: 'grievance@greenwood-school.example' } });
    expect((await visitor('/api/school/versions')).text).not.toContain(RECIPIENT);
    expect((await visitor('/api/school')).text).not.toContain(RECIPIENT);
    expect(
      (
        await visitor('/api/graphql', {
          method: 'POST',
          body: '{"query":"{ School { messageRecipients { email } } }"}',
        })
      ).text,
    ).not.toContain(RECIPIENT);
  });

  it('never show those addresses on the site’s pages, in their HTML or their React data', async () => {
    const paths = ['/', '/contact', '/admissions', '/grievance', '/mandatory-public-disclosure', '/notices'];
    for (const path of paths) {
      const html = await visitor(path);
      expect({ path, status: html.status }).toEqual({ path, status: 200 });
      expect(html.text).toContain('office@greenwood-school.example');
      expect(html.text).not.toContain(RECIPIENT);
      const flight = await visitor(path, { headers: { RSC: '1' } });
      expect(flight.text).not.toContain(RECIPIENT);
    }
    for (const path of ['/manifest.webmanifest', '/calendar.ics', '/notices/feed.xml', '/~offline'])
      expect((await visitor(path)).text).not.toContain(RECIPIENT);
  });

  it('show those addresses to staff: an admin reads and changes them, an editor reads them', async () => {
    const read = await admin.getSchoolDoc('school');
    expect(read.body.messageRecipients).toMatchObject([{ email: RECIPIENT }]);
    expect((await editor.getSchoolDoc('school')).body.messageRecipients).toMatchObject([{ email: RECIPIENT }]);
    const changed = await admin.saveSchoolDoc('school', {
      messageRecipients: [{ email: RECIPIENT }, { email: 'deputy@greenwood-school.example' }],
    });
    expect(changed.status).toBe(200);
    expect((await admin.getSchoolDoc('school')).body.messageRecipients).toMatchObject([
      { email: RECIPIENT },
      { email: 'deputy@greenwood-school.example' },
    ]);
    expect((await visitor(`/api/school/${await admin.schoolDocId('school')}`)).text).not.toContain('deputy@');
  });
});

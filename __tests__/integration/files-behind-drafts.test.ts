import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import sharp from 'sharp';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { body, paragraph, text, upload } from '../utils/lexical';
import { getPage, startSite, type Site } from '../utils/production-server';

// A file an editor attaches to a draft (the minutes of a disciplinary committee, a photo for a page not
// yet out) stays out of visitors' reach until what shows it is published, and leaves again with it.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

const PDF = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'content', 'documents', 'state-noc.pdf')));
type FileFlags = { id: number; filename: string; public: boolean; usedBy: string };
type Uploaded = { id: number; filename: string; url: string; sizes: Record<string, { url: string }> };

const statusOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}${path}`, { headers });
  await response.arrayBuffer();
  return response.status;
};

async function uploadPdf(name: string, title: string): Promise<Uploaded> {
  const response = await editor.upload('documents', { name, type: 'application/pdf', bytes: PDF }, { title });
  expect(response.status).toBe(201);
  return response.body.doc as Uploaded;
}

async function draftNotice(title: string, attachments: number[]): Promise<{ id: number; slug: string }> {
  const response = await editor.post('/notices?draft=true', {
    title,
    category: 'notice',
    date: new Date().toISOString(),
    attachments,
    _status: 'draft',
  });
  expect(response.status).toBe(201);
  return response.body.doc as { id: number; slug: string };
}

describe('the demo’s files after the starter import', () => {
  it('are each public, and say what published shows them', async () => {
    const documents = await editor.get('/documents?limit=100&depth=0');
    const images = await editor.get('/images?limit=100&depth=0');
    const files = [...(documents.body.docs as FileFlags[]), ...(images.body.docs as FileFlags[])];
    expect(files).toHaveLength(15 + 16);
    expect(files.filter((file) => !file.public).map((file) => file.filename)).toEqual([]);
    expect((documents.body.docs as FileFlags[]).find((file) => file.filename === 'fee-structure.pdf')).toMatchObject({
      usedBy: 'the notice “Fee structure for 2026–27”, the disclosure',
    });
    expect(
      (images.body.docs as FileFlags[]).find((file) => file.filename.startsWith('annual-sports-day-2026-1-')),
    ).toMatchObject({ usedBy: 'the album “Annual Sports Day 2026”' });
  });
});

describe('the lists of documents and images', () => {
  it('are refused to visitors over the REST API, and list every file, drafts’ too, to staff', async () => {
    const minutes = await uploadPdf('committee-minutes-list.pdf', 'Committee minutes');
    await draftNotice('Committee meeting', [minutes.id]);
    for (const path of [
      '/api/documents?limit=0',
      '/api/documents',
      '/api/images?limit=0',
      `/api/documents/${minutes.id}`,
    ]) {
      const response = await fetch(`${site.url}${path}`);
      const answer = await response.text();
      expect([path, response.status, answer.includes(minutes.filename)]).toEqual([path, 403, false]);
    }
    const listed = await editor.get('/documents?limit=0&depth=0');
    expect(listed.status).toBe(200);
    expect((listed.body.docs as Uploaded[]).map((doc) => doc.filename)).toEqual(
      expect.arrayContaining([minutes.filename, 'fee-structure.pdf']),
    );
  });
});

describe('a draft notice’s attachment', () => {
  it('is a 404 until the notice is published, served from the next request on, and gone again when it is unpublished', async () => {
    const minutes = await uploadPdf('disciplinary-committee-minutes.pdf', 'Minutes of the disciplinary committee');
    const notice = await draftNotice('Disciplinary committee', [minutes.id]);
    expect(await statusOf(`/documents/${minutes.filename}`)).toBe(404);
    expect(await statusOf(`/api/documents/file/${minutes.filename}`)).toBe(403);
    // Staff still open it, to check the draft.
    expect(await statusOf(`/api/documents/file/${minutes.filename}`, { Authorization: `JWT ${editor.token}` })).toBe(
      200,
    );

    expect((await editor.patch(`/notices/${notice.id}`, { _status: 'published' })).status).toBe(200);
    const served = await fetch(`${site.url}/documents/${minutes.filename}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    await getPage(`${site.url}/notices/${notice.slug}`);
    expect(screen.getByRole('link', { name: /Minutes of the disciplinary committee/ })).toHaveAttribute(
      'href',
      `/documents/${minutes.filename}`,
    );
    // The admin says why (a read-only field, a column of the Documents list).
    expect((await editor.get(`/documents/${minutes.id}`)).body).toMatchObject({
      public: true,
      usedBy: 'the notice “Disciplinary committee”',
    });

    expect((await editor.patch(`/notices/${notice.id}`, { _status: 'draft' })).status).toBe(200);
    expect(await statusOf(`/documents/${minutes.filename}`)).toBe(404);
    expect((await editor.get(`/documents/${minutes.id}`)).body).toMatchObject({ public: false, usedBy: '' });
  });

  it('stays served while a draft leaves it out, and goes when that draft is published, or the notice deleted', async () => {
    const [kept, dropped] = [
      await uploadPdf('sports-day-timetable.pdf', 'Timetable'),
      await uploadPdf('sports-day-route.pdf', 'Route'),
    ];
    const notice = await draftNotice('Sports day', [kept.id, dropped.id]);
    expect((await editor.patch(`/notices/${notice.id}`, { _status: 'published' })).status).toBe(200);
    expect(await statusOf(`/documents/${dropped.filename}`)).toBe(200);

    expect(
      (await editor.patch(`/notices/${notice.id}?draft=true`, { attachments: [kept.id], _status: 'draft' })).status,
    ).toBe(200);
    expect(await statusOf(`/documents/${dropped.filename}`)).toBe(200);
    expect((await editor.patch(`/notices/${notice.id}`, { _status: 'published' })).status).toBe(200);
    expect([await statusOf(`/documents/${dropped.filename}`), await statusOf(`/documents/${kept.filename}`)]).toEqual([
      404, 200,
    ]);

    expect((await editor.request(`/notices/${notice.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await statusOf(`/documents/${kept.filename}`)).toBe(404);
  });
});

describe('an image in a draft page’s body', () => {
  it('is refused, with its smaller copies, until the page is published, and again once the page is deleted', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a3b2e' } })
      .png()
      .toBuffer();
    const uploaded = await editor.upload(
      'images',
      { name: 'picture-day.png', type: 'image/png', bytes: new Uint8Array(png) },
      { alt: 'Picture day' },
    );
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.doc as Uploaded;
    const addresses = [image.url, image.sizes.small?.url ?? '', image.sizes.thumbnailJpeg?.url ?? ''];
    expect(addresses.every((address) => address.startsWith('/api/images/file/'))).toBe(true);

    const page = await editor.post('/pages?draft=true', {
      slug: 'picture-day',
      title: 'Picture day',
      body: body(paragraph(text('Our photos.')), upload('images', image.id)),
      _status: 'draft',
    });
    expect(page.status).toBe(201);
    const pageId = (page.body.doc as { id: number }).id;
    for (const address of addresses) expect([address, await statusOf(address)]).toEqual([address, 403]);

    expect((await editor.patch(`/pages/${pageId}`, { _status: 'published' })).status).toBe(200);
    for (const address of addresses) expect([address, await statusOf(address)]).toEqual([address, 200]);
    expect((await editor.get(`/images/${image.id}`)).body).toMatchObject({
      public: true,
      usedBy: 'the page “Picture day”',
    });

    expect((await editor.request(`/pages/${pageId}`, { method: 'DELETE' })).status).toBe(200);
    for (const address of addresses) expect([address, await statusOf(address)]).toEqual([address, 403]);
  });
});

import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';
import { resultLinks } from '../utils/search-results';

// Issue 37: the words inside a PDF are read when it is uploaded through the CMS (features/documents),
// for the site's search; a scan has none, a picture is not a PDF, and nobody can write the text by hand.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
});
afterAll(() => site?.stop());

async function textPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 750 - index * 20, font, size: 12 }));
  return pdf.save();
}

/** What a scanner makes: each page one picture, no text at all. */
async function scanPdf(): Promise<Uint8Array> {
  const picture = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  // As base64: jest's Buffer is not the Uint8Array pdf-lib checks for.
  const image = await pdf.embedPng(picture.toString('base64'));
  pdf.addPage().drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return pdf.save();
}

const pdf = (name: string, bytes: Uint8Array) => ({ name, type: 'application/pdf', bytes: new Uint8Array(bytes) });

async function upload(file: { name: string; type: string; bytes: BlobPart }, data: Record<string, unknown> = {}) {
  const saved = await editor.upload('documents', file, { title: file.name, ...data });
  expect(saved.status).toBe(201);
  return (saved.body.doc as { id: number }).id;
}

async function textOf(id: number): Promise<unknown> {
  const { body } = await editor.get(`/documents/${id}?depth=0`);
  return (body as { text?: unknown }).text;
}

it('reads the words of an uploaded PDF into its text', async () => {
  const id = await upload(pdf('winter-uniform.pdf', await textPdf(['Winter uniform from 1 December', 'zorblaxite'])));
  expect(await textOf(id)).toBe('Winter uniform from 1 December\nzorblaxite');
});

it('gives a scan (a PDF of pictures) an empty text, and a PNG none', async () => {
  expect(await textOf(await upload(pdf('scan.pdf', await scanPdf())))).toBe('');
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  expect(await textOf(await upload({ name: 'logo.png', type: 'image/png', bytes: new Uint8Array(png) }))).toBeNull();
});

it('gives a PDF that cannot be read an empty text and logs one line without its name', async () => {
  // Enough for Payload's check (header, xref, %%EOF), nothing PDF.js can open.
  const damaged = new TextEncoder().encode(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >>\nnot a real file at all\nxref\n0 0\ntrailer << >>\nstartxref\n0\n%%EOF\n',
  );
  const id = await upload(pdf('pupil-aarav-sharma.pdf', damaged));
  expect(await textOf(id)).toBe('');
  const lines = site
    .logs()
    .split('\n')
    .filter((line) => line.includes('[documents] no text could be read'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('a new document (a PDF of 1 kB)');
  expect(site.logs()).not.toContain('aarav');
});

it('keeps the text the file gave: an editor cannot write it, and a new file replaces it', async () => {
  const id = await upload(pdf('fees.pdf', await textPdf(['Fee structure'])), { text: 'forged on create' });
  expect(await textOf(id)).toBe('Fee structure');

  const edited = await editor.patch(`/documents/${id}`, { text: 'forged on update', summary: 'The fees' });
  expect(edited.status).toBe(200);
  expect(await textOf(id)).toBe('Fee structure');

  const picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00c' } })
    .png()
    .toBuffer();
  const replaced = await editor.upload(
    'documents',
    { name: 'fees.png', type: 'image/png', bytes: new Uint8Array(picture) },
    {},
    id,
  );
  expect(replaced.status).toBe(200);
  expect(await textOf(id)).toBeNull();
});

it('leaves the text out of a document shown by a notice, so a page never reads it', async () => {
  const id = await upload(pdf('circular.pdf', await textPdf(['A long circular'])));
  const notice = await editor.publishNotice('Circular with text', [id]);
  expect(notice.status).toBe(201);
  const { body } = await editor.get(`/notices/${(notice.body.doc as { id: number }).id}?depth=1`);
  const [attachment] = (body as { attachments: Record<string, unknown>[] }).attachments;
  expect(attachment).toMatchObject({ id, filename: 'circular.pdf' });
  expect(attachment).not.toHaveProperty('text');
});

it('reads the text of the PDFs uploaded before, once the migration that adds it has run, and searches it', async () => {
  await site.stop();
  // The database as the release before left it: no text, no summary, nothing in the search index, the
  // migrations not yet applied. The index is emptied, not dropped: the search migration would make it again
  // without the school each entry now has (a later migration's), which an upgrade runs after it.
  const db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.batch([
    'ALTER TABLE documents DROP COLUMN text',
    'ALTER TABLE documents_locales DROP COLUMN summary',
    'DELETE FROM search_fts',
    "DELETE FROM payload_migrations WHERE name LIKE '%_documents_text' OR name LIKE '%_search'",
  ]);
  db.close();

  site = await startSite({ CMS_API_URL: '', DATA_DIR: site.dataDir });
  editor = await editorSession(site, 'editor2@school.example');
  const { body } = await editor.get('/documents?depth=0&limit=100&where[filename][equals]=state-noc.pdf');
  const [noc] = (body as { docs: { text?: string }[] }).docs;
  expect(noc?.text).toContain('Greenwood Public School');
  expect(site.logs()).toMatch(/\[documents\] read the text of \d+ of \d+ PDFs uploaded before search/);
  // The index, made anew after both migrations, holds the text read: its first words find the document.
  const words = `"${(noc?.text ?? '').split(/\s+/).slice(0, 8).join(' ')}"`;
  const response = await fetch(`${site.url}/search?q=${encodeURIComponent(words)}`);
  expect(resultLinks(await response.text())).toContain('/documents/state-noc.pdf');
});

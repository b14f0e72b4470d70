import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { startPostgres, type Postgres } from '../utils/postgres';
import { startSite, type Site } from '../utils/production-server';
import { resultLinks } from '../utils/search-results';

// Issue 37: a word found only inside a notice's attached PDF finds the notice and the document at the
// next request, on SQLite and on Postgres (the text read at upload, in the index the same save writes),
// and neither once the notice is unpublished; a scan is found by the office's summary.

async function pdfSaying(line: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(line, { x: 50, y: 750, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return new Uint8Array(await pdf.save());
}

async function scan(): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return new Uint8Array(await pdf.save());
}

type Setup = { site: Site; editor: CmsSession; stop: () => Promise<void> };

async function sqlite(): Promise<Setup> {
  const site = await startSite({ CMS_API_URL: '' });
  await addUser(site.dataDir, 'editor@school.example', 'editor');
  return { site, editor: await signIn(site.url, 'editor@school.example'), stop: () => site.stop() };
}

async function postgres(): Promise<Setup> {
  const cluster: Postgres = await startPostgres();
  const env = {
    CMS_API_URL: '',
    DATABASE_URL: await cluster.database('school'),
    PAYLOAD_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  };
  const site = await startSite(env);
  await addUser(site.dataDir, 'editor@school.example', 'editor', undefined, env);
  return {
    site,
    editor: await signIn(site.url, 'editor@school.example'),
    stop: async () => {
      await site.stop();
      await cluster.stop();
    },
  };
}

describe.each([
  ['SQLite', sqlite],
  ['Postgres', postgres],
])('a PDF’s words in the site search on %s', (_name, setup) => {
  let run: Setup;
  beforeAll(async () => {
    run = await setup();
  }, 240_000);
  afterAll(() => run?.stop());

  const found = async (q: string) => {
    const response = await fetch(`${run.site.url}/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return resultLinks(await response.text());
  };
  const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const saved = await run.editor.upload('documents', { name, type: 'application/pdf', bytes }, { title: name });
    expect(saved.status).toBe(201);
    return saved.body.doc as { id: number; filename: string; text: string };
  };

  it('saves a notice in Hindi whose attachment has no Hindi title yet, and finds it on /hi/search', async () => {
    const document = await upload('circular-tapir.pdf', await pdfSaying('Fee circular: tapirwick'));
    const saved = await run.editor.publishNotice('Fee circular', [document.id]);
    const { id, slug } = saved.body.doc as { id: number; slug: string };
    // Refreshing which files are public re-saved the document in the notice's language, where its
    // required title was empty: the Hindi save answered 400.
    const hindi = await run.editor.patch(`/notices/${id}?locale=hi`, { title: 'शुल्क परिपत्र', _status: 'published' });
    expect(hindi.status).toBe(200);
    const response = await fetch(`${run.site.url}/hi/search?q=${encodeURIComponent('परिपत्र tapirwick')}`);
    expect(resultLinks(await response.text())).toEqual([`/hi/notices/${slug}`]);
  });

  it('finds the notice and its document by a word only in the PDF, and neither once unpublished', async () => {
    const document = await upload('circular-pangolin.pdf', await pdfSaying('Uniform circular: pangolinite'));
    expect(document.text).toBe('Uniform circular: pangolinite');
    const saved = await run.editor.publishNotice('Winter circular', [document.id]);
    expect(saved.status).toBe(201);
    const { id, slug } = saved.body.doc as { id: number; slug: string };
    expect((await found('pangolinite')).sort()).toEqual([`/documents/${document.filename}`, `/notices/${slug}`].sort());

    expect((await run.editor.patch(`/notices/${id}`, { _status: 'draft' })).status).toBe(200);
    expect(await found('pangolinite')).toEqual([]);
  });

  it('finds a scan only once the office has written its summary', async () => {
    const document = await upload('scanned-sports-day.pdf', await scan());
    expect(document.text).toBe('');
    const saved = await run.editor.publishNotice('Sports day', [document.id]);
    expect(saved.status).toBe(201);
    expect(await found('okapithlon')).toEqual([]);
    expect(
      (await run.editor.patch(`/documents/${document.id}`, { summary: 'The okapithlon is on Friday' })).status,
    ).toBe(200);
    expect(await found('okapithlon')).toContain(`/documents/${document.filename}`);
  });
});

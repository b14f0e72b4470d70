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

/** A circular of `pages` full pages of text (about 3,000 characters each), its last line saying `last`. */
async function longCircular(pages: number, last: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = 'The school stays closed for the winter break and opens again in January.';
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage();
    for (let row = 0; row < 40; row += 1) page.drawText(line, { x: 40, y: 800 - row * 19, size: 10, font });
    if (number === pages) page.drawText(last, { x: 40, y: 20, size: 10, font });
  }
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

  it('saves a 20-page circular of more than 40,000 characters and finds it by a word on its last page', async () => {
    // Payload's default limit of a text field (40,000) refused the save: the field now keeps what the reader does.
    const document = await upload('long-circular.pdf', await longCircular(20, 'Signed by the principal: quollbranch'));
    expect(document.text.length).toBeGreaterThan(40_000);
    expect(document.text.endsWith('quollbranch')).toBe(true);
    expect((await run.editor.publishNotice('Winter break', [document.id])).status).toBe(201);
    expect(await found('quollbranch')).toContain(`/documents/${document.filename}`);
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

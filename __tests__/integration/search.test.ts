import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { body, paragraph, text } from '../utils/lexical';
import { startPostgres, type Postgres } from '../utils/postgres';
import { freePort, startSite, type Site } from '../utils/production-server';
import { resultLinks } from '../utils/search-results';

// The site search against the production server, on SQLite and on Postgres (two replicas): what is
// published is found at the next request, on any replica, and nothing else ever is.

type Setup = { sites: Site[]; editor: CmsSession; stop: () => Promise<void> };

async function sqliteSetup(): Promise<Setup> {
  const site = await startSite({ CMS_API_URL: '' });
  await addUser(site.dataDir, 'editor@school.example', 'editor');
  return { sites: [site], editor: await signIn(site.url, 'editor@school.example'), stop: () => site.stop() };
}

async function postgresSetup(): Promise<Setup> {
  const postgres: Postgres = await startPostgres();
  const env = {
    CMS_API_URL: '',
    DATABASE_URL: await postgres.database('school'),
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    UPLOADS_DIR: await mkdtemp(join(tmpdir(), 'school-uploads-')),
  };
  const sites = await Promise.all([freePort(), freePort()].map(async (port) => startSite(env, undefined, await port)));
  await addUser(sites[0]?.dataDir ?? '', 'editor@school.example', 'editor', undefined, env);
  return {
    sites,
    editor: await signIn((sites[0] as Site).url, 'editor@school.example'),
    stop: async () => {
      await Promise.all(sites.map((site) => site.stop()));
      await postgres.stop();
    },
  };
}

describe.each([
  ['SQLite', sqliteSetup],
  ['Postgres, two replicas', postgresSetup],
])('site search on %s', (_name, setup) => {
  let run: Setup;
  const last = () => run.sites[run.sites.length - 1] as Site;

  async function found(q: string, site = last(), locale = ''): Promise<string[]> {
    const response = await fetch(`${site.url}${locale}/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return resultLinks(await response.text());
  }

  async function notice(data: Record<string, unknown>): Promise<{ id: number; slug: string }> {
    const response = await run.editor.post('/notices', {
      category: 'notice',
      date: new Date().toISOString(),
      _status: 'published',
      ...data,
    });
    if (response.status !== 201) throw new Error(`notice: ${response.status} ${JSON.stringify(response.body)}`);
    const doc = (response.body as { doc: { id: number; slug: string } }).doc;
    return doc;
  }

  beforeAll(async () => {
    run = await setup();
  }, 240_000);

  afterAll(async () => run?.stop());

  it('finds a notice published on one replica at the next request on another, not once unpublished or deleted', async () => {
    const { id, slug } = await notice({ title: 'Quokkaday holiday', body: body(paragraph(text('Zebrafinch notice'))) });
    expect(await found('zebrafinch')).toEqual([`/notices/${slug}`]);
    await run.editor.patch(`/notices/${id}`, { _status: 'draft' });
    expect(await found('zebrafinch')).toEqual([]);
    await run.editor.patch(`/notices/${id}`, { _status: 'published' });
    expect(await found('quokkaday')).toEqual([`/notices/${slug}`]);
    await run.editor.request(`/notices/${id}`, { method: 'DELETE' });
    expect(await found('quokkaday')).toEqual([]);
  });

  it('never finds a draft, nor a published notice’s new draft', async () => {
    await notice({ title: 'Okapiword draft', _status: 'draft' });
    expect(await found('okapiword')).toEqual([]);
    const { id, slug } = await notice({ title: 'Ibexword published' });
    await run.editor.patch(`/notices/${id}?draft=true`, { title: 'Ibexword Narwhalword', _status: 'draft' });
    expect(await found('narwhalword')).toEqual([]);
    expect(await found('ibexword')).toEqual([`/notices/${slug}`]);
  });

  it('finds a Hindi notice by a whole Hindi word on /hi/search, never by a piece inside a word', async () => {
    const { id, slug } = await notice({ title: 'School notice hindi' });
    // A made-up word with vowel signs and a virama: FTS5's default tokenizer would cut it at each of them
    // (into ग, लम, हर, त, सव), so "हर" would find it.
    const response = await run.editor.patch(`/notices/${id}?locale=hi`, {
      title: 'गुलमोहरोत्सव की सूचना',
      _status: 'published',
    });
    expect(response.status).toBe(200);
    const href = `/hi/notices/${slug}`;
    expect(await found('गुलमोहरोत्सव', last(), '/hi')).toEqual([href]);
    expect(await found('"गुलमोहरोत्सव की सूचना"', last(), '/hi')).toEqual([href]);
    expect(await found('हर', last(), '/hi')).not.toContain(href);
    expect(await found('"सव"', last(), '/hi')).not.toContain(href);
    // Its English title still finds it on the English search, not the Hindi one.
    expect(await found('गुलमोहरोत्सव')).toEqual([]);
  });

  it('matches the last word as a prefix, a quoted phrase as a phrase, and ranks a title over a body', async () => {
    const inTitle = await notice({ title: 'Yakadmissions open', body: body(paragraph(text('Forms at the office.'))) });
    const inBody = await notice({ title: 'Office hours', body: body(paragraph(text('Yakadmissions close soon.'))) });
    expect(await found('yakadmis')).toEqual([`/notices/${inTitle.slug}`, `/notices/${inBody.slug}`]);
    expect(await found('"yakadmissions close"')).toEqual([`/notices/${inBody.slug}`]);
    expect(await found('"close yakadmissions"')).toEqual([]);
  });

  it('answers every hostile query with a page', async () => {
    for (const q of ['"', '*', 'NEAR(a b)', '(', ')', ':', '^', "' OR 1=1 --", 'x'.repeat(5000)])
      expect(resultLinks(await (await fetch(`${last().url}/search?q=${encodeURIComponent(q)}`)).text())).toBeDefined();
    const broken = await fetch(`${last().url}/search?q=%FF%ED%A0%80`);
    expect([200, 400]).toContain(broken.status);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { startPageLoad, type PageLoad } from '../utils/page-load';
import { startPostgres, type Postgres } from '../utils/postgres';
import { freePort, startSite, type Site } from '../utils/production-server';

// Both languages of one page edited apart, through one replica, while visitors keep both replicas' page
// caches hot in both languages: each language's page shows its own new text at the next request, on
// either replica, and the other language's page keeps its text.
const LOAD_CONNECTIONS = 8;
const ROUNDS = 10;
const PATHS = ['/home', '/hi/home', '/about-us', '/hi/about-us', '/notices', '/hi/notices'];

let postgres: Postgres;
let replicas: Site[] = [];
let editor: CmsSession;
let load: PageLoad | undefined;
let pageId: number;

const replicaName = (index: number) => 'AB'[index] ?? '?';

async function h1s(path: string): Promise<string[]> {
  return Promise.all(
    replicas.map(async (replica) => {
      const response = await fetch(`${replica.url}${path}`, { signal: AbortSignal.timeout(30_000) });
      const html = await response.text();
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      return `${response.status} ${heading ?? '(no h1)'}`;
    }),
  );
}

async function saveTitle(locale: 'en' | 'hi', title: string) {
  const response = await editor.patch(`/pages/${pageId}?locale=${locale}`, { title, _status: 'published' });
  if (response.status !== 200)
    throw new Error(`save in ${locale}: ${response.status} ${JSON.stringify(response.body)}`);
}

beforeAll(async () => {
  postgres = await startPostgres();
  const env = {
    CMS_API_URL: '',
    DATABASE_URL: await postgres.database('school'),
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    UPLOADS_DIR: await mkdtemp(join(tmpdir(), 'school-uploads-')),
  };
  const ports = [await freePort(), await freePort()];
  replicas = await Promise.all(ports.map((port) => startSite(env, undefined, port)));
  await addUser(replicas[0]?.dataDir ?? '', 'editor@school.example', 'editor', undefined, env);
  editor = await signIn((replicas[0] as Site).url, 'editor@school.example');
  const { body } = await editor.get('/pages?where[slug][equals]=about-us');
  pageId = (body.docs as { id: number }[])[0]?.id ?? 0;
}, 180_000);

afterAll(async () => {
  await load?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await postgres?.stop();
});

describe('two replicas on one Postgres, a page edited in each language apart under visitors', () => {
  it(`show each language its own new title at the next request, the other unchanged (${ROUNDS} rounds)`, async () => {
    const urls = replicas.map((replica) => replica.url);
    load = startPageLoad(urls, PATHS, LOAD_CONNECTIONS);
    const stale: string[] = [];
    const check = (round: number, path: string, got: string[], want: string) =>
      stale.push(
        ...got.flatMap((answer, index) =>
          answer === `200 ${want}` ? [] : [`round ${round}, ${path} on ${replicaName(index)}: ${answer}, not ${want}`],
        ),
      );
    try {
      await load.untilHot();
      let english = 'About Us';
      for (let round = 0; round < ROUNDS; round += 1) {
        const hindi = `हमारे बारे में ${round}`;
        await saveTitle('hi', hindi);
        check(round, '/hi/about-us', await h1s('/hi/about-us'), hindi);
        check(round, '/about-us', await h1s('/about-us'), english);
        await load.untilHot();
        english = `About Greenwood ${round}`;
        await saveTitle('en', english);
        check(round, '/about-us', await h1s('/about-us'), english);
        check(round, '/hi/about-us', await h1s('/hi/about-us'), hindi);
      }
    } finally {
      await load.stop();
    }
    const outcomes = urls.map((url) => load?.outcomes(url));
    console.log(
      `visitors: ${outcomes.map((count, index) => `${replicaName(index)} ${JSON.stringify(count)}`).join(', ')}`,
    );
    expect(stale).toEqual([]);
    expect(outcomes.map((count) => (count?.hit ?? 0) > 0)).toEqual([true, true]);
    expect(load.failures).toEqual([]);
  }, 300_000);
});

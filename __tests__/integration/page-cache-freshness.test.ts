import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONTENT_FILE, startDemoMenuApi, type DemoMenuApi } from '@/scripts/lib/demo-menu-api';
import { startPageLoad, type PageLoad } from '../utils/page-load';
import { startSite, type Site } from '../utils/production-server';

// The page cache keys pages on the menu API's lists too (features/site-frame/content-version.ts): a
// menu entry the CMS stops publishing must be gone from both replicas' next pages, however hot their caches.
const LOAD_CONNECTIONS = 8;
const ROUNDS = 20;
const ENTRY = 'facilities';
const LINK = `href="/${ENTRY}"`;

let menuApi: DemoMenuApi | undefined;
let replicas: Site[] = [];
let load: PageLoad | undefined;

type Answer = { status: number; html: string };

const replicaName = (index: number) => 'AB'[index] ?? '?';

/** Both replicas' answers for `path`, asked at once, as the first request after an edit. */
function onBoth(path: string): Promise<Answer[]> {
  return Promise.all(
    replicas.map(async (replica) => {
      const response = await fetch(`${replica.url}${path}`, { signal: AbortSignal.timeout(30_000) });
      return { status: response.status, html: await response.text() };
    }),
  );
}

function setActive(active: boolean): Promise<void> {
  return (replicas[0] as Site).editContent((content) => {
    const entry = content.menu.find((item) => item.url === ENTRY);
    if (!entry) throw new Error(`no menu entry ${ENTRY} in the demo menu API`);
    entry.active = active;
  });
}

beforeAll(async () => {
  // One menu API for both replicas, on a copy of the demo content that the test edits.
  const contentFile = join(await mkdtemp(join(tmpdir(), 'school-menu-api-')), 'content.json');
  await copyFile(DEFAULT_CONTENT_FILE, contentFile);
  menuApi = await startDemoMenuApi({ contentFile });
  const shared = { menuApi, contentFile };
  replicas = await Promise.all([startSite({}, shared), startSite({}, shared)]);
}, 120_000);

afterAll(async () => {
  await load?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await menuApi?.close();
});

describe('two replicas on one external CMS, under visitors', () => {
  it(`answer 404 on both at once for a menu entry the CMS deactivates, and drop its link from /home (${ROUNDS} times)`, async () => {
    const urls = replicas.map((replica) => replica.url);
    load = startPageLoad(urls, ['/home', '/about-us', '/notices', `/${ENTRY}`], LOAD_CONNECTIONS);
    const stale: string[] = [];
    const note = (round: number, what: string, answers: Answer[], expected: (answer: Answer) => boolean) =>
      stale.push(
        ...answers.flatMap((answer, index) =>
          expected(answer) ? [] : [`round ${round}, ${what} on ${replicaName(index)}: ${answer.status}`],
        ),
      );
    try {
      await load.untilHot();
      for (let round = 0; round < ROUNDS; round += 1) {
        await setActive(false);
        const [gone, home] = await Promise.all([onBoth(`/${ENTRY}`), onBoth('/home')]);
        note(round, `/${ENTRY} deactivated`, gone, ({ status }) => status === 404);
        note(
          round,
          '/home deactivated, with the link',
          home,
          ({ status, html }) => status === 200 && !html.includes(LINK),
        );
        await setActive(true);
        const [back, linked] = await Promise.all([onBoth(`/${ENTRY}`), onBoth('/home')]);
        note(round, `/${ENTRY} reactivated`, back, ({ status }) => status === 200);
        note(
          round,
          '/home reactivated, without the link',
          linked,
          ({ status, html }) => status === 200 && html.includes(LINK),
        );
      }
    } finally {
      await load.stop();
      await setActive(true);
    }
    const outcomes = urls.map((url) => load?.outcomes(url));
    console.log(
      `visitors: ${outcomes.map((count, index) => `${replicaName(index)} ${JSON.stringify(count)}`).join(', ')}`,
    );
    expect(stale).toEqual([]);
    // Pages came from memory between the edits, on both replicas: the cache was in play.
    expect(outcomes.map((count) => (count?.hit ?? 0) > 0)).toEqual([true, true]);
    expect(load.failures).toEqual([]);
  }, 120_000);
});

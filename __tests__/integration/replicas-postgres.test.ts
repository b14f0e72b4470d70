import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SCHOOL_VERSION_SQL } from '@/cms/site-version';
import { addUser, CmsSession, signIn } from '../utils/cms-client';
import { postJson } from '../utils/form-post';
import { startNginx, type Nginx } from '../utils/nginx';
import { startPageLoad, type PageLoad } from '../utils/page-load';
import { startPostgres, type Postgres } from '../utils/postgres';
import { freePort, startSite, type Site } from '../utils/production-server';

const ROOT = join(__dirname, '..', '..');
const CLIENTS = 8;
const PATHS = ['/home', '/about-us'];

let postgres: Postgres;
let env: Record<string, string>;
let replicas: Site[] = [];
let nginx: Nginx;
let editor: CmsSession;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The content's version (cms/site-version.ts), as every replica's pages read it. */
async function version(): Promise<{ epoch: string; counter: number }> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    // The first school's, whose content every edit here changes: the deployment's count and the school's.
    const row = (await client.query(SCHOOL_VERSION_SQL.replace('?', '$1'), [1])).rows[0] as {
      epoch: string;
      counter: string;
      school_counter: string;
    };
    return { epoch: row.epoch, counter: Number(row.counter) * 1_000_000 + Number(row.school_counter) };
  } finally {
    await client.end();
  }
}

async function h1(url: string): Promise<string | undefined> {
  const html = await (await fetch(url)).text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}

/** Stops a replica as an orchestrator does (SIGTERM, wait for it to exit) and starts it again on its port. */
async function restart(index: number): Promise<number | null> {
  const old = replicas[index] as Site;
  process.kill(old.pid, 'SIGTERM');
  const code = await old.exited;
  await old.stop();
  replicas[index] = await startSite(env, undefined, Number(new URL(old.url).port));
  return code;
}

beforeAll(async () => {
  postgres = await startPostgres();
  env = {
    CMS_API_URL: '',
    DATABASE_URL: await postgres.database('school'),
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    // The folder every replica mounts; each replica keeps its own DATA_DIR, which holds nothing shared.
    UPLOADS_DIR: await mkdtemp(join(tmpdir(), 'school-uploads-')),
    SHUTDOWN_DELAY_MS: '500',
  };
  const ports = [await freePort(), await freePort()];
  // Both at once against the fresh database, as an orchestrator starts a new deployment.
  replicas = await Promise.all(ports.map((port) => startSite(env, undefined, port)));
  nginx = await startNginx(ports);
  await addUser(replicas[0]?.dataDir ?? '', 'editor@school.example', 'editor', undefined, env);
  editor = await signIn((replicas[0] as Site).url, 'editor@school.example');
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await postgres?.stop();
});

describe('two replicas on one Postgres behind nginx', () => {
  it('started together on a fresh database, migrate and import the starter content once', async () => {
    const logs = replicas.map((replica) => replica.logs());
    expect(logs.filter((log) => log.includes('importing the starter content'))).toHaveLength(1);
    const { body: menu } = await editor.get('/menu?limit=0');
    const navigation = JSON.parse(await readFile(join(ROOT, 'content', 'navigation.json'), 'utf8')) as {
      menu: unknown[];
    };
    expect(menu.totalDocs).toBe(navigation.menu.length);
    for (const replica of replicas) expect((await fetch(`${replica.url}/home`)).status).toBe(200);
  });

  it('let `npm run migrate`, the step before a rolling update, run beside them and find nothing to do', async () => {
    const before = await version();
    const migrate = spawnSync(process.execPath, [join(ROOT, 'scripts', 'migrate.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: replicas[0]?.dataDir ?? '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([migrate.status, migrate.stdout + migrate.stderr]).toEqual([
      0,
      expect.not.stringMatching(/Migrating:|importing the starter content/),
    ]);
    // Nothing migrated, so the content's version stays: a page cached under it is still good.
    expect(await version()).toEqual(before);
  });

  it('show an edit saved through A on the next request to B', async () => {
    const [a, b] = replicas as [Site, Site];
    expect(await h1(`${b.url}/about-us`)).toBe('About Us');
    const { body } = await editor.get('/pages?where[slug][equals]=about-us');
    const id = (body.docs as { id: number }[])[0]?.id;
    const before = await version();
    expect((await editor.patch(`/pages/${id}`, { title: 'About Greenwood', _status: 'published' })).status).toBe(200);
    const after = await version();
    expect([after.epoch, after.counter > before.counter]).toEqual([before.epoch, true]);
    expect(await h1(`${b.url}/about-us`)).toBe('About Greenwood');
    expect(await h1(`${a.url}/about-us`)).toBe('About Greenwood');
  });

  it('answer a page to the next visitor after many left while it was read', async () => {
    const b = replicas[1] as Site;
    const { port } = new URL(b.url);
    /** A GET of `path` that gives up after `ms` (0: never), with how it ended. */
    const visit = (path: string, ms: number) =>
      new Promise<string>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
          response.on('error', () => resolve('left'));
        });
        req.on('error', () => resolve('left'));
        if (ms > 0) setTimeout(() => req.destroy(), ms);
        req.end();
      });
    const waited = (path: string) =>
      Promise.race([
        visit(path, 0),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000)),
      ]);
    // Pages nobody asked for yet: each visitor's request waits for the version read (a promise on Postgres)
    // or for the one render, and many leave meanwhile.
    const answers: Record<string, string> = {};
    for (const path of ['/hi/contact', '/hi/admissions', '/hi/notices']) {
      await Promise.all(Array.from({ length: 60 }, (_, index) => visit(path, 1 + (index % 30) * 5)));
      answers[path] = await waited(path);
    }
    expect(answers).toEqual({ '/hi/contact': '200', '/hi/admissions': '200', '/hi/notices': '200' });
  });

  it('serve a document uploaded through B from A', async () => {
    const [a, b] = replicas as [Site, Site];
    const onB = await signIn(b.url, 'editor@school.example');
    const pdf = new Uint8Array(await (await fetch(`${a.url}/documents/fee-structure.pdf`)).arrayBuffer());
    const uploaded = await onB.upload(
      'documents',
      { name: 'bus-routes.pdf', type: 'application/pdf', bytes: pdf },
      { title: 'Bus routes' },
    );
    expect(uploaded.status).toBe(201);
    expect((await onB.publishNotice('Bus routes', [(uploaded.body.doc as { id: number }).id])).status).toBe(201);
    const served = await fetch(`${a.url}/documents/bus-routes.pdf`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('count one address’s failed sign-ins once for both: 10 on each, then 429 on either', async () => {
    const [a, b] = replicas as [Site, Site];
    const failSignIn = (replica: Site, email: string) =>
      postJson(`${replica.url}/api/users/login`, { email, password: 'wrong-password' }, '127.0.0.20');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect([
        attempt,
        (await failSignIn(attempt % 2 === 0 ? a : b, `nobody-${attempt}@school.example`)).status,
      ]).toEqual([attempt, 401]);
    }
    expect([
      (await failSignIn(a, 'nobody@school.example')).status,
      (await failSignIn(b, 'nobody@school.example')).status,
    ]).toEqual([429, 429]);
  });

  it('lose no request and no edit while A and then B restart under visitors and an editor', async () => {
    const session = await signIn(nginx.url, 'editor@school.example');
    const began = Date.now();
    let busy = true;
    const failures: string[] = [];
    let served = 0;
    const visitors = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; busy; i += 1) {
        try {
          // Lost means refused or broken, not slow: a replica's first pages after its start can take
          // seconds on a machine that other test runs share.
          const response = await fetch(`${nginx.url}${PATHS[i % PATHS.length]}`, {
            signal: AbortSignal.timeout(30_000),
          });
          const html = await response.text();
          if (response.status !== 200 || !html.includes('</html>'))
            failures.push(`${response.status} ${PATHS[i % PATHS.length]}`);
          served += 1;
        } catch (error) {
          failures.push(
            `${PATHS[i % PATHS.length]} at ${Date.now() - began} ms: ${String((error as Error).cause ?? error)}`,
          );
        }
      }
    });
    const saved: string[] = [];
    const editing = (async () => {
      for (let n = 0; busy; n += 1) {
        const title = `Trip ${n}`;
        try {
          const response = await session.post('/menu', { title, url: `trip-${n}`, active: false, position: 1000 + n });
          if (response.status === 201) saved.push(title);
          else failures.push(`save ${title}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        } catch (error) {
          failures.push(`save ${title}: ${String((error as Error).cause ?? error)}`);
        }
        await sleep(100);
      }
    })();
    await sleep(2000);
    const { epoch } = await version();
    const codeA = await restart(0);
    const restartedA = Date.now() - began;
    await sleep(2000);
    const codeB = await restart(1);
    console.log(`replicas restarted: A by ${restartedA} ms, B by ${Date.now() - began} ms`);
    await sleep(2000);
    busy = false;
    await Promise.all([...visitors, editing]);

    expect([codeA, codeB]).toEqual([0, 0]);
    expect(failures).toEqual([]);
    // Restarts with nothing to migrate keep the epoch (the saves only counted on).
    expect((await version()).epoch).toBe(epoch);
    expect(served).toBeGreaterThan(CLIENTS * 10);
    expect(saved.length).toBeGreaterThan(10);
    for (const replica of replicas) {
      const { body } = await new CmsSession(replica.url, session.token, session.cookie).get(
        '/menu?where[title][like]=Trip&limit=0',
      );
      expect((body.docs as { title: string }[]).map((doc) => doc.title).sort()).toEqual([...saved].sort());
    }
  }, 120_000);
});

// Visitors per replica while the edits below are checked: enough to keep every page of theirs in each
// replica's cache and the replicas busy, on a machine whose two cores the other test files share.
const LOAD_CONNECTIONS = 8;
const LOAD_PATHS = ['/home', '/about-us', '/notices'];
// The issue asks for 50 edits of each kind. The name takes all 50 (about 0.4 s each under load); the
// others take two saves and four page checks a round (about 0.75 s), and 30 rounds of each, 15 through
// either replica, keep this file near three minutes on a shared two-core machine, within the four it may
// take.
const NAME_ROUNDS = 50;
const ROUNDS = 30;

type Answer = { status: number; html: string };

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)';
const replicaName = (index: number) => 'AB'[index] ?? '?';

/** Both replicas' answers for `path`, asked at once and directly (not through nginx), as the first request after an edit. */
function onBoth(path: string): Promise<Answer[]> {
  return Promise.all(
    replicas.map(async (replica) => {
      const response = await fetch(`${replica.url}${path}`, { signal: AbortSignal.timeout(30_000) });
      return { status: response.status, html: await response.text() };
    }),
  );
}

describe('two replicas under visitors: an edit saved through either shows on the next request to both', () => {
  let load: PageLoad;
  // The file's editor, on each replica: round n's edit is saved through replica n % 2.
  let sessions: CmsSession[];
  let hitsBefore: number[];

  beforeAll(() => {
    sessions = replicas.map((replica) => new CmsSession(replica.url, editor.token, editor.cookie));
    load = startPageLoad(
      replicas.map((replica) => replica.url),
      LOAD_PATHS,
      LOAD_CONNECTIONS,
    );
  });
  afterAll(() => load?.stop());

  beforeEach(async () => {
    await load.untilHot();
    hitsBefore = replicas.map((replica) => load.outcomes(replica.url).hit);
  });
  afterEach(() => {
    const counts = replicas.map((replica) => load.outcomes(replica.url));
    console.log(
      `visitors so far: ${counts.map((count, index) => `${replicaName(index)} ${JSON.stringify(count)}`).join(', ')}`,
    );
    // A test of freshness is only one of the cache if the cache was serving: pages came from memory
    // between the test's edits, on both replicas.
    expect(counts.map((count, index) => count.hit > (hitsBefore[index] ?? 0))).toEqual([true, true]);
    expect(load.failures).toEqual([]);
  });

  /** Where `answers` differ from `expected` (one line per replica), for a list of every round's misses. */
  function differences(round: number, what: string, answers: Answer[], expected: (answer: Answer) => boolean) {
    return answers.flatMap((answer, index) =>
      expected(answer)
        ? []
        : [
            `round ${round} (saved on ${replicaName(round % 2)}), ${what} on ${replicaName(index)}: ${answer.status} ${titleOf(answer.html)}`,
          ],
    );
  }

  it(`show the school’s name saved through A, then B, … on both at once, ${NAME_ROUNDS} times`, async () => {
    const { body: school } = await editor.getSchoolDoc('school', 'depth=0');
    const original = String(school.name);
    const stale: string[] = [];
    try {
      for (let round = 0; round < NAME_ROUNDS; round += 1) {
        const marker = `Freshness ${round} ${randomUUID().slice(0, 8)} School`;
        const saved = await (sessions[round % 2] as CmsSession).saveSchoolDoc('school', { name: marker });
        expect([round, saved.status]).toEqual([round, 200]);
        const home = await onBoth('/home');
        stale.push(
          ...differences(round, '/home', home, ({ status, html }) => status === 200 && titleOf(html).includes(marker)),
        );
      }
    } finally {
      await editor.saveSchoolDoc('school', { name: original });
    }
    expect(stale).toEqual([]);
  }, 120_000);

  it(`answer 404 on both at once for a notice deleted through A, then B, …, and list it no more (${ROUNDS} times)`, async () => {
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const session = sessions[round % 2] as CmsSession;
      const slug = `freshness-${round}-${randomUUID().slice(0, 8)}`;
      const path = `/notices/${slug}`;
      const link = `href="${path}"`;
      // Visitors ask for it before it exists, while it does and once it is gone, as a shared link is.
      load.paths.add(path);
      let id: number | undefined;
      try {
        const created = await session.post('/notices', {
          title: `Freshness check ${round}`,
          slug,
          category: 'notice',
          date: new Date().toISOString(),
          _status: 'published',
        });
        expect([round, created.status]).toEqual([round, 201]);
        const [shown, listed] = await Promise.all([onBoth(path), onBoth('/notices')]);
        stale.push(...differences(round, `${path} published`, shown, ({ status }) => status === 200));
        stale.push(...differences(round, '/notices published', listed, ({ html }) => html.includes(link)));

        id = (created.body.doc as { id: number }).id;
        const deleted = await session.request(`/notices/${id}`, { method: 'DELETE' });
        expect([round, deleted.status]).toEqual([round, 200]);
        id = undefined;
        const [gone, unlisted] = await Promise.all([onBoth(path), onBoth('/notices')]);
        stale.push(...differences(round, `${path} deleted`, gone, ({ status }) => status === 404));
        stale.push(...differences(round, '/notices deleted', unlisted, ({ html }) => !html.includes(link)));
      } finally {
        load.paths.delete(path);
        // A round that stopped half-way leaves no notice for the tests after it.
        if (id !== undefined) await editor.request(`/notices/${id}`, { method: 'DELETE' });
      }
    }
    expect(stale).toEqual([]);
  }, 120_000);

  it(`stop showing a page unpublished through A, then B, … on both at once, and show it again when republished (${ROUNDS} times)`, async () => {
    const { body } = await editor.get('/pages?where[slug][equals]=admissions&depth=0');
    const id = (body.docs as { id: number }[])[0]?.id;
    // The page's own text. Without a published page, /admissions shows the home page: its menu entry stays
    // active (app/(site)/[url]/page.tsx), so unpublishing is not a 404.
    const text = 'Admissions for the 2027-28 session are open';
    const home = 'Learning that grows with every child';
    const stale: string[] = [];
    load.paths.add('/admissions');
    try {
      await load.untilHot();
      for (let round = 0; round < ROUNDS; round += 1) {
        const session = sessions[round % 2] as CmsSession;
        expect([round, (await session.patch(`/pages/${id}`, { _status: 'draft' })).status]).toEqual([round, 200]);
        const hidden = await onBoth('/admissions');
        stale.push(
          ...differences(
            round,
            '/admissions unpublished',
            hidden,
            ({ status, html }) => status === 200 && !html.includes(text) && html.includes(home),
          ),
        );
        expect([round, (await session.patch(`/pages/${id}`, { _status: 'published' })).status]).toEqual([round, 200]);
        const shown = await onBoth('/admissions');
        stale.push(
          ...differences(
            round,
            '/admissions republished',
            shown,
            ({ status, html }) => status === 200 && html.includes(text),
          ),
        );
      }
    } finally {
      load.paths.delete('/admissions');
      await editor.patch(`/pages/${id}`, { _status: 'published' });
    }
    expect(stale).toEqual([]);
  }, 120_000);

  // The menu of the site's own CMS (CMS_API_URL is '' here); the menu API's is page-cache-freshness.test.ts's.
  it(`answer 404 on both at once for a menu entry deactivated through A, then B, …, and drop its link (${ROUNDS} times)`, async () => {
    const { body } = await editor.get('/menu?where[url][equals]=facilities&depth=0');
    const id = (body.docs as { id: number }[])[0]?.id;
    const link = 'href="/facilities"';
    const stale: string[] = [];
    load.paths.add('/facilities');
    try {
      await load.untilHot();
      for (let round = 0; round < ROUNDS; round += 1) {
        const session = sessions[round % 2] as CmsSession;
        expect([round, (await session.patch(`/menu/${id}`, { active: false })).status]).toEqual([round, 200]);
        const [gone, home] = await Promise.all([onBoth('/facilities'), onBoth('/home')]);
        stale.push(...differences(round, '/facilities deactivated', gone, ({ status }) => status === 404));
        stale.push(...differences(round, '/home deactivated', home, ({ html }) => !html.includes(link)));
        expect([round, (await session.patch(`/menu/${id}`, { active: true })).status]).toEqual([round, 200]);
        const [back, linked] = await Promise.all([onBoth('/facilities'), onBoth('/home')]);
        stale.push(...differences(round, '/facilities reactivated', back, ({ status }) => status === 200));
        stale.push(...differences(round, '/home reactivated', linked, ({ html }) => html.includes(link)));
      }
    } finally {
      load.paths.delete('/facilities');
      await editor.patch(`/menu/${id}`, { active: true });
    }
    expect(stale).toEqual([]);
  }, 120_000);
});

/**
 * `npm run bench:schools` (and the end of `npm run bench`): many schools on one deployment, on Postgres,
 * measured on loopback against the same build as one school.
 *
 * Two databases on one Postgres: one school (the demo, `npm run migrate`), and BENCH_SCHOOLS (default 200):
 * the same first school and the rest added from the starter content as `npm run schools -- add` adds one
 * (bench/seed-schools.ts, the last school by the command itself, timed). Then, in one run:
 * - school 7's hits (replica B) and misses (a server that keeps no page) of the many against school 1's on
 *   the one, the servers taking turns round by round once all are idle, so the machine's noise weighs on
 *   both alike; within noise when the two targets' rounds overlap;
 * - replica A's memory after every school's pages were asked for, against the one school's misses
 *   server's after its load (a fixed base: a server's heap after thousands of renders) plus the two
 *   bounded caches, PAGE_CACHE_MB and READ_CACHE_MB, and against its own after three quarters of the
 *   schools (what more schools add): live (what a full collection leaves, through the inspector), and
 *   RSS settled (bench-kit.ts, settledRssMiB) and at once for the record;
 * - an edit in school 7, through replica A: both replicas show it at the next request, and school 8's
 *   kept page stays a hit on both;
 * - the database's size per school, and the time to add one with the command.
 *
 * BENCH_SECONDS (default 5) is a load round's length; BENCH_BUILD=0 reuses the last build.
 * BENCH_HEAP_SNAPSHOTS=<folder> writes replica A's heap there at both memory readings, to see what grew.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  boundRun,
  freePort,
  medianLoad,
  runNode,
  startChild,
  step,
  stopEverything,
  stopOnExit,
  settledRssMiB,
  sleep,
  tempDir,
  treeRssMiB,
  untilIdle,
  waitForPage,
} from './lib/bench-kit.ts';
import { liveMemoryMiB } from './lib/live-memory.ts';
import { startPostgres } from './lib/postgres.ts';
import { linkAssets, serverArgs, serverEnv, standaloneDir } from './lib/standalone.ts';
import { ensureSystemDeps, SYSTEM_DEPS } from './lib/system-deps.ts';
import { runWrk, type Load } from './lib/wrk.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 200);
const HEAP_SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUILD = process.env.BENCH_BUILD !== '0';
const LOAD_ROUNDS = 5;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, br' };
// The caches' default bounds (lib/settings.ts): what the memory is held to, whatever the schools.
const PAGE_CACHE_MB = 64;
const READ_CACHE_MB = 16;
const PAGES = ['/home', '/about-us'] as const;
// Every school's pages walked for the memory: both languages, a list and a page.
const WALKED = ['/home', '/hi/home', '/about-us', '/notices'];
const SECRET = 'bench-replicas-share-this-secret-of-forty-characters';
const ADMIN = { email: 'group-admin@bench.example', password: 'bench-password-long-enough' };
const DOMAINS = 'school-{n}.bench.test';
const domainOf = (n: number) => DOMAINS.replace('{n}', String(n));
// School 1 answers every host no other school claims: the one-school deployment's visitors ask for it.
const FIRST_HOST = '127.0.0.1';

type Server = { base: string; pid: number; inspectorPort?: number; stop: () => void };

/**
 * The built server on Postgres, with its own DATA_DIR and the shared upload folder; `env` on top. With
 * `inspect`, an inspector its live memory is read through. A listening inspector did not slow hits (10,394
 * req/s with, 9,275 without, one run at 10 schools), but the servers a load compares have one both or neither.
 */
async function startServer(
  databaseUrl: string,
  uploads: string,
  env: Record<string, string>,
  { inspect = false } = {},
): Promise<Server> {
  const port = await freePort();
  const inspectorPort = inspect ? await freePort() : undefined;
  const args = [...(inspectorPort ? [`--inspect=127.0.0.1:${inspectorPort}`] : []), ...serverArgs(standaloneDir(root))];
  const { child, stop } = startChild(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: serverEnv({
      ...process.env,
      ...dbEnv(databaseUrl, uploads),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: tempDir('school-bench-data-'),
      SHUTDOWN_DELAY_MS: '0',
      SERVER_PROCESSES: '1',
      PAGE_CACHE_MB: String(PAGE_CACHE_MB),
      READ_CACHE_MB: String(READ_CACHE_MB),
      ...env,
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForPage(base, '/home', child);
  return { base, pid: child.pid!, inspectorPort, stop };
}

/** With BENCH_HEAP_SNAPSHOTS, the server's heap written to that folder (V8 writes it on the signal). */
async function heapSnapshot(pid: number): Promise<void> {
  if (!HEAP_SNAPSHOTS) return;
  const before = new Set(readdirSync(HEAP_SNAPSHOTS));
  process.kill(pid, 'SIGUSR2');
  let written: string | undefined;
  while (!(written = readdirSync(HEAP_SNAPSHOTS).find((name) => !before.has(name)))) await sleep(500);
  // Done once its size stops changing.
  for (let size = -1; size !== statSync(join(HEAP_SNAPSHOTS, written)).size; await sleep(2_000))
    size = statSync(join(HEAP_SNAPSHOTS, written)).size;
}

function dbEnv(databaseUrl: string, uploads: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: SECRET,
    UPLOADS_DIR: uploads,
    CMS_API_URL: '',
    CONTENT_DIR: `${root}content`,
  };
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request to `base` as a browser at `host` sends it (fetch cannot set Host). */
function ask(base: string, host: string, path: string, init: { method?: string; body?: string; token?: string } = {}) {
  const { port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: {
          host,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${host}${path} did not answer in 30 s`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

const cacheOf = (answer: Answer) => /cache;desc="?(\w+)/.exec(String(answer.headers['server-timing']))?.[1] ?? 'none';
const titleOf = (answer: Answer) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body)?.[1]?.replace(/<[^>]+>/g, '');

type Target = { name: string; base: string; host: string; page: string };
// A target's medians, and each round's throughput: the spread of its rounds is the machine's noise.
type Measured = Load & { roundsRps: number[]; cache: string };

/** Whether two targets' throughputs differ by no more than noise: the ranges of their rounds overlap. */
const withinNoise = (a: Measured, b: Measured) =>
  Math.min(...a.roundsRps) <= Math.max(...b.roundsRps) && Math.min(...b.roundsRps) <= Math.max(...a.roundsRps);

/**
 * Each target warmed up, then the targets take turns round by round; each keeps its figures' medians.
 * Every load starts once all `servers` are idle.
 */
async function measure(targets: Target[], servers: Server[]): Promise<Record<string, Measured>> {
  const idle = () => untilIdle(servers.map((server) => server.pid));
  const loadOf = (target: Target, seconds: number) =>
    runWrk(
      `${target.base}${target.page}`,
      { connections: CONNECTIONS, seconds, headers: { ...HEADERS, Host: target.host } },
      stopOnExit,
    );
  for (const target of targets) {
    step(`warm up ${target.name}`);
    await loadOf(target, WARM_UP_SECONDS);
    await idle();
  }
  const rounds: Record<string, Load[]> = {};
  for (let round = 1; round <= LOAD_ROUNDS; round += 1)
    for (const target of targets) {
      step(`load ${target.name} (round ${round} of ${LOAD_ROUNDS})`);
      await idle();
      (rounds[target.name] ??= []).push(await loadOf(target, LOAD_SECONDS));
    }
  const measured: Record<string, Measured> = {};
  for (const target of targets)
    measured[target.name] = {
      ...medianLoad(rounds[target.name]!),
      roundsRps: rounds[target.name]!.map((load) => load.rps),
      cache: cacheOf(await ask(target.base, target.host, target.page)),
    };
  return measured;
}

async function databaseBytes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>('SELECT pg_database_size(current_database()) AS size');
    return Number(rows[0]!.size);
  } finally {
    await client.end();
  }
}

const finished = boundRun(60);
ensureSystemDeps(
  SYSTEM_DEPS.filter(({ name }) => name === 'wrk' || name === 'PostgreSQL'),
  'npm run bench:schools',
);
if (BUILD) {
  step('npm run build');
  await runNode([`${root}scripts/build.ts`], {});
}
linkAssets(root);

// SIGKILL to its process group: runuser and the postgres under it (scripts/lib/postgres.ts).
const postgres = await startPostgres((child) => void stopOnExit(() => process.kill(-child.pid!, 'SIGKILL')));
try {
  const uploads = tempDir('school-bench-uploads-');
  const oneUrl = await postgres.database('one_school');
  const manyUrl = await postgres.database('many_schools');
  step('both databases: migrated, the demo school imported (npm run migrate)');
  for (const url of [oneUrl, manyUrl])
    await runNode([`${root}scripts/migrate.ts`], { ...dbEnv(url, uploads), DATA_DIR: tempDir('school-bench-data-') });
  const oneSchoolBytes = await databaseBytes(manyUrl);

  // In one process: two at once would race for the starter files' names in the shared upload folder.
  step(`${SCHOOLS - 2} schools added from the starter content (bench/seed-schools.ts)`);
  const seedStarted = Date.now();
  await runNode([`${root}bench/seed-schools.ts`], {
    ...dbEnv(manyUrl, uploads),
    DATA_DIR: tempDir('school-bench-data-'),
    SCHOOLS_FROM: '2',
    SCHOOLS_TO: String(SCHOOLS - 1),
    SCHOOL_DOMAIN: DOMAINS,
  });
  const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
  step(`school ${SCHOOLS} added with npm run schools -- add, timed`);
  const addStarted = Date.now();
  await runNode([`${root}scripts/schools.ts`, 'add', domainOf(SCHOOLS), '--name', `Bench School ${SCHOOLS}`], {
    ...dbEnv(manyUrl, uploads),
    DATA_DIR: tempDir('school-bench-data-'),
  });
  const addSeconds = +((Date.now() - addStarted) / 1000).toFixed(1);
  await runNode([`${root}bench/seed-schools.ts`], {
    ...dbEnv(manyUrl, uploads),
    DATA_DIR: tempDir('school-bench-data-'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const manySchoolsBytes = await databaseBytes(manyUrl);

  step('servers: one school (hits, misses); many schools (replicas A and B, misses)');
  const misses = { PAGE_CACHE_MB: '0.01' };
  const servers = {
    oneHits: await startServer(oneUrl, uploads, {}),
    oneMisses: await startServer(oneUrl, uploads, misses, { inspect: true }),
    manyA: await startServer(
      manyUrl,
      uploads,
      HEAP_SNAPSHOTS ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${HEAP_SNAPSHOTS}` } : {},
      { inspect: true },
    ),
    manyB: await startServer(manyUrl, uploads, {}),
    manyMisses: await startServer(manyUrl, uploads, misses, { inspect: true }),
  };
  const school7 = domainOf(7);
  const school8 = domainOf(8);
  const measured = await measure(
    PAGES.flatMap((page) => [
      { name: `one school, hits ${page}`, base: servers.oneHits.base, host: FIRST_HOST, page },
      { name: `${SCHOOLS} schools, hits ${page} (school 7)`, base: servers.manyB.base, host: school7, page },
      { name: `one school, misses ${page}`, base: servers.oneMisses.base, host: FIRST_HOST, page },
      { name: `${SCHOOLS} schools, misses ${page} (school 7)`, base: servers.manyMisses.base, host: school7, page },
    ]),
    Object.values(servers),
  );

  step(`memory: every page of ${WALKED.length} of each of ${SCHOOLS} schools, twice, through replica A`);
  // The base: one school's server that rendered every request of its load (no page fits its cache), so
  // its heap has grown as far as rendering grows it; the replica's memory above that is what it keeps.
  // Each read twice: at once, and settled (what it keeps once the runtime has handed back what it freed).
  for (const page of WALKED) await ask(servers.oneMisses.base, FIRST_HOST, page);
  const oneSchoolAtOnceMiB = treeRssMiB(servers.oneMisses.pid);
  const oneSchoolRssMiB = await settledRssMiB(servers.oneMisses.pid);
  const oneSchoolLive = await liveMemoryMiB(servers.oneMisses.inspectorPort!);
  const walk = async (schools: number) => {
    for (let pass = 0; pass < 2; pass += 1)
      for (let n = 1; n <= schools; n += 1)
        for (const page of WALKED) await ask(servers.manyA.base, n === 1 ? FIRST_HOST : domainOf(n), page);
  };
  // Whatever the number of schools: read once three quarters of them were walked (their pages already
  // more than the page cache holds) and again after all, so what the last quarter added shows apart.
  const fewerSchools = Math.round((SCHOOLS * 3) / 4);
  await walk(fewerSchools);
  const fewerSchoolsRssMiB = await settledRssMiB(servers.manyA.pid);
  const fewerSchoolsLive = await liveMemoryMiB(servers.manyA.inspectorPort!);
  await heapSnapshot(servers.manyA.pid);
  await walk(SCHOOLS);
  const manySchoolsAtOnceMiB = treeRssMiB(servers.manyA.pid);
  const manySchoolsRssMiB = await settledRssMiB(servers.manyA.pid);
  const manySchoolsLive = await liveMemoryMiB(servers.manyA.inspectorPort!);
  await heapSnapshot(servers.manyA.pid);

  step('an edit in school 7 through replica A; school 8 kept');
  const replicas = [servers.manyA, servers.manyB];
  for (const replica of replicas)
    for (const host of [school7, school8]) for (let i = 0; i < 2; i += 1) await ask(replica.base, host, '/about-us');
  const signIn = await ask(servers.manyA.base, school7, '/api/users/login', {
    method: 'POST',
    body: JSON.stringify(ADMIN),
  });
  const { token } = JSON.parse(signIn.body) as { token: string };
  const schools = JSON.parse(
    (await ask(servers.manyA.base, school7, `/api/schools?where[domain][equals]=${school7}`, { token })).body,
  ) as { docs: { id: number }[] };
  const pages = JSON.parse(
    (
      await ask(
        servers.manyA.base,
        school7,
        `/api/pages?where[slug][equals]=about-us&where[school][equals]=${schools.docs[0]!.id}&depth=0`,
        { token },
      )
    ).body,
  ) as { docs: { id: number }[] };
  const title = `About school 7, edited at ${new Date().toISOString()}`;
  const saved = await ask(servers.manyA.base, school7, `/api/pages/${pages.docs[0]!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title, _status: 'published' }),
    token,
  });
  if (saved.status !== 200) throw new Error(`the edit was refused: ${saved.status} ${saved.body.slice(0, 200)}`);
  const afterEdit = await Promise.all(
    replicas.map(async (replica) => {
      const seven = await ask(replica.base, school7, '/about-us');
      const eight = await ask(replica.base, school8, '/about-us');
      return { school7Shows: titleOf(seven) === title, school7: cacheOf(seven), school8: cacheOf(eight) };
    }),
  );

  const ratio = (a: number, b: number) => +(a / b).toFixed(2);
  const memoryBound = oneSchoolRssMiB + PAGE_CACHE_MB + READ_CACHE_MB;
  const liveBound = oneSchoolLive.liveMiB + PAGE_CACHE_MB + READ_CACHE_MB;
  const results = {
    date: new Date().toISOString(),
    schools: SCHOOLS,
    settings: {
      loadSeconds: LOAD_SECONDS,
      loadRounds: LOAD_ROUNDS,
      connections: CONNECTIONS,
      pageCacheMb: PAGE_CACHE_MB,
    },
    measured,
    ratios: Object.fromEntries(
      PAGES.flatMap((page) =>
        (['hits', 'misses'] as const).map((kind) => {
          const one = measured[`one school, ${kind} ${page}`]!;
          const many = measured[`${SCHOOLS} schools, ${kind} ${page} (school 7)`]!;
          const figures = { throughput: ratio(many.rps, one.rps), p99: ratio(many.p99, one.p99) };
          return [`${kind} ${page}`, { ...figures, withinNoise: withinNoise(many, one) }];
        }),
      ),
    ),
    memory: {
      oneSchoolMissesRssMiB: oneSchoolRssMiB,
      manySchoolsRssMiB,
      fewerSchools: { schools: fewerSchools, rssMiB: fewerSchoolsRssMiB },
      atOnce: { oneSchoolMissesRssMiB: oneSchoolAtOnceMiB, manySchoolsRssMiB: manySchoolsAtOnceMiB },
      boundMiB: memoryBound,
      live: {
        oneSchoolMisses: oneSchoolLive,
        fewerSchools: fewerSchoolsLive,
        manySchools: manySchoolsLive,
        boundMiB: liveBound,
      },
      pageCacheMb: PAGE_CACHE_MB,
      readCacheMb: READ_CACHE_MB,
      walkedPages: SCHOOLS * WALKED.length,
    },
    editInSchool7: { A: afterEdit[0], B: afterEdit[1] },
    database: {
      oneSchoolMB: +(oneSchoolBytes / 2 ** 20).toFixed(1),
      manySchoolsMB: +(manySchoolsBytes / 2 ** 20).toFixed(1),
      perAddedSchoolMB: +((manySchoolsBytes - oneSchoolBytes) / (SCHOOLS - 1) / 2 ** 20).toFixed(2),
    },
    addSchoolSeconds: addSeconds,
    seedSeconds,
  };
  writeFileSync(`${root}bench/schools-latest.json`, `${JSON.stringify(results, null, 2)}\n`);
  const rows: [string, string][] = [
    ...Object.entries(results.ratios).map<[string, string]>(([name, r]) => [
      `${SCHOOLS} schools ÷ one school, ${name}`,
      `throughput ${r.throughput}x (${r.withinNoise ? 'within' : 'NOT within'} noise: the rounds' ranges ${r.withinNoise ? 'overlap' : 'do not overlap'}), p99 ${r.p99}x`,
    ]),
    ...Object.entries(measured).map<[string, string]>(([name, m]) => [
      name,
      `${m.rps} req/s (rounds ${m.roundsRps.join(', ')}), p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors; cache ${m.cache}`,
    ]),
    [
      `server RSS settled, replica A after ${SCHOOLS * WALKED.length} pages of ${SCHOOLS} schools, twice`,
      `${manySchoolsRssMiB} MiB; one school's misses server ${oneSchoolRssMiB} MiB; bound: that + PAGE_CACHE_MB ${PAGE_CACHE_MB} + READ_CACHE_MB ${READ_CACHE_MB} = ${memoryBound} MiB (${manySchoolsRssMiB <= memoryBound ? 'met' : 'not met'})`,
    ],
    [
      `server RSS settled, replica A after ${fewerSchools} schools, then after all ${SCHOOLS}`,
      `${fewerSchoolsRssMiB} MiB, then ${manySchoolsRssMiB} MiB: the last ${SCHOOLS - fewerSchools} schools added ${manySchoolsRssMiB - fewerSchoolsRssMiB} MiB`,
    ],
    [
      `server live memory (JS heap + external, after a full collection), replica A after ${SCHOOLS} schools`,
      `${manySchoolsLive.liveMiB} MiB (heap ${manySchoolsLive.heapMiB}, external ${manySchoolsLive.externalMiB}; RSS just after ${manySchoolsLive.rssAfterMiB}); one school's misses server ${oneSchoolLive.liveMiB} MiB (RSS just after ${oneSchoolLive.rssAfterMiB}); bound: that + ${PAGE_CACHE_MB} + ${READ_CACHE_MB} = ${liveBound} MiB (${manySchoolsLive.liveMiB <= liveBound ? 'met' : 'not met'})`,
    ],
    [
      `server live memory, replica A after ${fewerSchools} schools, then after all ${SCHOOLS}`,
      `${fewerSchoolsLive.liveMiB} MiB, then ${manySchoolsLive.liveMiB} MiB: the last ${SCHOOLS - fewerSchools} schools added ${manySchoolsLive.liveMiB - fewerSchoolsLive.liveMiB} MiB`,
    ],
    [
      'server RSS at once after the load (replica A; one school)',
      `${manySchoolsAtOnceMiB} MiB; ${oneSchoolAtOnceMiB} MiB`,
    ],
    ...afterEdit.map<[string, string]>((r, index) => [
      `edit in school 7, replica ${'AB'[index]}`,
      `school 7 ${r.school7Shows ? 'shows it' : 'DOES NOT show it'} at the next request (${r.school7}); school 8's page: ${r.school8}`,
    ]),
    [
      'Postgres size',
      `one school ${results.database.oneSchoolMB} MB; ${SCHOOLS} schools ${results.database.manySchoolsMB} MB; ${results.database.perAddedSchoolMB} MB an added school`,
    ],
    ['npm run schools -- add (one school, the command from its start)', `${addSeconds} s`],
    [`bench/seed-schools.ts (${SCHOOLS - 2} schools, one process)`, `${seedSeconds} s`],
  ];
  console.log(`\n| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`);
  console.log('[bench] written to bench/schools-latest.json');
} finally {
  stopEverything();
  await postgres.stop();
  finished();
}

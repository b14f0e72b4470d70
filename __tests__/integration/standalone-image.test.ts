import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { startDemoMenuApi, type DemoMenuApi } from '@/scripts/lib/demo-menu-api';
import { JEMALLOC_CONF, jemallocPath } from '@/scripts/lib/standalone';
import { track } from '../utils/children';
import { envOf, parseDockerfile, type Stage } from '../utils/dockerfile';
import { freePort, getPage } from '../utils/production-server';
import { resultLinks } from '../utils/search-results';

const ROOT = join(__dirname, '..', '..');
const BUILD_WORKDIR = '/app/';

// No container engine here: the image's runtime stage is rebuilt from its own COPY lines in a temp folder
// and run with its ENV and CMD, so a file the image would miss fails here too.
const runtime = parseDockerfile(join(ROOT, 'Dockerfile')).at(-1) as Stage;
const lines = (keyword: string) =>
  runtime.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

/** Where the image's RUN line links Debian's jemalloc, for any architecture. */
const IMAGE_JEMALLOC = '/usr/local/lib/libjemalloc.so.2';

/**
 * The image's ENV, and what `docker run -e …` would add: nothing of this machine's environment but PATH.
 * Its RUN lines do not run here: the jemalloc they link is this machine's (npm test installs it).
 */
function imageEnv(runOptions: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.assign({ PATH: process.env.PATH ?? '' }, ...lines('ENV').map(envOf), runOptions);
  if (env.LD_PRELOAD === IMAGE_JEMALLOC) env.LD_PRELOAD = jemallocPath();
  return env;
}

let dir: string;
let menuApi: DemoMenuApi;
let url: string;
let stop: () => Promise<number | null>;
let pid: number;
let logs: () => string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'school-image-'));
  for (const copy of lines('COPY')) {
    const [source, destination] = copy.split(/\s+/).filter((word) => !word.startsWith('--'));
    if (!source?.startsWith(BUILD_WORKDIR) || !destination) throw new Error(`Dockerfile: unexpected COPY ${copy}`);
    // npm start links public/ and .next/static into the build on this machine (absolute links), which the
    // image's build has not; the build's own relative links (Turbopack's aliases of external packages in
    // .next/node_modules) are copied as links, as COPY does.
    cpSync(join(ROOT, source.slice(BUILD_WORKDIR.length)), join(dir, destination), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => !lstatSync(path).isSymbolicLink() || !isAbsolute(readlinkSync(path)),
    });
  }
  menuApi = await startDemoMenuApi();
  const port = await freePort();
  const [command, ...args] = JSON.parse(lines('CMD')[0] ?? '[]') as string[];
  expect(command).toBe('node');
  const child = track(
    spawn(process.execPath, args, {
      cwd: dir,
      detached: true,
      // `docker run -v …:/data`: the CMS's data in a volume of its own.
      env: imageEnv({ PORT: String(port), CMS_API_URL: menuApi.apiUrl, DATA_DIR: join(dir, 'volume-data') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  pid = child.pid ?? 0;
  let output = '';
  logs = () => output;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`node server.js exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`node server.js did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(async () => {
  await stop?.();
  await menuApi?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the container image, rebuilt from the Dockerfile without an engine', () => {
  it('holds only the build, its static files, public/ and content/', () => {
    expect(lines('COPY').map((copy) => copy.split(/\s+/).at(-1))).toEqual([
      './',
      './.next/static',
      './public',
      './content',
    ]);
    expect(lines('USER')).toEqual(['node']);
    expect(lines('EXPOSE')).toEqual(['3000']);
    expect(JSON.parse(lines('CMD')[0] ?? '')).toEqual(['node', 'server.js']);
  });

  it('runs the server on jemalloc, installed and linked by its RUN line, with the settings npm start uses', () => {
    const run = lines('RUN').join('\n');
    expect(run).toContain('apt-get install -y --no-install-recommends libjemalloc2');
    expect(run).toContain(`/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" ${IMAGE_JEMALLOC}`);
    const env = Object.assign({}, ...lines('ENV').map(envOf));
    expect(env).toMatchObject({ LD_PRELOAD: IMAGE_JEMALLOC, MALLOC_CONF: JEMALLOC_CONF });
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toMatch(/\/libjemalloc\.so\.2$/m);
  });

  it('ships no data folder: the CMS’s database and uploads live in the volume, never in the build', () => {
    const dataDir = imageEnv({}).DATA_DIR;
    expect(dataDir).toBe('/data');
    expect(lines('VOLUME')).toEqual(['/data']);
    for (const name of ['data', 'school.db', 'uploads', '.payload-secret'])
      expect(existsSync(join(ROOT, '.next', 'standalone', name))).toBe(false);
  });

  it('serves the home page, a menu route and the disclosure with its documents', async () => {
    const home = await getPage(`${url}/home`);
    expect(home.status).toBe(200);
    expect(home.html).toContain('href="/about-us"');
    const menuRoute = await getPage(`${url}/about-us`);
    expect(menuRoute.status).toBe(200);
    expect(menuRoute.document.querySelector('h1')?.textContent).toBe('About Us');
    const disclosure = await getPage(`${url}/mandatory-public-disclosure`);
    expect(disclosure.status).toBe(200);
    const pdf = disclosure.document.querySelector('a[href^="/documents/"][href$=".pdf"]')?.getAttribute('href');
    expect(pdf).toBeTruthy();
    const document = await fetch(`${url}${pdf}`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
  });

  it('reads the starter PDFs’ text with the PDF text worker the build ships beside server.js', async () => {
    // The worker is not Next's to trace (features/documents/pdf-text.ts): without its bundle in the image,
    // every PDF would be saved without text, with a log line each.
    expect(logs()).not.toContain('[documents] no text could be read');
    const response = await fetch(`${url}/search?q=${encodeURIComponent('"specimen document of the demo school"')}`);
    expect(response.status).toBe(200);
    expect(resultLinks(await response.text())).toContain('/documents/state-noc.pdf');
  });

  it("serves the build's static chunks, public files and the service worker", async () => {
    const html = await (await fetch(`${url}/home`)).text();
    const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
    expect(chunk).toBeTruthy();
    const script = await fetch(`${url}${chunk}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${url}/og-image.png`)).headers.get('content-type')).toBe('image/png');
    const worker = await fetch(`${url}/serwist/sw.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('/~offline');
  });

  it("answers its HEALTHCHECK, and hides Next's internal headers (the site's server runs)", async () => {
    const [, healthcheck = ''] = /CMD\s+(\[.*\])$/.exec(lines('HEALTHCHECK')[0] ?? '') ?? [];
    const [command, ...args] = JSON.parse(healthcheck) as string[];
    expect(command).toBe('node');
    const check = spawnSync(process.execPath, args, {
      cwd: dir,
      env: imageEnv({ PORT: new URL(url).port }),
      timeout: 10_000,
    });
    expect(check.status).toBe(0);
    const notFound = await fetch(`${url}/alumni`);
    expect(notFound.status).toBe(404);
    expect([...notFound.headers.keys()].filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
  });

  it('exits 0 on SIGTERM, as `docker stop` sends it', async () => {
    await expect(stop()).resolves.toBe(0);
  });
});

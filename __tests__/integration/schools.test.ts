import { request } from 'node:http';
import { runScript } from '../utils/backups';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';

// Two schools on one server, told apart by the host a visitor asks for: the first (the starter import's,
// at localhost) and one an operator adds with `npm run schools -- add`. Each boundary below fails with the
// school left out of the read, the cache key or the count that keeps it.
const FIRST = 'localhost';
const SECOND = 'second-school.test';

let site: Site;
let group: CmsSession;

/** A visitor's GET of `path` at `host` (the Host header a browser sends for that domain). */
function visit(
  host: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** The id of `slug`'s one document of the school at `domain`. */
async function oneOf(slug: string, domain: string): Promise<number> {
  const schools = await group.get(`/schools?where[domain][equals]=${domain}`);
  const school = (schools.body.docs as { id: number }[])[0]!.id;
  const found = await group.get(`/${slug}?where[school][equals]=${school}&depth=0`);
  return (found.body.docs as { id: number }[])[0]!.id;
}

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  const added = await runScript('schools.ts', ['add', SECOND, '--name', 'Riverside School'], {
    DATA_DIR: site.dataDir,
  });
  expect(added).toEqual({ code: 0, output: expect.stringContaining(`Riverside School answers at ${SECOND}`) });
  await addUser(site.dataDir, 'group@schools.example', 'group-admin');
  group = await signIn(site.url, 'group@schools.example');
}, 180_000);
afterAll(async () => {
  await site?.stop();
});

describe('many schools on one server, each chosen by its host', () => {
  it('shows each school its own name, and the first school at a host no school claims', async () => {
    const [first, second, unknown] = await Promise.all([
      visit(FIRST, '/home'),
      visit(SECOND, '/home'),
      visit('unclaimed.example', '/home'),
    ]);
    expect([first.status, second.status, unknown.status]).toEqual([200, 200, 200]);
    expect(titleOf(second.body)).toContain('Riverside School');
    expect(titleOf(first.body)).not.toContain('Riverside School');
    expect(titleOf(unknown.body)).toBe(titleOf(first.body));
  });

  it('names an added school’s copies of the starter files after its domain, and serves them', async () => {
    const filesOf = async (slug: string, domain: string) => {
      const schools = await group.get(`/schools?where[domain][equals]=${domain}`);
      const school = (schools.body.docs as { id: number }[])[0]!.id;
      const found = await group.get(`/${slug}?where[school][equals]=${school}&depth=0&limit=100`);
      return (found.body.docs as { filename: string }[]).map((doc) => doc.filename);
    };
    for (const slug of ['documents', 'images']) {
      const [first, second] = [await filesOf(slug, FIRST), await filesOf(slug, SECOND)];
      expect(second.length).toBe(first.length);
      expect(second.sort()).toEqual(first.map((name) => `second-school-test-${name}`).sort());
    }
    const file = await visit(SECOND, '/documents/second-school-test-fee-structure.pdf');
    expect(file.status).toBe(200);
    expect((await visit(FIRST, '/documents/second-school-test-fee-structure.pdf')).status).toBe(404);
  });

  it('keeps an edit in one school off the other, whose kept page stays a hit', async () => {
    await visit(FIRST, '/about-us');
    const kept = await visit(FIRST, '/about-us');
    expect(String(kept.headers['server-timing'])).toMatch(/hit/);
    const details = await oneOf('school', SECOND);
    expect((await group.patch(`/school/${details}`, { tagline: 'By the river since 1962' })).status).toBe(200);
    expect((await visit(SECOND, '/home')).body).toContain('By the river since 1962');
    const after = await visit(FIRST, '/about-us');
    expect(after.body).not.toContain('By the river since 1962');
    expect(String(after.headers['server-timing'])).toMatch(/hit/);
  });

  it('gives a suspended school 503 and leaves the other open', async () => {
    expect((await runScript('schools.ts', ['suspend', SECOND], { DATA_DIR: site.dataDir })).code).toBe(0);
    expect((await visit(SECOND, '/home')).status).toBe(503);
    expect((await visit(FIRST, '/home')).status).toBe(200);
    expect((await runScript('schools.ts', ['resume', SECOND], { DATA_DIR: site.dataDir })).code).toBe(0);
    expect((await visit(SECOND, '/home')).status).toBe(200);
  });

  it('removes a school with everything it has; its host is then no school’s', async () => {
    const removed = await runScript('schools.ts', ['remove', SECOND], { DATA_DIR: site.dataDir });
    expect(removed).toEqual({ code: 0, output: expect.stringContaining(`Riverside School at ${SECOND} is removed`) });
    expect(titleOf((await visit(SECOND, '/home')).body)).not.toContain('Riverside School');
    const listed = await runScript('schools.ts', ['list'], { DATA_DIR: site.dataDir });
    expect(listed.output).not.toContain(SECOND);
    expect((await group.get('/pages?where[slug][equals]=about-us&depth=0')).body.totalDocs).toBe(1);
  });
});

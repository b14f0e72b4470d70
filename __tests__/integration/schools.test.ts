import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from '../utils/backups';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';

// Two schools on one server, told apart by the host a visitor asks for: the first (the starter import's,
// at localhost) and one an operator adds with `npm run schools -- add`. Each boundary below fails with the
// school left out of the read, the cache key or the count that keeps it.
const FIRST = 'localhost';
const SECOND = 'second-school.test';
// Where an export of the second school is imported, as a copy of it in the same deployment.
const THIRD = 'third-school.test';

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

/** The id of the school at `domain`. */
async function schoolId(domain: string): Promise<number> {
  const schools = await group.get(`/schools?where[domain][equals]=${domain}`);
  return (schools.body.docs as { id: number }[])[0]!.id;
}

/** The id of `slug`'s one document of the school at `domain`. */
async function oneOf(slug: string, domain: string): Promise<number> {
  const school = await schoolId(domain);
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

  it('imports one school’s export as a school of its own: its content, files, accounts and search', async () => {
    const env = { DATA_DIR: site.dataDir };
    await addUser(site.dataDir, 'office@second-school.test', 'admin', undefined, {}, SECOND);
    const archive = join(await mkdtemp(join(tmpdir(), 'school-export-')), 'riverside.tar.gz');
    expect((await runScript('schools.ts', ['export', SECOND, archive], env)).code).toBe(0);
    const imported = await runScript('schools.ts', ['import', archive, '--domain', THIRD], env);
    expect(imported).toEqual({ code: 0, output: expect.stringContaining(`Riverside School answers at ${THIRD}`) });
    expect(imported.output).toContain('1 already here given the school');
    // The export held the second school's files alone, each in that school's folder.
    const [second, third] = [await schoolId(SECOND), await schoolId(THIRD)];
    const archived = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' })
      .split('\n')
      .filter((entry) => /^(\.\/)?uploads\/.*[^/]$/.test(entry));
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.filter((entry) => !entry.includes(`/school-${second}/`))).toEqual([]);

    const home = await visit(THIRD, '/home');
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toContain('Riverside School');
    expect(home.body).toContain('By the river since 1962');
    // Its files are its own, under names the second school's do not have, each served at its domain only.
    const filesOf = async (domain: string) => {
      const school = await schoolId(domain);
      const found = await group.get(`/documents?where[school][equals]=${school}&depth=0&limit=100`);
      return (found.body.docs as { filename: string }[]).map((doc) => doc.filename);
    };
    const [original, copy] = [await filesOf(SECOND), await filesOf(THIRD)];
    expect(copy.length).toBe(original.length);
    expect(copy.filter((name) => original.includes(name))).toEqual([]);
    const copiedFolder = join(site.dataDir, 'uploads', 'documents', `school-${third}`);
    expect(readdirSync(copiedFolder).sort()).toEqual([...copy].sort());
    expect((await visit(THIRD, `/documents/${copy[0]}`)).status).toBe(200);
    expect((await visit(SECOND, `/documents/${copy[0]}`)).status).toBe(404);
    expect((await visit(SECOND, `/documents/${original[0]}`)).status).toBe(200);
    // Its pictures: the gallery's first album shows, each picture at its new name.
    const gallery = await visit(THIRD, '/gallery');
    const album = /href="(\/gallery\/[^"/]+)"/.exec(gallery.body)?.[1];
    const pictures = [...(await visit(THIRD, album!)).body.matchAll(/src="(\/api\/images\/file\/[^"?]+)/g)];
    expect(pictures.length).toBeGreaterThan(0);
    for (const [, picture] of pictures.slice(0, 3)) expect((await visit(THIRD, picture!)).status).toBe(200);
    // Rows of its own: an edit of the copy leaves the original alone.
    const details = await oneOf('school', THIRD);
    expect(details).not.toBe(await oneOf('school', SECOND));
    expect((await group.patch(`/school/${details}`, { tagline: 'Imported on a Sunday' })).status).toBe(200);
    expect((await visit(THIRD, '/home')).body).toContain('Imported on a Sunday');
    expect((await visit(SECOND, '/home')).body).toContain('By the river since 1962');
    // The second school's office account, already here, now works in both.
    const office = await signIn(site.url, 'office@second-school.test');
    const seen = await office.get('/schools?depth=0');
    expect((seen.body.docs as { domain: string }[]).map((school) => school.domain).sort()).toEqual([SECOND, THIRD]);
    // Its notices are found by its own site's search.
    const search = await visit(THIRD, '/search?q=sports');
    expect(search.status).toBe(200);
    const results = /<ol id="search-results"[\s\S]*?<\/ol>/.exec(search.body)?.[0] ?? '';
    expect(results).toMatch(/href="\/notices\/annual-sports-day-2026"/);

    const again = await runScript('schools.ts', ['import', archive, '--domain', THIRD], env);
    expect(again).toEqual({
      code: 1,
      output: expect.stringContaining(`${THIRD} is already the domain of Riverside School`),
    });
    expect((await runScript('schools.ts', ['remove', THIRD], env)).code).toBe(0);
    // Its files went with it, and their folders.
    expect(existsSync(copiedFolder)).toBe(false);
    expect(existsSync(join(site.dataDir, 'uploads', 'images', `school-${third}`))).toBe(false);
  }, 120_000);

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

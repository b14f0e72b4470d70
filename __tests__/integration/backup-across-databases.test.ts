import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript, visibleMain } from '../utils/backups';
import { addUser, editorSession, signIn } from '../utils/cms-client';
import { startPostgres, type Postgres } from '../utils/postgres';
import { startSite, type Site } from '../utils/production-server';

const PAGES = ['/home', '/about-us', '/admissions', '/mandatory-public-disclosure'];
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

const run = runScript;

async function samePages(a: Site, b: Site): Promise<void> {
  for (const path of PAGES)
    expect([path, await visibleMain(b.url, path)]).toEqual([path, await visibleMain(a.url, path)]);
}

const archiveIn = async (name: string) => join(await mkdtemp(join(tmpdir(), 'school-backups-')), name);

let postgres: Postgres;
const sites: Site[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await postgres?.stop();
});

describe('a backup restores into the other database', () => {
  let pdf: ArrayBuffer;

  it('from SQLite into an empty Postgres database, serving the same pages and uploads', async () => {
    const sqlite = await startSite({ CMS_API_URL: '' });
    sites.push(sqlite);
    const editor = await editorSession(sqlite);
    expect((await editor.saveSchoolDoc('school', { tagline: 'Moved to Postgres' })).status).toBe(200);
    pdf = await (await fetch(`${sqlite.url}/documents/fee-structure.pdf`)).arrayBuffer();
    const uploaded = await editor.upload(
      'documents',
      { name: 'transport-routes.pdf', type: 'application/pdf', bytes: new Uint8Array(pdf) },
      { title: 'Transport routes' },
    );
    expect(uploaded.status).toBe(201);
    expect((await editor.publishNotice('Transport routes', [(uploaded.body.doc as { id: number }).id])).status).toBe(
      201,
    );

    const archive = await archiveIn('sqlite.tar.gz');
    expect(await run('backup.ts', [archive], { DATA_DIR: sqlite.dataDir })).toEqual({
      code: 0,
      output: expect.stringContaining(`npm run backup: wrote ${archive} (sqlite database`),
    });

    const env = {
      DATABASE_URL: await postgres.database('from_sqlite'),
      PAYLOAD_SECRET: SECRET,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'school-data-')),
    };
    const restore = await run('restore.ts', [archive], env);
    expect(restore).toEqual({
      code: 0,
      output: expect.stringContaining('npm run restore: the Postgres database now holds the backup'),
    });
    const onPostgres = await startSite({ CMS_API_URL: '', ...env });
    sites.push(onPostgres);
    expect(onPostgres.logs()).not.toMatch(/importing the starter content/);
    await samePages(sqlite, onPostgres);
    expect(await (await fetch(`${onPostgres.url}/home`)).text()).toContain('Moved to Postgres');
    const copy = await fetch(`${onPostgres.url}/documents/transport-routes.pdf`);
    expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    // The restored site goes on: the editor signs in with the same password, and new ids follow the old ones.
    await addUser(onPostgres.dataDir, 'second-editor@school.example', 'editor', undefined, env);
    const again = await signIn(onPostgres.url, 'editor@school.example');
    expect((await again.post('/menu', { title: 'Trips', url: 'trips', active: false, position: 99 })).status).toBe(201);
    expect(await run('restore.ts', [archive], env)).toEqual({
      code: 1,
      output: expect.stringMatching(/^npm run restore: the database is not empty/),
    });
  });

  it('from Postgres, taken while an editor saves, back into an empty SQLite data folder, serving the same pages', async () => {
    const onPostgres = sites[1] as Site;
    const editor = await signIn(onPostgres.url, 'editor@school.example');
    const archive = await archiveIn('postgres.tar.gz');
    // An editor keeps saving the top bar (outside <main>) for the whole backup: each save is wholly in it or not.
    let busy = true;
    let saves = 0;
    const saving = (async () => {
      while (busy) {
        expect(
          (await editor.saveSchoolDoc('school', { openHours: `Open hours: 8am - 5pm mon - sat (${saves})` })).status,
        ).toBe(200);
        saves += 1;
      }
    })();
    const backup = await run('backup.ts', [archive], {
      DATA_DIR: onPostgres.dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${postgres.port}/from_sqlite`,
      PAYLOAD_SECRET: SECRET,
    });
    busy = false;
    await saving;
    expect(backup).toEqual({
      code: 0,
      output: expect.stringContaining(`npm run backup: wrote ${archive} (postgres database`),
    });
    expect(saves).toBeGreaterThan(0);
    const empty = await mkdtemp(join(tmpdir(), 'school-restored-'));
    expect(await run('restore.ts', [archive], { DATA_DIR: empty })).toEqual({
      code: 0,
      output: expect.stringContaining(`npm run restore: ${empty} now holds the backup`),
    });
    const back = await startSite({ CMS_API_URL: '', DATA_DIR: empty });
    sites.push(back);
    await samePages(onPostgres, back);
    const openHours = /class="open-hours">([^<]*)</.exec(await (await fetch(`${back.url}/home`)).text())?.[1];
    expect(openHours).toMatch(/^Open hours: 8am - 5pm mon - sat( \(\d+\))?$/);
    const copy = await fetch(`${back.url}/documents/transport-routes.pdf`);
    expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript, visibleMain } from '../utils/backups';
import { editorSession } from '../utils/cms-client';
import { startSite, type Site } from '../utils/production-server';

const ROOT = join(__dirname, '..', '..');
const PAGES = ['/home', '/about-us', '/admissions', '/mandatory-public-disclosure'];

const run = (script: string, args: string[], dataDir: string) => runScript(script, args, { DATA_DIR: dataDir });

let site: Site;
let restored: Site | undefined;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
});
afterAll(async () => {
  await site.stop();
  await restored?.stop();
});

describe('npm run backup and npm run restore', () => {
  it('take a backup while the site serves and saves, which restores into an empty data folder and serves the same pages', async () => {
    const editor = await editorSession(site);
    expect((await editor.saveSchoolDoc('school', { tagline: 'Backed up while busy' })).status).toBe(200);
    const pdf = await (await fetch(`${site.url}/documents/fee-structure.pdf`)).arrayBuffer();
    const uploaded = await editor.upload(
      'documents',
      { name: 'transport-routes.pdf', type: 'application/pdf', bytes: new Uint8Array(pdf) },
      { title: 'Transport routes' },
    );
    expect(uploaded.status).toBe(201);
    expect((await editor.publishNotice('Transport routes', [(uploaded.body.doc as { id: number }).id])).status).toBe(
      201,
    );

    // Visitors and an editor keep the site busy for the whole backup.
    let busy = true;
    let served = 0;
    const visitors = Array.from({ length: 8 }, async () => {
      while (busy) {
        const response = await fetch(`${site.url}${PAGES[served % PAGES.length]}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        served += 1;
      }
    });
    let saves = 0;
    const saving = (async () => {
      while (busy) {
        expect(
          (await editor.saveSchoolDoc('school', { openHours: `Open hours: 8am - 5pm mon - sat (${saves})` })).status,
        ).toBe(200);
        saves += 1;
      }
    })();
    const archive = join(await mkdtemp(join(tmpdir(), 'school-backups-')), 'site.tar.gz');
    const backup = await run('backup.ts', [archive], site.dataDir);
    busy = false;
    await Promise.all([...visitors, saving]);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining(`npm run backup: wrote ${archive}`) });
    expect(served).toBeGreaterThan(0);
    expect(saves).toBeGreaterThan(0);
    // The last edit made after the backup is not in it; put the site in a known state to compare with.
    expect((await editor.saveSchoolDoc('school', { openHours: 'Open hours: 8am - 5pm mon - sat' })).status).toBe(200);

    const empty = await mkdtemp(join(tmpdir(), 'school-restored-'));
    const restore = await run('restore.ts', [archive], empty);
    expect(restore).toEqual({
      code: 0,
      output: expect.stringContaining(`npm run restore: ${empty} now holds the backup`),
    });
    restored = await startSite({ CMS_API_URL: '', DATA_DIR: empty });
    expect(restored.logs()).not.toMatch(/importing the starter content/);

    // The restored site holds what was saved before the backup: the tagline, the upload, the pages.
    for (const path of ['/about-us', '/admissions', '/mandatory-public-disclosure']) {
      expect([path, await visibleMain(restored.url, path)]).toEqual([path, await visibleMain(site.url, path)]);
    }
    expect(await (await fetch(`${restored.url}/home`)).text()).toContain('Backed up while busy');
    const copy = await fetch(`${restored.url}/documents/transport-routes.pdf`);
    expect(copy.status).toBe(200);
    expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuse an archive that is not a backup, saying so in one line', async () => {
    const result = await run(
      'restore.ts',
      [join(ROOT, 'package.json')],
      await mkdtemp(join(tmpdir(), 'school-restored-')),
    );
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toEqual([
      expect.stringMatching(/^npm run restore: .*package\.json is not a backup archive/),
    ]);
  });
});

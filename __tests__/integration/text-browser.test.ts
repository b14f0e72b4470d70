import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startSite, type Site } from '../utils/production-server';

const run = promisify(execFile);

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

/** The page as lynx prints it, without its list of link addresses. Run asynchronously: the demo menu API
 * answers the server from this process. */
async function lynxDump(url: string): Promise<string> {
  const { stdout } = await run('lynx', ['-dump', '-nolist', '-width=100', '-display_charset=utf-8', url], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return stdout;
}

describe('in a text browser (lynx)', () => {
  it('reads the brand as the school’s name and tagline, without the mark', async () => {
    const text = await lynxDump(`${site.url}/home`);
    expect(text).toMatch(/^\s*Greenwood Public School CBSE · Nursery to Class XII/m);
    expect(text).not.toMatch(/GGreenwood|SchoolCBSE/);
  });

  it('names each social link and keeps side-by-side links apart', async () => {
    const text = await lynxDump(`${site.url}/home`);
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'Whatsapp', 'YouTube'])
      expect(text).toMatch(new RegExp(`\\* ${name} \\(external website\\)$`, 'm'));
    expect(text).toContain('Admissions 2027-28 Call +91 11 4567 8900');
    expect(text).toContain('E-mail the admissions office Call +91 11 4567 8900');
  });
});

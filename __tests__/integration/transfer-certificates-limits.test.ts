import { screen, within } from '@testing-library/react';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { type Reply } from '../utils/form-post';
import { lookUpTc } from '../utils/parent-forms';
import { getPage, startSite, type Site } from '../utils/production-server';

// The limits of TC lookups as a prober meets them, behind a proxy this site trusts (127.0.0.1, which names
// its client in X-Forwarded-For) and from other loopback addresses (127.0.0.x, each a visitor of its own):
// a visitor's IPv6 /64, one TC number whatever the address, forms sent from other sites, and what the
// record keeps of lookups refused. The demo's SPECIMEN TCs (content/transfer-certificates.yaml).
let site: Site;
let editor: CmsSession;
let admin: CmsSession;

const DIYA = { number: 'SPEC/2026/002', name: 'SPECIMEN Diya Sample', dateOfBirth: '2011-01-28' };
const KABIR = { number: 'SPEC/2026/003', name: 'SPECIMEN Kabir Placeholder', dateOfBirth: '2009-11-03' };

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '', TRUSTED_PROXIES: '127.0.0.1' });
  editor = await editorSession(site);
  await addUser(site.dataDir, 'admin@school.example', 'admin');
  admin = await signIn(site.url, 'admin@school.example');
}, 120_000);
afterAll(() => site.stop());

const lookUp = (fields: { number: string; dateOfBirth: string }, from: string, headers?: Record<string, string>) =>
  lookUpTc(site.url, fields, from, headers);
const miss = (attempt: number | string) => ({ number: `SPEC/2026/X${attempt}`, dateOfBirth: '2010-01-01' });
const behindProxy = (address: string) => ({ 'X-Forwarded-For': address });

function show(reply: Reply) {
  const parsed = new DOMParser().parseFromString(reply.body, 'text/html');
  for (const node of parsed.querySelectorAll('script, style')) node.remove();
  document.body.innerHTML = parsed.body.innerHTML;
}

type LookupRow = { outcome: string; address: string; count: number; at: string };

async function recordOf(address: string): Promise<LookupRow[]> {
  const list = await admin.get(
    `/transfer-certificate-lookups?where[address][equals]=${encodeURIComponent(address)}&limit=200&depth=0`,
  );
  expect(list.status).toBe(200);
  return list.body.docs as LookupRow[];
}

describe('the limit per visitor', () => {
  it('counts the addresses of one IPv6 /64 as one visitor, and not another /64', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const address = attempt % 2 === 0 ? '2001:db8:1:2::a' : '2001:db8:1:2::b';
      expect([attempt, (await lookUp(miss(attempt), '127.0.0.1', behindProxy(address))).status]).toEqual([
        attempt,
        200,
      ]);
    }
    const third = await lookUp(KABIR, '127.0.0.1', behindProxy('2001:db8:1:2::c'));
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const otherNetwork = await lookUp(KABIR, '127.0.0.1', behindProxy('2001:db8:1:3::a'));
    expect(otherNetwork.status).toBe(200);
    expect(otherNetwork.body).toContain(KABIR.name);
  });

  it('counts refused lookups per address and hour in the record, not a row each', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await lookUp(miss(`R${attempt}`), '127.0.0.60')).status).toBe(200);
    for (let attempt = 0; attempt < 15; attempt += 1)
      expect((await lookUp(miss(`S${attempt}`), '127.0.0.60')).status).toBe(429);
    // Written after the answer: a refusal never waits for the database.
    let refused: LookupRow[] = [];
    for (
      const deadline = Date.now() + 10_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 200))
    ) {
      refused = (await recordOf('127.0.0.60')).filter((row) => row.outcome === 'rate-limited');
      if (refused.reduce((sum, row) => sum + row.count, 0) >= 15) break;
    }
    expect(refused.reduce((sum, row) => sum + row.count, 0)).toBe(15);
    // One row for the hour (two if the test ran across an hour's end), starting on the hour.
    expect(refused.length).toBeLessThanOrEqual(2);
    expect(new Set(refused.map((row) => row.at)).size).toBe(refused.length);
    for (const row of refused) expect(new Date(row.at).getTime() % 3_600_000).toBe(0);
    const looked = (await recordOf('127.0.0.60')).filter((row) => row.outcome === 'no match');
    expect(looked.map((row) => row.count)).toEqual(Array(10).fill(1));
  });
});

describe('the limit per TC number', () => {
  it('answers a number as a miss for everyone after 20 misses in a day from 20 addresses, even with the right date of birth', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const reply = await lookUp(
        { number: DIYA.number, dateOfBirth: `2011-02-${String(attempt + 1).padStart(2, '0')}` },
        `127.0.0.${21 + attempt}`,
      );
      expect([attempt, reply.status]).toEqual([attempt, 200]);
    }
    const right = await lookUp(DIYA, '127.0.0.41');
    expect(right.status).toBe(200);
    show(right);
    expect(screen.getByRole('region', { name: 'No transfer certificate matches' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(DIYA.name);
    // The address is not blocked, nor is another number.
    expect((await lookUp(KABIR, '127.0.0.41')).body).toContain(KABIR.name);
    const row = (await recordOf('127.0.0.41')).map((entry) => entry.outcome);
    expect(row).toEqual(expect.arrayContaining(['number blocked', 'match']));
  });

  it('lists the blocked TC in the dashboard’s "Needs attention", by number, linked to the TC', async () => {
    const list = await editor.get(
      `/transfer-certificates?where[number][equals]=${encodeURIComponent(DIYA.number)}&depth=0`,
    );
    const id = (list.body.docs as { id: number }[])[0]?.id;
    const page = await getPage(`${site.url}/admin`, { headers: { cookie: editor.cookie, 'Sec-Fetch-Site': 'none' } });
    expect(page.status).toBe(200);
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    const item = within(panel)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes(`TC ${DIYA.number}`));
    expect(item).toHaveTextContent(
      /cannot be verified after 20 lookups without the right date of birth, until the end of/,
    );
    expect(
      within(item as HTMLElement).getByRole('link', { name: 'Open the TC to contact the family' }),
    ).toHaveAttribute('href', `/admin/collections/transfer-certificates/${id}`);
    expect(page.html).not.toContain(DIYA.name);
  });

  it('keeps no number, name or date typed in the record or the log', async () => {
    const all = await admin.get('/transfer-certificate-lookups?limit=500&depth=0');
    expect(JSON.stringify(all.body)).not.toMatch(/SPEC|2011-0|Diya/);
    expect(site.logs()).not.toMatch(/SPEC\/2026|2011-02-|Diya/);
  });
});

describe('a form sent from another site', () => {
  const crossSite = [
    { Origin: 'https://evil.example' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site', Origin: 'https://evil.example' },
    { Origin: 'null' },
  ];

  it('is refused with 403 and a short page, never looked up or counted', async () => {
    for (let attempt = 0; attempt < 24; attempt += 1) {
      const headers = crossSite[attempt % crossSite.length] ?? {};
      const reply = await lookUp({ number: KABIR.number, dateOfBirth: '2010-01-01' }, '127.0.0.50', headers);
      expect([attempt, reply.status]).toEqual([attempt, 403]);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(reply.headers['x-robots-tag']).toContain('noindex');
      if (attempt === 0) {
        show(reply);
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sent from another website');
        expect(screen.getByRole('link', { name: 'Verify a transfer certificate' })).toHaveAttribute(
          'href',
          '/transfer-certificate',
        );
      }
    }
    // 24 is past both the address's 10 and the number's 20: neither counted them.
    const own = await lookUp(KABIR, '127.0.0.50', { Origin: site.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(own.body).toContain(KABIR.name);
    expect((await recordOf('127.0.0.50')).map((row) => row.outcome)).toEqual(['match']);
  });
});

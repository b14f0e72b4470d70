import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signFileToken } from '@/features/transfer-certificates/file-link';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { getFrom, type Reply } from '../utils/form-post';
import { lookUpTc } from '../utils/parent-forms';
import { startSite, type Site } from '../utils/production-server';

// A TC's file link as a prober meets it: links forged for a TC that exists and for ids that do not, altered,
// expired and malformed ones must all get one answer, and each refusal counts against the lookups' limit
// per visitor. Each test is a visitor of its own (127.0.0.x, no proxy trusted). The demo's SPECIMEN TCs.
let site: Site;
let editor: CmsSession;

const AARAV = { number: 'SPEC/2026/001', dateOfBirth: '2014-06-15' };
const NOT_THE_SECRET = 'not-the-secret-of-this-site-at-all-000';

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
}, 120_000);
afterAll(() => site.stop());

const secret = () => readFileSync(join(site.dataDir, '.payload-secret'), 'utf8').trim();

async function subjectOf(number: string): Promise<{ id: number; scan: number; number: string }> {
  const list = await editor.get(`/transfer-certificates?where[number][equals]=${encodeURIComponent(number)}&depth=0`);
  const tc = (list.body.docs as { id: number; file: number }[])[0];
  expect(tc).toBeDefined();
  return { id: tc?.id ?? 0, scan: tc?.file ?? 0, number };
}

const follow = (token: string, from: string) => getFrom(`${site.url}/transfer-certificate/file/${token}`, from);
const lookUp = (fields: { number: string; dateOfBirth: string }, from: string) => lookUpTc(site.url, fields, from);

/** All a browser or a script can compare: status, body and every header but the date and the CSP's nonce. */
function seen(reply: Reply) {
  const headers: Reply['headers'] = { ...reply.headers };
  delete headers.date;
  headers['content-security-policy'] = String(headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'");
  return { status: reply.status, headers, body: reply.body };
}

/** Links no one was given: forged for a TC that exists, for an id that does not, altered, malformed. */
async function forgedLinks() {
  const aarav = await subjectOf(AARAV.number);
  const genuine = signFileToken(secret(), aarav);
  const [id, expiry, binding, mac = ''] = genuine.split('.');
  const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
  return {
    'forged for a TC that exists': signFileToken(NOT_THE_SECRET, aarav),
    'forged for an unknown id': signFileToken(NOT_THE_SECRET, { id: 987_654, scan: 1, number: 'SPEC/2026/999' }),
    'signed for an unknown id': signFileToken(secret(), { id: 987_654, scan: 1, number: 'SPEC/2026/999' }),
    'with its signature altered': `${id}.${expiry}.${binding}.${flipped}`,
    'with another TC’s id': `${aarav.id + 1}.${expiry}.${binding}.${mac}`,
    'past its 15 minutes': signFileToken(secret(), aarav, Date.now() - 16 * 60_000),
    malformed: 'anything',
  };
}

describe('a TC file link that does not open a scan', () => {
  it('answers alike whether its id names a TC or none, and whether forged, altered, expired or malformed', async () => {
    const links = Object.entries(await forgedLinks());
    const replies = [];
    for (const [kind, token] of links) replies.push([kind, seen(await follow(token, '127.0.0.21'))] as const);
    const [, first] = replies[0] ?? [];
    expect(first?.status).toBe(410);
    for (const [kind, reply] of replies) expect([kind, reply]).toEqual([kind, first]);
    expect(first?.headers['cache-control']).toBe('private, no-store');
    expect(first?.headers['x-robots-tag']).toContain('noindex');
    expect(first?.headers['content-type']).toContain('text/html');
    expect(first?.body).toContain('This link has expired or is not valid');
    expect(first?.body).toContain('href="/transfer-certificate"');
    expect(first?.body).not.toContain('%PDF-');
  });

  it('counts against the lookups’ limit: after 10 failures of either kind, lookups and refused links answer 429', async () => {
    const links = Object.values(await forgedLinks());
    const from = '127.0.0.22';
    for (const token of links.slice(0, 6)) expect((await follow(token, from)).status).toBe(410);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await lookUp({ number: `SPEC/2026/L${attempt}`, dateOfBirth: '2010-01-01' }, from)).status).toBe(200);
    const lookup = await lookUp(AARAV, from);
    expect(lookup.status).toBe(429);
    const refused = await Promise.all(links.map((token) => follow(token, from)));
    for (const reply of refused) {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(reply.body).toContain('Too many attempts');
    }
    expect(new Set(refused.map((reply) => JSON.stringify(seen(reply)))).size).toBe(1);
    // Another visitor is not touched.
    expect((await lookUp(AARAV, '127.0.0.23')).status).toBe(200);
  });

  it('lets at most 10 of 40 forged links sent at once be answered; the rest answer 429', async () => {
    const { 'forged for a TC that exists': exists, 'forged for an unknown id': unknown } = await forgedLinks();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) => follow(index % 2 === 0 ? exists : unknown, '127.0.0.24')),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 410)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('never counts a valid link, which still opens its scan once its visitor is over the limit', async () => {
    const from = '127.0.0.25';
    const valid = signFileToken(secret(), await subjectOf(AARAV.number));
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await follow(valid, from)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await follow('anything', from)).status).toBe(410);
    expect((await follow('anything', from)).status).toBe(429);
    const pdf = await follow(valid, from);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('logs each refusal with the address only, never the link', () => {
    const logs = site.logs();
    expect(logs).toContain('TC file link: refused from 127.0.0.21');
    expect(logs).toContain('TC file link: rate-limited from 127.0.0.22');
    expect(logs).not.toContain('987654');
  });
});

import { rawRequest, startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  site = await startSite({ CMS_TIMEOUT_MS: '1000', CMS_STALE_IF_ERROR_SECONDS: '0' });
});
afterAll(() => site.stop());

/** mulberry32: a small seeded generator, so every run sends the same paths. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2F',
  '%00',
  '%ff%fe',
  '%c0%af',
  '%25',
  '%zz',
  '%2f',
  '//',
  '\\\\',
  'about-us',
  'landing-page',
  'alumni',
  'home',
  '~offline',
  '~not-found',
  '~unavailable',
  'serwist',
  '_next',
  'bench-reference',
  'about%20us',
  'caf%C3%A9',
  '%E4%B8%AD%E6%96%87',
  '%F0%9F%8E%93',
  'javascript:alert(1)',
  '%3Cscript%3E',
  "'%22",
  'index.html',
  'sw.js',
  '.env',
  'etc/passwd',
  'x'.repeat(300),
  'A'.repeat(4000),
  '%5B%5D',
  '@evil.example',
  ';',
  '|',
  '$',
  '*',
];
const QUERIES = [
  '',
  '',
  '?url=javascript:alert(1)',
  '?a[]=1&a[]=2',
  '?%zz',
  '?' + 'q='.repeat(500),
  '?_rsc=1',
  '?__nextDataReq=1',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS'];

function hostilePaths(count: number) {
  const next = random(20261122);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const segments = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PIECES));
    return { method: pick(METHODS), path: `/${segments.join('/')}${pick(QUERIES)}` };
  });
}

async function sendAll(requests: { method: string; path: string }[]) {
  const answers: { method: string; path: string; status: number }[] = [];
  for (let i = 0; i < requests.length; i += 10) {
    const batch = requests.slice(i, i + 10);
    answers.push(
      ...(await Promise.all(batch.map(async (r) => ({ ...r, status: await rawRequest(site.url, r.path, r.method) })))),
    );
  }
  return answers;
}

describe('hostile URLs', () => {
  const requests = hostilePaths(600);

  it('never get a 5xx from 600 generated paths while the CMS is healthy', async () => {
    const answers = await sendAll(requests);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).not.toContain(0);
    expect(answers.filter((answer) => answer.status === 404).length).toBeGreaterThan(300);
  });

  it('get a 5xx during a CMS outage only on paths the menu segment serves', async () => {
    site.menuApi.setMode('http-500');
    try {
      const answers = await sendAll(requests.slice(0, 300));
      // After the dot segments a server resolves (`/./landing-page` is `/landing-page`), one segment is left.
      const menuRoute = (path: string) => /^\/[^/]+$/.test(new URL(path, 'http://school.test').pathname);
      const unexpected = answers.filter(
        (answer) => answer.status >= 500 && !(answer.status === 503 && menuRoute(answer.path)),
      );
      expect(unexpected.map((answer) => ({ ...answer, path: answer.path.slice(0, 120) }))).toEqual([]);
      expect(answers.some((answer) => answer.status === 503)).toBe(true);
    } finally {
      site.menuApi.setMode('none');
    }
  });

  it('answer HEAD and OPTIONS on pages without a 5xx', async () => {
    for (const method of ['HEAD', 'OPTIONS']) {
      for (const path of ['/home', '/about-us', '/alumni', '/']) {
        expect(await rawRequest(site.url, path, method)).toBeLessThan(500);
      }
    }
  });
});

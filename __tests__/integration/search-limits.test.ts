import { startSite, type Site } from '../utils/production-server';

// /search at one address per query, and the limit on how many searches one visitor makes the server render
// (features/search/guard.ts), as a visitor and a crawler meet them.
let site: Site;
const LIMIT = 5;

beforeAll(async () => {
  site = await startSite({
    CMS_API_URL: '',
    SEARCH_RENDERS_PER_MINUTE: String(LIMIT),
    // Each test is another visitor, by X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
  });
}, 120_000);
afterAll(() => site?.stop());

const outcome = (response: Response) => /cache;desc=(\w+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
const from = (address: string, init: RequestInit = {}) => ({ ...init, headers: { 'X-Forwarded-For': address } });

describe('one address per search', () => {
  it.each([
    ['/search?q=%20sports', '/search?q=sports'],
    ['/search?q=sports%20%20%20', '/search?q=sports'],
    ['/search?q=+++sports+++', '/search?q=sports'],
    ['/search?q=Sports', '/search?q=sports'],
    ['/search?q=SPORTS%09day', '/search?q=sports+day'],
    ['/search?q=sports&page=1', '/search?q=sports'],
    ['/search?q=sports&page=01', '/search?q=sports'],
    ['/search?q=sports&page=02', '/search?q=sports&page=2'],
    ['/search?q=sports&page=002', '/search?q=sports&page=2'],
    ['/search?page=2&q=sports', '/search?q=sports&page=2'],
    ['/search?q=sports&q=other', '/search?q=sports'],
    ['/search?q=', '/search'],
    ['/search?q=%20%20', '/search'],
    [`/hi/search?q=%20${encodeURIComponent('खेल')}%20%20`, `/hi/search?q=${encodeURIComponent('खेल')}`],
  ])('%s is moved for good (308) to %s', async (path, canonical) => {
    const response = await fetch(`${site.url}${path}`, from('203.0.113.1', { redirect: 'manual' }));
    expect([path, response.status, response.headers.get('location')]).toEqual([path, 308, canonical]);
  });

  it('renders one page for a query however it is spaced: 100 spellings cost one render, and no search', async () => {
    const statuses = new Set<number>();
    const outcomes: string[] = [];
    for (let spaces = 1; spaces <= 100; spaces += 1) {
      const response = await fetch(`${site.url}/search?q=admission${'%20'.repeat(spaces)}`, from('203.0.113.2'));
      await response.text();
      statuses.add(response.status);
      outcomes.push(outcome(response) ?? '');
    }
    expect([...statuses]).toEqual([200]);
    // The first follows its 308 to a render; every other to the page kept. None of them counted.
    expect(outcomes.filter((each) => each !== 'hit')).toEqual(['miss']);
  }, 60_000);
});

describe('the search limit', () => {
  it('answers 429 with Retry-After and a clear page once a visitor’s searches are rendered past the limit', async () => {
    const visitor = '203.0.113.3';
    for (let index = 0; index < LIMIT; index += 1) {
      const response = await fetch(`${site.url}/search?q=limit-${index}`, from(visitor));
      await response.text();
      expect([index, response.status, outcome(response)]).toEqual([index, 200, 'miss']);
    }
    const refused = await fetch(`${site.url}/search?q=limit-more`, from(visitor));
    const html = await refused.text();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Please wait a minute before searching again');

    // A page already kept costs nothing: still there for this visitor.
    const kept = await fetch(`${site.url}/search?q=limit-0`, from(visitor));
    expect([kept.status, outcome(kept)]).toEqual([200, 'hit']);
    // In Hindi, the same limit, the page in Hindi.
    const hindi = await fetch(`${site.url}/hi/search?q=limit-more`, from(visitor));
    const hindiHtml = await hindi.text();
    expect(hindi.status).toBe(429);
    expect(hindiHtml).toMatch(/<html lang="hi"/);
    expect(hindiHtml).toContain('फिर से खोजने से पहले कृपया एक मिनट प्रतीक्षा करें');
    // Another visitor searches as ever.
    const other = await fetch(`${site.url}/search?q=limit-more`, from('203.0.113.4'));
    expect(other.status).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { startSite, type Site } from '../utils/production-server';

let site: Site;

beforeAll(async () => {
  // The outage test here is about the 503 page: no last good list stands in.
  site = await startSite({ CMS_STALE_IF_ERROR_SECONDS: '0' });
});
afterAll(() => site.stop());

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as [string, string];
    }),
  );
}

describe('security headers', () => {
  it.each([
    '/home',
    '/about-us',
    '/alumni',
    '/no/such/page',
    '/manifest.webmanifest',
    '/serwist/sw.js',
    '/icons/icon-192.png',
  ])('are on the response for %s, with no X-Powered-By', async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-permitted-cross-domain-policies')).toBe('none');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it.each([
    ['a page', '/home', 200, {}],
    ['the redirect of /', '/', 308, {}],
    ['an unpublished menu route', '/alumni', 404, {}],
    ['a path that is not a slug', '/no/such/page', 404, {}],
    ['a malformed encoding', '/%ff', 404, {}],
    ['a rewrite target asked for directly', '/~unavailable', 404, {}],
    ['a file', '/icons/icon-192.png', 200, {}],
    ['an unpublished menu route, to the client router', '/alumni', 404, { rsc: '1' }],
  ])('leave Next’s internal headers off %s (%s, %i)', async (_what, path, status, headers) => {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual', headers });
    expect(response.status).toBe(status);
    const internal = [...response.headers.keys()].filter((name) => name.startsWith('x-middleware-'));
    expect(internal).toEqual([]);
    if (!('rsc' in headers))
      expect([...response.headers.keys()].filter((name) => name.startsWith('x-nextjs-'))).toEqual([]);
  });

  it('give a page with a form a fresh script nonce for each response, which its scripts carry', async () => {
    const [first, second] = await Promise.all([fetch(`${site.url}/contact`), fetch(`${site.url}/contact`)]);
    const policy = directives(first.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    const html = await first.text();
    // Every script that runs; JSON-LD is a data block the browser never executes.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('give every other page the same policy of its scripts’ hashes, with strict-dynamic and no nonce', async () => {
    await fetch(`${site.url}/home`).then((response) => response.text());
    const [first, second] = await Promise.all([fetch(`${site.url}/home`), fetch(`${site.url}/home`)]);
    const scriptSrc = directives(first.headers.get('content-security-policy')).get('script-src') ?? '';
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(scriptSrc).toMatch(/^'self' ('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic'$/);
    const html = await first.text();
    expect(html).not.toMatch(/<script[^>]* (?:src|nonce)=/);
    const running = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(running.length).toBeGreaterThan(3);
    for (const [, text] of running)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  });

  it('allow exactly the CMS origin for the browser’s calls and the map origin for frames', async () => {
    const policy = directives((await fetch(`${site.url}/home`)).headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toBe(`'self' ${new URL(site.menuApi.apiUrl).origin}`);
    expect(policy.get('frame-src')).toBe('https://www.openstreetmap.org');
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
  });

  it('use only directives that Chromium, Firefox and WebKit all recognise', async () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive" on every page for anything else (manifest-src).
    const shared = [
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'frame-ancestors',
      'base-uri',
      'form-action',
      'object-src',
      'worker-src',
      'media-src',
    ];
    const policy = directives((await fetch(`${site.url}/home`)).headers.get('content-security-policy'));
    expect([...policy.keys()].filter((name) => !shared.includes(name))).toEqual([]);
    expect(policy.get('script-src')).not.toContain('unsafe-eval');
  });

  it('add HSTS only when the site is served over HTTPS', async () => {
    expect((await fetch(`${site.url}/home`)).headers.get('strict-transport-security')).toBeNull();
    const behindTls = await fetch(`${site.url}/home`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('keep the policy on the 503 page during a CMS outage', async () => {
    site.menuApi.setMode('http-500');
    try {
      const response = await fetch(`${site.url}/about-us`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect([...response.headers.keys()].filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
    } finally {
      site.menuApi.setMode('none');
    }
  });
});

import { addUser, signIn, TEST_PASSWORD } from '../utils/cms-client';
import { postJson, type Reply } from '../utils/form-post';
import { startSite, type Site } from '../utils/production-server';

// Staff sign-in (Payload's POST /api/users/login, as the admin's form sends it) as an attacker tries it.
// Each test signs in from loopback addresses of its own (127.0.0.x), which the server takes as the
// visitor's: the limits count per address.
let site: Site;
const ADMIN = 'admin@school.example';
const EDITOR = 'editor@school.example';
const OFFICE = 'office@school.example';

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  await Promise.all([
    addUser(site.dataDir, ADMIN, 'admin'),
    addUser(site.dataDir, EDITOR, 'editor'),
    addUser(site.dataDir, OFFICE, 'editor'),
  ]);
});
afterAll(() => site.stop());

const post = (path: string, data: unknown, from: string) =>
  postJson(`${site.url}/api/users/${path}`, data, from, { Origin: new URL(site.url).origin });
const signInFrom = (from: string, email: string, password = TEST_PASSWORD) => post('login', { email, password }, from);

/** `count` wrong passwords from `from`, each to an address no account has (so none is locked on the way). */
async function failures(from: string, count: number): Promise<Reply[]> {
  const replies = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    replies.push(await signInFrom(from, `nobody-${attempt}@school.example`, 'wrong-password'));
  return replies;
}

async function lock(email: string, from: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await signInFrom(from, email, 'wrong-password')).status).toBe(401);
}

async function millisecondsFor(attempt: () => Promise<Reply>): Promise<number> {
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    await attempt();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}

it('refuses an editor’s unlock of the admin’s account, and the admin stays locked', async () => {
  await lock(ADMIN, '127.0.0.10');
  expect((await signInFrom('127.0.0.10', ADMIN)).status).toBe(401);
  const editor = await signIn(site.url, EDITOR);
  expect((await editor.post('/users/unlock', { email: ADMIN })).status).toBe(403);
  expect((await signInFrom('127.0.0.10', ADMIN)).status).toBe(401);
});

it('answers a locked account, a wrong password and an unknown address alike, and as slowly', async () => {
  await lock(OFFICE, '127.0.0.11');
  const locked = await signInFrom('127.0.0.11', OFFICE);
  const wrongPassword = await signInFrom('127.0.0.12', EDITOR, 'wrong-password');
  const unknown = await signInFrom('127.0.0.12', 'nobody@school.example', 'wrong-password');
  expect([locked.status, wrongPassword.status, unknown.status]).toEqual([401, 401, 401]);
  expect(locked.body).toBe(wrongPassword.body);
  expect(unknown.body).toBe(wrongPassword.body);
  expect(wrongPassword.body).not.toMatch(/lock/i);
  // A password hash takes hundreds of milliseconds; an answer without one, a few.
  const wrongTime = await millisecondsFor(() => signInFrom('127.0.0.13', ADMIN, 'wrong-password'));
  const unknownTime = await millisecondsFor(() => signInFrom('127.0.0.13', 'nobody@school.example', 'wrong-password'));
  expect(unknownTime).toBeGreaterThan(wrongTime / 3);
});

it('answers 429 with Retry-After after 20 failures from one address; another still signs in, even to an account the first locked', async () => {
  await lock(EDITOR, '127.0.0.14');
  expect((await failures('127.0.0.14', 15)).map((reply) => reply.status)).toEqual(Array(15).fill(401));
  const refused = await signInFrom('127.0.0.14', EDITOR);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  expect(refused.body).toMatch(/Too many failed sign-ins/);
  expect((await signInFrom('127.0.0.15', EDITOR)).status).toBe(200);
});

it('gives a successful sign-in’s point back: after 19 failures and a success, one more failure is let through', async () => {
  await failures('127.0.0.16', 19);
  expect((await signInFrom('127.0.0.16', EDITOR)).status).toBe(200);
  expect((await signInFrom('127.0.0.16', 'nobody@school.example', 'wrong-password')).status).toBe(401);
  expect((await signInFrom('127.0.0.16', 'nobody@school.example', 'wrong-password')).status).toBe(429);
});

it('answers 429 with Retry-After to a sixth “forgot password” from one address within the hour', async () => {
  for (let request = 0; request < 5; request += 1)
    expect((await post('forgot-password', { email: `nobody-${request}@school.example` }, '127.0.0.17')).status).toBe(
      200,
    );
  const refused = await post('forgot-password', { email: EDITOR }, '127.0.0.17');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await post('forgot-password', { email: EDITOR }, '127.0.0.18')).status).toBe(200);
});

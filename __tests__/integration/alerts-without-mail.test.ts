/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { signUpAt } from '../utils/alert-signups';
import { startSite, type Site } from '../utils/production-server';

// A deployment that sends no mail (no SMTP_URL, as the README's demo) could never confirm a sign-up: the
// page says so instead of showing the form, and a sign-up posted from an old page keeps nothing.
let site: Site;
beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

it('shows no sign-up form without mail, and keeps no address posted to it', async () => {
  for (const [path, words] of [
    ['/alerts', 'does not send alerts by e-mail yet'],
    ['/hi/alerts', 'अभी ई-मेल पर सूचनाएँ नहीं भेजता'],
  ] as const) {
    const page = await fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(words);
    expect(html).not.toContain('type="email"');
  }
  const answer = await signUpAt(site.url, '/alerts', { email: 'no.mail@example.com' }, '127.0.0.70');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('does not send alerts by e-mail yet');
  const db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  try {
    expect((await db.execute('SELECT count(*) AS n FROM alert_subscriptions')).rows[0]?.n).toBe(0);
  } finally {
    db.close();
  }
}, 60_000);

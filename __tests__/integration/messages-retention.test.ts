import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { startSite, type Site } from '../utils/production-server';

// How long parents' messages are kept, as the running server enforces it on its own. The rule is a
// function of the clock and the settings, tested frozen in __tests__/features/messages/retention.test.ts; here
// the clean-up the server queued is made due, as 03:00 coming would make it.
let site: Site;
let db: Client;

beforeAll(async () => {
  // The job queue looks for due work every second, not every minute: the same schedule and run, sooner.
  site = await startSite({ JOBS_AUTORUN_CRON: '* * * * * *' });
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

const DAY = 86_400_000;
const CLEAN_UP = 'delete-old-messages';

function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const references = async () =>
  (await db.execute('SELECT reference FROM messages ORDER BY reference')).rows.map((row) => row.reference as string);

describe('messages from parents', () => {
  it('are deleted by the daily clean-up when their time is up, and kept inside it; an open grievance stays however old', async () => {
    const job = await waitFor(
      'the daily clean-up of messages queued',
      async () =>
        (
          await db.execute({
            sql: 'SELECT id, wait_until FROM payload_jobs WHERE task_slug = ? AND completed_at IS NULL',
            args: [CLEAN_UP],
          })
        ).rows[0],
      90_000,
    );
    const due = Date.parse(typeof job.wait_until === 'string' ? job.wait_until : '');
    expect(due).toBeGreaterThan(Date.now());
    expect(due).toBeLessThanOrEqual(Date.now() + DAY);

    await db.execute(
      "INSERT INTO privacy_notices (id, version, form, text) VALUES (1, 'fedcba9876543210', 'enquiry', 'The notice')",
    );
    const messages: [string, string, string, string, string | null][] = [
      // reference, form, status, sent, closed
      ['ENQ-OLD0-0013', 'enquiry', 'closed', monthsAgo(13), monthsAgo(12)],
      ['ENQ-NEW0-0011', 'enquiry', 'new', monthsAgo(11), null],
      ['MSG-OLD0-0007', 'contact', 'contacted', monthsAgo(7), null],
      ['MSG-NEW0-0005', 'contact', 'new', monthsAgo(5), null],
      ['GRV-OLD0-0037', 'grievance', 'resolved', monthsAgo(48), monthsAgo(37)],
      ['GRV-NEW0-0035', 'grievance', 'resolved', monthsAgo(48), monthsAgo(35)],
      ['GRV-OPEN-0060', 'grievance', 'in-progress', monthsAgo(60), null],
    ];
    for (const [reference, form, status, sent, closed] of messages) {
      await db.execute({
        sql: `INSERT INTO messages (reference, form, status, name, message, consent_notice_id, consent_at, closed_at, created_at, updated_at, school_id)
              VALUES (?, ?, ?, 'A parent', 'A message', 1, ?, ?, ?, ?, (SELECT id FROM schools ORDER BY id LIMIT 1))`,
        args: [reference, form, status, sent, closed, sent, sent],
      });
    }
    await db.execute({
      sql: 'UPDATE payload_jobs SET wait_until = ? WHERE id = ?',
      args: [new Date(Date.now() - 1000).toISOString(), job.id ?? 0],
    });

    await waitFor(
      'the 13-month-old enquiry deleted',
      async () => ((await references()).includes('ENQ-OLD0-0013') ? undefined : true),
      90_000,
    );
    // Its log line says how many, never whose.
    const line = '[retention] deleted the messages whose time was up: enquiries 1, contact messages 1, grievances 1';
    await waitFor('the clean-up’s log line', async () => (site.logs().includes(line) ? true : undefined), 30_000);
    expect(await references()).toEqual(['ENQ-NEW0-0011', 'GRV-NEW0-0035', 'GRV-OPEN-0060', 'MSG-NEW0-0005']);
    expect(site.logs()).not.toMatch(/OLD0|A parent/);
  }, 200_000);
});

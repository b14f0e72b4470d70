import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { runQueuedJob } from '../utils/jobs';
import { startSite, type Site } from '../utils/production-server';

// How long the CMS keeps records about people, as the running server enforces it on its own. The rule
// of the daily clean-up is a function of the clock, tested frozen in __tests__/features/transfer-certificates/retention.test.ts;
// here the clean-up the server queued is made due, as 03:00 coming would make it.
let site: Site;
let editor: CmsSession;
let db: Client;

beforeAll(async () => {
  // The job queue looks for due work every second, not every minute: the same schedule and run, sooner.
  site = await startSite({ JOBS_AUTORUN_CRON: '* * * * * *' });
  editor = await editorSession(site);
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

const DAY = 86_400_000;
const CLEAN_UP = 'delete-old-tc-lookups';

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

const lookupsFrom = async (address: string) =>
  Number(
    (
      await db.execute({
        sql: 'SELECT count(*) AS n FROM transfer_certificate_lookups WHERE address = ?',
        args: [address],
      })
    ).rows[0]?.n,
  );

describe('the record of TC lookups', () => {
  it('loses a lookup older than 12 months at the daily clean-up, and keeps one inside 12 months; a CSV an earlier import kept goes too', async () => {
    // Queued by the server itself at the job queue's first look after its start, due at its next 03:00.
    const job = await waitFor(
      'the daily clean-up queued',
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

    for (const [at, address] of [
      [monthsAgo(13), '198.51.100.13'],
      [monthsAgo(11), '198.51.100.11'],
    ]) {
      await db.execute({
        sql: "INSERT INTO transfer_certificate_lookups (at, address, outcome) VALUES (?, ?, 'no match')",
        args: [at ?? '', address ?? ''],
      });
    }
    // A CSV an import made before the CSV stopped being kept, still in the uploads.
    const imports = join(site.dataDir, 'uploads', 'transfer-certificate-imports');
    mkdirSync(imports, { recursive: true });
    writeFileSync(
      join(imports, 'class-vi-2025.csv'),
      'number,studentName,dateOfBirth\nTC/2025/0001,Old Import Pupil,2013-01-01\n',
    );
    // The clean-up deletes the lookups first and the CSVs after: the job's end, not the lookup's, is when both are done.
    await runQueuedJob(db, Number(job.id));
    expect(await lookupsFrom('198.51.100.13')).toBe(0);
    expect(await lookupsFrom('198.51.100.11')).toBe(1);
    expect(readdirSync(imports)).toEqual([]);
  }, 200_000);
});

describe('a TC import', () => {
  it('keeps no CSV once its rows are in: not in storage, not at its file address; its record and count stay', async () => {
    const pdf = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'content', 'tc-scans', 'spec-2026-001.pdf')));
    for (const name of ['tc-2027-0301.pdf', 'tc-2027-0302.pdf']) {
      expect(
        (await editor.upload('transfer-certificate-scans', { name, type: 'application/pdf', bytes: pdf }, {})).status,
      ).toBe(201);
    }
    const rows = [
      'number,studentName,dateOfBirth,class,issueDate,file',
      'TC/2027/0301,Retention Pupil One,2013-02-03,VII,2027-03-01,tc-2027-0301.pdf',
      'TC/2027/0302,Retention Pupil Two,2012-12-24,VIII,2027-03-02,tc-2027-0302.pdf',
    ];
    const saved = await editor.upload(
      'transfer-certificate-imports',
      { name: 'class-vii.csv', type: 'text/csv', bytes: new TextEncoder().encode(rows.join('\n')) },
      {},
    );
    expect(saved.status).toBe(201);
    const { id, filename, url } = saved.body.doc as { id: number; filename: string; url: string };
    expect((await editor.get('/transfer-certificates?where[number][equals]=TC/2027/0302')).body.totalDocs).toBe(1);

    const folder = join(site.dataDir, 'uploads', 'transfer-certificate-imports');
    expect(existsSync(join(folder, filename))).toBe(false);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    const file = await fetch(`${site.url}${url}`, { headers: { Authorization: `JWT ${editor.token}` } });
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('Retention Pupil');

    const record = await editor.get(`/transfer-certificate-imports/${id}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ filename: 'class-vii.csv', created: 2 });
  });
});

/**
 * @jest-environment node
 */
import pg from 'pg';
import { lookUpTc } from '../utils/parent-forms';
import { startPostgres, type Postgres } from '../utils/postgres';
import { startSite, type Site } from '../utils/production-server';
import { startS3, type LocalS3 } from '../utils/s3';

// TC lookups on two replicas sharing one Postgres and one S3 bucket: the failures of one address are
// counted once for both (rate-limiter-flexible's Postgres store), each taken before the lookup so a burst
// cannot pass between a check and a count, the scans stay private in the bucket, and a link one replica
// signs is served by the other.
const BUCKET = 'school-uploads';
let s3: LocalS3;
let postgres: Postgres;
let databaseUrl: string;
let replicas: Site[] = [];

beforeAll(async () => {
  s3 = await startS3([BUCKET]);
  postgres = await startPostgres();
  databaseUrl = await postgres.database('school');
  const env = {
    CMS_API_URL: '',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    ...s3.settings(BUCKET),
  };
  replicas = await Promise.all([startSite(env), startSite(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await postgres?.stop();
  await s3?.stop();
});

const lookUp = (replica: number, fields: { number: string; dateOfBirth: string }, from: string) =>
  lookUpTc(replicas[replica]?.url ?? '', fields, from);

describe('TC lookups on two replicas of one Postgres', () => {
  it('count one address’s failures across both: 5 on each, then 429 on either', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const reply = await lookUp(
        attempt % 2,
        { number: `SPEC/2026/9${attempt}`, dateOfBirth: '2010-01-01' },
        '127.0.0.8',
      );
      expect([attempt, reply.status]).toEqual([attempt, 200]);
    }
    const [first, second] = [
      await lookUp(0, { number: 'SPEC/2026/001', dateOfBirth: '2014-06-15' }, '127.0.0.8'),
      await lookUp(1, { number: 'SPEC/2026/001', dateOfBirth: '2014-06-15' }, '127.0.0.8'),
    ];
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp(1, { number: 'SPEC/2026/001', dateOfBirth: '2014-06-15' }, '127.0.0.9')).status).toBe(200);
  });

  it('let at most 10 of 200 misses sent at once from one address be looked up, on both together; the rest answer 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, attempt) =>
        lookUp(attempt % 2, { number: `SPEC/2026/C${attempt}`, dateOfBirth: '2010-01-01' }, '127.0.0.11'),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const lookedUp = statuses.filter((status) => status === 200).length;
    expect(lookedUp).toBeLessThanOrEqual(10);
    for (const reply of replies.filter((each) => each.status === 429))
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    const logged = replicas.reduce(
      (sum, replica) => sum + replica.logs().split('TC lookup: no match from 127.0.0.11').length - 1,
      0,
    );
    expect(logged).toBe(lookedUp);
    // The refusals: counted into one row per address and hour, whichever replica counted them.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let rows: { count: string; at: Date }[] = [];
      for (
        const deadline = Date.now() + 15_000;
        Date.now() < deadline;
        await new Promise((resolve) => setTimeout(resolve, 250))
      ) {
        ({ rows } = await client.query<{ count: string; at: Date }>(
          "SELECT count, at FROM transfer_certificate_lookups WHERE address = '127.0.0.11' AND outcome = 'rate-limited'",
        ));
        if (rows.reduce((sum, row) => sum + Number(row.count), 0) >= 200 - lookedUp) break;
      }
      expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(200 - lookedUp);
      expect(new Set(rows.map((row) => row.at.getTime())).size).toBe(rows.length);
      expect(rows.length).toBeLessThanOrEqual(2);
    } finally {
      await client.end();
    }
  });

  it('keep the count in a schema of its own, outside the CMS’s tables that backups copy', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; table_name: string }>(
        "SELECT table_schema, table_name FROM information_schema.tables WHERE table_name LIKE '%tc_lookup%'",
      );
      expect(rows).toEqual([{ table_schema: 'site_rate_limits', table_name: 'tc_lookup_failures' }]);
    } finally {
      await client.end();
    }
  });

  it('keep the scans in the bucket, in their school’s folder, refused at Payload’s file address to anyone not signed in', async () => {
    const keys = (
      (await s3.client.listObjectsV2({ Bucket: BUCKET, Prefix: 'transfer-certificate-scans/' })).Contents ?? []
    ).map((object) => object.Key);
    expect(keys).toContain('transfer-certificate-scans/school-1/spec-2026-001.pdf');
    const anonymous = await fetch(`${replicas[0]?.url}/api/transfer-certificate-scans/file/spec-2026-001.pdf`);
    expect(anonymous.status).toBe(403);
  });

  it('serve on one replica, from the bucket, the PDF link the other signed', async () => {
    const reply = await lookUp(0, { number: 'SPEC/2026/003', dateOfBirth: '2009-11-03' }, '127.0.0.10');
    const href = /href="(\/transfer-certificate\/file\/[^"]+)"/.exec(reply.body)?.[1];
    expect(href).toBeDefined();
    const pdf = await fetch(`${replicas[1]?.url}${href}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

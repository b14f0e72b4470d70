/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runScript } from '../utils/backups';
import { addUser, signIn, type CmsSession } from '../utils/cms-client';
import { startPostgres, type Postgres } from '../utils/postgres';
import { startSite, type Site } from '../utils/production-server';
import { startS3, type LocalS3 } from '../utils/s3';

const BUCKET = 'school-uploads';

let s3: LocalS3;
let postgres: Postgres;
let env: Record<string, string>;
let replicas: Site[] = [];
let editor: CmsSession;

const keysIn = async (bucket = BUCKET) =>
  ((await s3.client.listObjectsV2({ Bucket: bucket })).Contents ?? []).map((object) => object.Key).sort();

/** Files under a folder, at any depth: what a replica wrote to its own disk. */
function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];
}

beforeAll(async () => {
  s3 = await startS3([BUCKET, 'school-restored']);
  postgres = await startPostgres();
  env = {
    CMS_API_URL: '',
    DATABASE_URL: await postgres.database('school'),
    PAYLOAD_SECRET: 'replicas-share-this-secret-of-forty-characters',
    ...s3.settings(BUCKET),
  };
  // Each replica has its own DATA_DIR, and so its own uploads folder: nothing on disk is shared.
  replicas = await Promise.all([startSite(env), startSite(env)]);
  await addUser(replicas[0]?.dataDir ?? '', 'editor@school.example', 'editor', undefined, env);
  editor = await signIn((replicas[1] as Site).url, 'editor@school.example');
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await postgres?.stop();
  await s3?.stop();
});

describe('uploads in an S3 bucket, shared by two replicas with no shared folder', () => {
  it('put the starter documents in the bucket, not on either replica’s disk', async () => {
    expect(await keysIn()).toContain('documents/school-1/fee-structure.pdf');
    for (const replica of replicas) expect(filesUnder(join(replica.dataDir, 'uploads'))).toEqual([]);
    const served = await fetch(`${replicas[0]?.url}/documents/fee-structure.pdf`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('serve a document an editor uploads through B from A, at its public address, from the bucket', async () => {
    const [a, b] = replicas as [Site, Site];
    const pdf = new Uint8Array(await (await fetch(`${a.url}/documents/fee-structure.pdf`)).arrayBuffer());
    const uploaded = await editor.upload(
      'documents',
      { name: 'bus-routes.pdf', type: 'application/pdf', bytes: pdf },
      { title: 'Bus routes' },
    );
    expect(uploaded.status).toBe(201);
    expect(await keysIn()).toContain('documents/school-1/bus-routes.pdf');
    for (const replica of [a, b]) expect(filesUnder(join(replica.dataDir, 'uploads'))).toEqual([]);
    // Public once a published notice shows it (through B), on A's next request.
    expect((await fetch(`${a.url}/documents/bus-routes.pdf`)).status).toBe(404);
    expect((await editor.publishNotice('Bus routes', [(uploaded.body.doc as { id: number }).id])).status).toBe(201);
    const served = await fetch(`${a.url}/documents/bus-routes.pdf`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  let imageName = '';

  it('serve an image and each of its sizes through B’s upload from A, at the same addresses as without S3, once a published album shows it', async () => {
    const [a] = replicas as [Site, Site];
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f4e' } })
      .png()
      .toBuffer();
    const uploaded = await editor.upload(
      'images',
      { name: 'sports-day.png', type: 'image/png', bytes: new Uint8Array(png) },
      { alt: 'Sports day' },
    );
    expect(uploaded.status).toBe(201);
    const doc = uploaded.body.doc as {
      id: number;
      url: string;
      filename: string;
      sizes: Record<string, { url: string; filename: string }>;
    };
    // The stored name carries a hash of the bytes (cms/collections/images.ts), which lets browsers keep it a year.
    expect(doc.filename).toMatch(/^sports-day-[0-9a-f]{12}\.png$/);
    imageName = doc.filename;
    expect(doc.url).toBe(`/api/images/file/${doc.filename}`);
    const sizes = Object.values(doc.sizes);
    expect(sizes.map((size) => size.url)).toEqual(sizes.map((size) => `/api/images/file/${size.filename}`));
    expect(await keysIn()).toEqual(
      expect.arrayContaining([
        `images/school-1/${doc.filename}`,
        ...sizes.map((size) => `images/school-1/${size.filename}`),
      ]),
    );
    expect(filesUnder(join((replicas[1] as Site).dataDir, 'uploads'))).toEqual([]);
    // A draft album's photo is refused from the bucket as from a folder, with each of its sizes.
    const album = await editor.post('/albums?draft=true', {
      title: 'Sports Day',
      date: '2026-11-20T06:30:00.000Z',
      images: [doc.id],
      _status: 'draft',
    });
    expect(album.status).toBe(201);
    for (const url of [doc.url, ...sizes.map((size) => size.url)])
      expect([url, (await fetch(`${a.url}${url}`)).status]).toEqual([url, 403]);
    expect(
      (await editor.patch(`/albums/${(album.body.doc as { id: number }).id}`, { _status: 'published' })).status,
    ).toBe(200);
    const original = await fetch(`${a.url}${doc.url}`);
    expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    for (const size of sizes) {
      const served = await fetch(`${a.url}${size.url}`);
      const type = size.filename.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
      expect([size.filename, served.status, served.headers.get('content-type')]).toEqual([size.filename, 200, type]);
    }
  });

  it('remove the file from the bucket when the document is deleted, and stop serving it', async () => {
    const [a] = replicas as [Site, Site];
    const { body } = await editor.get('/documents?where[filename][equals]=bus-routes.pdf');
    const id = (body.docs as { id: number }[])[0]?.id;
    expect((await editor.request(`/documents/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await keysIn()).not.toContain('documents/school-1/bus-routes.pdf');
    expect((await fetch(`${a.url}/documents/bus-routes.pdf`)).status).toBe(404);
  });

  it('back up the bucket’s files with the database, and restore them into a folder or another bucket', async () => {
    const archive = join(await mkdtemp(join(tmpdir(), 'school-backup-')), 'site.tar.gz');
    const taken = await runScript('backup.ts', [archive], { ...env, DATA_DIR: replicas[0]?.dataDir ?? '' });
    expect(taken).toEqual({ code: 0, output: expect.stringContaining(`from the bucket ${BUCKET}`) });

    const folder = await mkdtemp(join(tmpdir(), 'school-restore-'));
    const intoFolder = await runScript('restore.ts', [archive], { DATA_DIR: folder });
    expect(intoFolder.code).toBe(0);
    expect(filesUnder(join(folder, 'uploads', 'documents'))).toContain('fee-structure.pdf');
    expect(filesUnder(join(folder, 'uploads', 'images'))).toContain(imageName);

    const intoBucket = await runScript('restore.ts', [archive], {
      DATA_DIR: await mkdtemp(join(tmpdir(), 'school-restore-')),
      ...s3.settings('school-restored'),
    });
    expect(intoBucket.code).toBe(0);
    expect(await keysIn('school-restored')).toEqual(await keysIn());
    const restored = await s3.client.headObject({ Bucket: 'school-restored', Key: `images/school-1/${imageName}` });
    expect(restored.ContentType).toBe('image/png');

    // One school's export takes its files from the bucket, each from the folder its row names.
    const exported = join(await mkdtemp(join(tmpdir(), 'school-export-')), 'school.tar.gz');
    const one = await runScript('schools.ts', ['export', 'localhost', exported], {
      ...env,
      DATA_DIR: replicas[0]?.dataDir ?? '',
    });
    expect(one.code).toBe(0);
    const entries = execFileSync('tar', ['-tzf', exported], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(
      expect.arrayContaining(['uploads/documents/school-1/fee-structure.pdf', `uploads/images/school-1/${imageName}`]),
    );
  }, 120_000);

  it.each([
    [
      'a bucket that is not there',
      { S3_BUCKET: 'no-such-bucket' },
      /^npm run migrate: S3_BUCKET="no-such-bucket" cannot be used at http:\/\/127\.0\.0\.1:\d+: there is no such bucket$/,
    ],
    [
      'a service that does not answer',
      { S3_ENDPOINT: 'http://127.0.0.1:1', S3_SECRET_ACCESS_KEY: 'not-the-s3cret' },
      /^npm run migrate: S3_BUCKET="school-uploads" cannot be used at http:\/\/127\.0\.0\.1:1: \S/,
    ],
  ])('refuse to prepare the site with %s, in one line', async (_case, wrong, message) => {
    const { code, output } = await runScript('migrate.ts', [], {
      ...env,
      DATA_DIR: replicas[0]?.dataDir ?? '',
      ...wrong,
    });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(message);
    expect(output).not.toContain('s3cret');
  });
});

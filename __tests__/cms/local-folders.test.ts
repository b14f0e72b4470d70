import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CollectionConfig, PayloadRequest } from 'payload';
import { localFolders } from '@/cms/local-folders';

// The adapter's writes and deletes on disk; what is served, and to whom, the integration tests show
// (school-isolation.test.ts), so the serving helpers, ES modules jest would have to compile, stay out.
jest.mock('@payloadcms/plugin-cloud-storage/utilities', () => ({}));
jest.mock('payload/internal', () => ({}));

const root = mkdtempSync(join(tmpdir(), 'local-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const adapter = localFolders(root)({ collection: { slug: 'documents' } as CollectionConfig, prefix: 'documents' });
const req = {} as PayloadRequest;
const file = (name: string) => ({
  buffer: Buffer.from(`bytes of ${name}`),
  filename: name,
  filesize: 9,
  mimeType: 'application/pdf',
});
const upload = (key: string) =>
  adapter.handleUpload({
    clientUploadContext: undefined,
    collection: {} as CollectionConfig,
    data: {},
    file: file(key),
    req,
    storageFilePath: key,
  });
const remove = (key: string) =>
  adapter.handleDelete({
    collection: {} as CollectionConfig,
    doc: {} as never,
    filename: key,
    req,
    storageFilePath: key,
  });

describe('uploads kept in folders on disk', () => {
  it('writes a file at its key, making its school’s folder', async () => {
    await upload('documents/school-3/fees.pdf');
    expect(readFileSync(join(root, 'documents', 'school-3', 'fees.pdf'), 'utf8')).toBe(
      'bytes of documents/school-3/fees.pdf',
    );
  });

  it('takes a school’s folder away with its last file, and leaves one still in use', async () => {
    await upload('documents/school-4/a.pdf');
    await upload('documents/school-4/b.pdf');
    await remove('documents/school-4/a.pdf');
    expect(existsSync(join(root, 'documents', 'school-4', 'b.pdf'))).toBe(true);
    await remove('documents/school-4/b.pdf');
    expect(existsSync(join(root, 'documents', 'school-4'))).toBe(false);
    expect(existsSync(join(root, 'documents'))).toBe(true);
  });

  it('refuses a key that leads out of the uploads folder', async () => {
    await expect(upload('../escaped.pdf')).rejects.toThrow(/leaves the uploads folder/);
    await expect(remove('documents/../../escaped.pdf')).rejects.toThrow(/leaves the uploads folder/);
    expect(existsSync(join(root, '..', 'escaped.pdf'))).toBe(false);
  });
});

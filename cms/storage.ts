import { readdir, readFile, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage';
import { s3Storage } from '@payloadcms/storage-s3';
import type { CollectionBeforeChangeHook, Plugin } from 'payload';
import { getSettings, type S3Settings, type Settings } from '../lib/settings.ts';
import { UPLOAD_COLLECTIONS, type UploadCollection } from '../lib/upload-limits.ts';
import { localFolders } from './local-folders.ts';
import { schoolIdOf, schoolOf } from './school-scope.ts';

export class StorageError extends Error {
  override name = 'StorageError';
}

/**
 * Where uploaded files live. Without S3_BUCKET: UPLOADS_DIR (default DATA_DIR/uploads), a folder every
 * replica mounts. With it: the bucket. The layout is the same in both, so copying one into the other
 * (`aws s3 sync UPLOADS_DIR s3://BUCKET`) moves a site between them: each file at its document's prefix,
 * `{collection}/school-{id}/{file}`, its school's own folder (a file stored before schools had folders
 * stays at `{collection}/{file}`, where its document's prefix says it is).
 *
 * This is a collection's own folder, the `staticDir` Payload is given: Payload stores nothing there once
 * the storage plugin has the files, but it still looks there, so a new file is never given the name of a
 * file stored before schools had folders.
 */
export function uploadsDir(collection: string): string {
  return join(getSettings().uploadsDir, collection);
}

/** The folder (on disk) or prefix (in the bucket) of `school`'s files of `collection`. */
export const schoolFolder = (collection: string, school: number) => `${collection}/school-${school}`;

/**
 * A new file goes to its document's school's folder; otherwise the prefix stays what it was. The prefix
 * is a field anyone who may edit the document could send: named by hand, it would put a file, or read one,
 * in another school's folder.
 */
const keepFilesInTheirSchool: CollectionBeforeChangeHook = ({ collection, data, originalDoc: stored, req }) => {
  const originalDoc = stored as { school?: unknown; prefix?: string | null } | undefined;
  if (req.file) {
    const school = schoolIdOf(data.school ?? originalDoc?.school) ?? schoolOf(req);
    data.prefix = school === undefined ? collection.slug : schoolFolder(collection.slug, school);
  } else if (originalDoc) data.prefix = originalDoc.prefix;
  else delete data.prefix;
  return data;
};

function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // S3-compatible services (MinIO, Ceph, R2, the tests' s3rver) do not all read the checksums and
    // aws-chunked bodies the SDK sends AWS by default: there, only when an operation requires them.
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
}

const clients = new Map<string, S3>();

/** One client (and its connection pool) per bucket configuration, for the life of the process. */
export function s3Client(s3: S3Settings): S3 {
  const key = JSON.stringify(s3);
  let client = clients.get(key);
  if (!client) {
    client = new S3(s3ClientConfig(s3));
    clients.set(key, client);
  }
  return client;
}

/**
 * Payload's S3 adapter for the upload collections, turned off without S3_BUCKET. Its fields (the object's
 * prefix and key) are in the tables either way, so one schema, and one set of migrations, serves both.
 * Files are still served by this site (Payload's /api/{collection}/file/{name} and /documents/{name}),
 * through read access, never from the bucket's own address: the bucket can stay private. No object is
 * given a public ACL, and Payload's access control stays on (`disablePayloadAccessControl` unset), which
 * keeps the TC scans (read: signed-in staff) as private in a bucket as on disk.
 */
export function uploadStorage(settings: Pick<Settings, 's3' | 'uploadsDir'>): Plugin {
  const { s3 } = settings;
  const collection = (slug: string) => ({
    prefix: slug,
    // The URL Payload gives a file without the adapter, so pages' image addresses stay the same.
    generateFileURL: ({ filename }: { filename: string }) => `/api/${slug}/file/${encodeURIComponent(filename)}`,
  });
  const storage = s3
    ? s3Storage({
        alwaysInsertFields: true,
        bucket: s3.bucket,
        config: s3ClientConfig(s3),
        collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, collection(slug)])),
      })
    : cloudStoragePlugin({
        alwaysInsertFields: true,
        collections: Object.fromEntries(
          UPLOAD_COLLECTIONS.map((slug) => [slug, { ...collection(slug), adapter: localFolders(settings.uploadsDir) }]),
        ),
      });
  return async (config) => {
    const stored = await storage(config);
    return {
      ...stored,
      collections: stored.collections?.map((each) =>
        (UPLOAD_COLLECTIONS as readonly string[]).includes(each.slug)
          ? {
              ...each,
              hooks: { ...each.hooks, beforeChange: [...(each.hooks?.beforeChange ?? []), keepFilesInTheirSchool] },
            }
          : each,
      ),
    };
  };
}

/** Where a stored upload is, in the folder or the bucket: the document's prefix (its school's folder) and file name. */
export function objectKey(
  collection: UploadCollection,
  doc: { filename: string; prefix?: string | null; _objectKey?: string | null },
): string {
  return posix.join(doc.prefix || collection, doc._objectKey || '', doc.filename);
}

export function isMissing(error: unknown): boolean {
  // By name, not class: the SDK may be bundled more than once in the server.
  const { name, code } = error as { name?: string; code?: string };
  return name === 'NoSuchKey' || name === 'NotFound' || code === 'ENOENT';
}

/** An uploaded file's bytes from wherever uploads live, or undefined when it is not there. */
export async function readUpload(
  collection: UploadCollection,
  doc: { filename: string; prefix?: string | null; _objectKey?: string | null },
  settings: Pick<Settings, 's3' | 'uploadsDir'> = getSettings(),
): Promise<BodyInit | undefined> {
  try {
    if (!settings.s3) return await readFile(join(settings.uploadsDir, objectKey(collection, doc)));
    const object = await s3Client(settings.s3).getObject({
      Bucket: settings.s3.bucket,
      Key: objectKey(collection, doc),
    });
    return object.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Deletes every file stored for `collection` (its folder's, or its bucket prefix's), returning how many. */
export async function deleteStoredFiles(
  collection: UploadCollection,
  settings: Pick<Settings, 's3' | 'uploadsDir'> = getSettings(),
): Promise<number> {
  if (!settings.s3) {
    const folder = join(settings.uploadsDir, collection);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) =>
      isMissing(error) ? [] : Promise.reject(error as Error),
    );
    const top = entries.filter((entry) => entry.parentPath === folder);
    await Promise.all(top.map((entry) => rm(join(folder, entry.name), { recursive: true, force: true })));
    return entries.filter((entry) => entry.isFile()).length;
  }
  const client = s3Client(settings.s3);
  let deleted = 0;
  for (let more = true; more;) {
    const listed = await client.listObjectsV2({ Bucket: settings.s3.bucket, Prefix: `${collection}/` });
    const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length > 0) await client.deleteObjects({ Bucket: settings.s3.bucket, Delete: { Objects: keys } });
    deleted += keys.length;
    more = listed.IsTruncated === true && keys.length > 0;
  }
  return deleted;
}

/**
 * Before the server serves: the bucket answers to these settings. A missing credential, a wrong region
 * or endpoint, or a bucket that is not there stops the start with one line, not the first upload.
 */
export async function checkUploadStorage(settings: Pick<Settings, 's3'>): Promise<void> {
  const { s3 } = settings;
  if (!s3) return;
  try {
    await s3Client(s3).headBucket({ Bucket: s3.bucket }, { abortSignal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'there is no such bucket'
        : status === 403
          ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the role the server runs as)'
          : status === 301
            ? 'the bucket is in another region than S3_REGION'
            : `${(error as Error).name}: ${(error as Error).message}`;
    throw new StorageError(
      `S3_BUCKET=${JSON.stringify(s3.bucket)} cannot be used${s3.endpoint ? ` at ${s3.endpoint}` : ''}: ${reason}`,
    );
  }
}

import { readdir, readFile, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { getSettings, type S3Settings, type Settings } from '../lib/settings.ts';
import { UPLOAD_COLLECTIONS, type UploadCollection } from '../lib/upload-limits.ts';

export class StorageError extends Error {
  override name = 'StorageError';
}

/**
 * Where uploaded files live. Without S3_BUCKET: UPLOADS_DIR/{collection} (default DATA_DIR/uploads), a
 * folder every replica mounts. With it: the bucket's {collection}/ folder, the same layout, so copying
 * one into the other (`aws s3 sync UPLOADS_DIR s3://BUCKET`) moves a site between them.
 */
export function uploadsDir(collection: string): string {
  return join(getSettings().uploadsDir, collection);
}

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
export function uploadStorage(settings: Pick<Settings, 's3'>): Plugin {
  const { s3 } = settings;
  return s3Storage({
    enabled: s3 !== undefined,
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: Object.fromEntries(
      UPLOAD_COLLECTIONS.map((slug) => [
        slug,
        {
          prefix: slug,
          // The URL Payload gives a file without the adapter, so pages' image addresses stay the same.
          generateFileURL: ({ filename }: { filename: string }) => `/api/${slug}/file/${encodeURIComponent(filename)}`,
        },
      ]),
    ),
  });
}

/** The object a stored upload is at: the document's prefix (its collection's folder) and file name. */
function objectKey(
  collection: UploadCollection,
  doc: { filename: string; prefix?: string | null; _objectKey?: string | null },
): string {
  return posix.join(doc.prefix || collection, doc._objectKey || '', doc.filename);
}

function isMissing(error: unknown): boolean {
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
    if (!settings.s3) {
      return await readFile(join(settings.uploadsDir, collection, doc.filename));
    }
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
    const names = await readdir(folder).catch((error: unknown) =>
      isMissing(error) ? [] : Promise.reject(error as Error),
    );
    await Promise.all(names.map((name) => rm(join(folder, name), { recursive: true, force: true })));
    return names.length;
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

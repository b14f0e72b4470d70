import { createReadStream } from 'node:fs';
import { mkdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Adapter } from '@payloadcms/plugin-cloud-storage/types';
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities';
import { getRangeRequestInfo } from 'payload/internal';
import { uploadContentType } from '../lib/upload-limits.ts';

/**
 * Uploads on this machine's disk (or a folder every replica mounts), kept as the S3 adapter keeps them in
 * a bucket: each file at its document's prefix (its school's folder, cms/storage.ts) under `root`. Payload's
 * own local storage has one folder a collection (`staticDir`), which cannot differ by document; Payload
 * has no adapter of its own for a folder, so this is the cloud-storage plugin's adapter contract, written
 * against the disk, and the plugin does the rest (the prefix field, the hooks, access before a file is served).
 */
export function localFolders(root: string): Adapter {
  const base = resolve(root);
  /** The path of a storage key, never outside `root` whatever the key says. */
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`An upload's key leaves the uploads folder: ${key}`);
    return path;
  };

  return ({ collection, prefix }) => ({
    name: 'local-folders',
    async handleUpload({ file, storageFilePath }) {
      const path = pathOf(storageFilePath);
      await mkdir(dirname(path), { recursive: true });
      // In memory: the config keeps uploads out of temporary files (no `upload.useTempFiles`).
      await writeFile(path, file.buffer);
    },
    async handleDelete({ storageFilePath }) {
      const path = pathOf(storageFilePath);
      await rm(path, { force: true });
      // A school's folder goes with its last file (a school removed leaves none); one still in use stays.
      if (dirname(path) !== base) await rmdir(dirname(path)).catch(() => undefined);
    },
    async staticHandler(req, { doc, headers: given, params }) {
      // The document Payload has found by the file's name, with the reader's access (so another school's
      // file is never found at this school's address), says which folder the file is in.
      const key = await getStorageFilePath({
        collection,
        collectionPrefix: prefix,
        doc,
        filename: params.filename,
        req,
      });
      const path = pathOf(key);
      const size = await stat(path).then(
        (stats) => (stats.isFile() ? stats.size : undefined),
        () => undefined,
      );
      if (size === undefined) {
        // As Payload's own local storage answers it: the document is there, so the fault is the server's.
        req.payload.logger.error(`The file ${key} of a ${collection.slug} document is missing from the uploads folder`);
        return Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 });
      }
      const range = getRangeRequestInfo({ fileSize: size, rangeHeader: req.headers.get('range') });
      let headers = new Headers(given);
      for (const [name, value] of Object.entries(range.headers)) headers.set(name, value);
      if (range.type === 'invalid') return new Response(null, { headers, status: range.status });
      // Every type a collection takes is known by its name's extension (lib/upload-limits.ts): none is XML.
      headers.set('Content-Type', uploadContentType(params.filename) ?? 'application/octet-stream');
      const upload = typeof collection.upload === 'object' ? collection.upload : undefined;
      headers = upload?.modifyResponseHeaders?.({ headers }) ?? headers;
      const stream = createReadStream(
        path,
        range.type === 'partial' ? { start: range.rangeStart, end: range.rangeEnd } : undefined,
      );
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { headers, status: range.status });
    },
  });
}

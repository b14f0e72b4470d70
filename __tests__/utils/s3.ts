import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account. */
const KEY = 'S3RVER';

export type LocalS3 = {
  endpoint: string;
  /** A client for the test's own checks (listing what the site stored). */
  client: S3;
  /** The site's settings for one of its buckets. */
  settings: (bucket: string) => Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) in the test's own process, on a loopback port, its objects in a
 * temp folder removed by stop(); silent, so it writes nothing to the test's output.
 */
export async function startS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'school-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    settings: (bucket) => ({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    }),
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

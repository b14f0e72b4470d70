import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FrontProxy = { url: string; deployNewWorker: () => void; close: () => Promise<void> };

/**
 * A reverse proxy in front of the site that can make the worker script look like a new deploy's,
 * so a test can watch open pages take the update. Everything else passes through untouched.
 */
export async function startFrontProxy(target: string): Promise<FrontProxy> {
  const upstream = new URL(target);
  let deploy = 1;
  const server = createServer((req, res) => {
    // Uncompressed, so the worker script can be appended to.
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!req.url?.startsWith('/serwist/sw.js') || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// deploy ${deploy}\n`)]);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          res.writeHead(200, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deployNewWorker: () => void (deploy += 1),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

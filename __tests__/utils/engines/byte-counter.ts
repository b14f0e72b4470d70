import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One response as it crossed the wire to the browser: its status line and headers, then its body as sent (compressed if it was). */
export type Transfer = { path: string; type: string; bytes: number; at: number };

export type ByteCounter = {
  url: string;
  transfers: Transfer[];
  /** Bytes of every response so far. */
  total: () => number;
  /** Resolves once no response has started or sent anything for `quietMs` (lazy images near the screen included). */
  quiet: (quietMs: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A reverse proxy in front of the site that counts what each response transfers to the browser, whatever
 * the engine reports itself (Firefox and WebKit may give `transferSize` 0). Requests pass unchanged, so
 * compression is what the browser would get from the site.
 */
export async function startByteCounter(target: string): Promise<ByteCounter> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const transfers: Transfer[] = [];
  const started = Date.now();
  let lastActivity = Date.now();
  const server = createServer((req, res) => {
    lastActivity = Date.now();
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer: IncomingMessage) => {
        const head = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage ?? ''}\r\n${Object.entries(answer.headers)
          .map(([name, value]) => `${name}: ${String(value)}\r\n`)
          .join('')}\r\n`;
        const transfer: Transfer = {
          path: String(req.url),
          type: String(answer.headers['content-type'] ?? ''),
          bytes: Buffer.byteLength(head),
          at: Date.now() - started,
        };
        transfers.push(transfer);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          transfer.bytes += chunk.length;
          lastActivity = Date.now();
        });
        answer.on('end', () => (lastActivity = Date.now()));
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transfers,
    total: () => transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
    async quiet(quietMs, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`the page was still loading after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

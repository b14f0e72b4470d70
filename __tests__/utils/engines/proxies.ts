import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { RECORDER_SOURCE } from './recorder';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: Server, sockets: Set<Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

/** A request the browser sent the site, as the site proxy saw it. */
export type ProxiedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  /** What the page cache did, from the answer's Server-Timing (hit, miss, bypass). */
  cache?: string;
};

export type SiteProxy = {
  url: string;
  /** What the browser asked the site for (the server's own CMS reads never pass here). */
  requests: ProxiedRequest[];
  /** Refuses every connection while on, as a network that is down: the engine's own offline switch, for every engine. */
  setOffline: (offline: boolean) => Promise<void>;
  /**
   * Reaches the site from `address` (any 127.0.0.x) from now on, so the site counts what follows as another
   * visitor's (its limits are per address); undefined: from 127.0.0.1 again.
   */
  visitAs: (address: string | undefined) => void;
  close: () => Promise<void>;
};

function withRecorder(html: string, nonce: string | undefined): string {
  const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${RECORDER_SOURCE}</script>`;
  return html.replace(/<head[^>]*>/, (head) => head + tag);
}

/** A policy of hashes (a page the cache kept) with the recorder's own added, so it is not itself a violation. */
function policyWithRecorder(policy: string | undefined): string | undefined {
  if (!policy || !/'sha256-/.test(policy)) return policy;
  const hash = `'sha256-${createHash('sha256').update(RECORDER_SOURCE).digest('base64')}'`;
  return policy.replace(/script-src /, `script-src ${hash} `);
}

/**
 * The site as every engine's journeys see it: a reverse proxy that puts the recorder first in each page's
 * <head>, with the page's own CSP nonce, or its hash added to a kept page's policy of hashes (so it is not
 * itself a violation), and that can play offline.
 */
export async function startSiteProxy(target: string): Promise<SiteProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const requests: ProxiedRequest[] = [];
  let from: string | undefined;
  let address = '';
  const server = createServer((req, res) => {
    const seen: ProxiedRequest = {
      method: String(req.method),
      path: String(req.url),
      authorization: req.headers.authorization ?? null,
    };
    requests.push(seen);
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    // A form this proxy's pages send carries the proxy's origin; the site takes only its own (its cross-site
    // check, lib/cross-site.ts), as it would behind a real proxy serving its SITE_URL. Other origins pass as sent.
    if (headers.origin === `http://${address}`) headers.origin = upstream.origin;
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, localAddress: from },
      (answer: IncomingMessage) => {
        seen.cache = /cache;desc=(\w+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1];
          const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8'), nonce));
          const policy = policyWithRecorder(answer.headers['content-security-policy'] as string | undefined);
          const out = {
            ...answer.headers,
            'content-length': String(body.length),
            ...(policy && { 'content-security-policy': policy }),
          };
          delete out['transfer-encoding'];
          delete out.etag;
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  let offline = false;
  server.on('connection', (socket) => {
    if (offline) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  address = await listen(server);
  return {
    url: `http://${address}`,
    requests,
    visitAs: (address) => (from = address),
    setOffline: async (next) => {
      offline = next;
      if (offline) for (const socket of sockets) socket.destroy();
    },
    close: closer(server, sockets),
  };
}

export type ThirdPartyStub = {
  address: string;
  host: string;
  port: number;
  reached: string[];
  close: () => Promise<void>;
};

/**
 * The HTTP proxy Firefox and WebKit are given, so no third-party origin (the map, social networks) is ever
 * reached: plain HTTP gets a stub page, HTTPS tunnels are refused. It records what was asked for.
 */
export async function startThirdPartyStub(): Promise<ThirdPartyStub> {
  const sockets = new Set<Socket>();
  const reached: string[] = [];
  const server = createServer((req, res) => {
    reached.push(String(req.url));
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>External page</title>');
  });
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    reached.push(String(req.url));
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const address = await listen(server);
  const port = Number(address.split(':')[1]);
  return { address, host: '127.0.0.1', port, reached, close: closer(server, sockets) };
}

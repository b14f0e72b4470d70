import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_PATH } from '../../scripts/lib/system-deps';
import { track } from './children';
import { freePort } from './production-server';

/**
 * nginx keeping the site's pages, as docs/operations.md ("nginx or a CDN in front") has it: a page is
 * kept, and asked about with its ETag at every request (the site's `X-Accel-Expires: @1`), so nginx sends
 * the body and the site a 304; an edit shows at the next request. `X-Cache-Status` says which it was.
 */
const PAGE_CACHE = `      proxy_cache pages;
      proxy_cache_revalidate on;
      proxy_ignore_headers Cache-Control;
      proxy_cache_bypass $signed_in $http_authorization;
      proxy_no_cache $signed_in $http_authorization;
      add_header X-Cache-Status $upstream_cache_status always;
`;

// A signed-in editor (Payload's `payload-token` cookie, which no $cookie_ variable can name) passes by.
const PAGE_CACHE_PATH = (dir: string) => `  proxy_cache_path ${dir}/cache keys_zone=pages:10m max_size=256m;
  map $http_cookie $signed_in {
    default "";
    "~(^|;)\\s*payload-token=" 1;
  }
`;

/** `logs`: what nginx printed and its error log (each failed upstream connection, each retry). */
export type Nginx = { url: string; logs: () => string; stop: () => Promise<void> };

/**
 * Debian's nginx as a load balancer in front of `upstreamPorts` on loopback, the way a VM deployment
 * runs it (keep-alive to the replicas, a failed connection retried on the next one), with its own
 * config, pid file, logs and temp files in a temp folder.
 */
export async function startNginx(upstreamPorts: number[], { cache = false } = {}): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'school-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must reach the temp files here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const servers = upstreamPorts
    // A replica that refused a connection is skipped for a second only: one restarted a moment ago must
    // take traffic again before the next one stops.
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=1s;`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${cache ? PAGE_CACHE_PATH(dir) : ''}  upstream site {
${servers}
    keepalive 32;
    # Idle upstream connections close on nginx's side first, before a draining server closes them
    # (SHUTDOWN_DELAY_MS is 500 in the tests): else a POST nginx sends on one just as the server closes it
    # cannot be retried and answers 502 (a menu save during the replicas' restart, once in a clean run).
    keepalive_timeout 300ms;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # A request whose connection a draining replica reset before answering is sent to the next one,
      # a POST too (docs/operations.md): never on a time-out, which a slow answer could be.
      proxy_next_upstream error non_idempotent;
${cache ? PAGE_CACHE : ''}    }
  }
}
`,
  );
  let output = '';
  const child = track(
    spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    }
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer within 10 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const errorLog = join(dir, 'error.log');
  return { url, logs: () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''), stop };
}

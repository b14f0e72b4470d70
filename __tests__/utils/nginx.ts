import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_PATH } from '../../scripts/lib/system-deps';
import { track } from './children';
import { freePort } from './production-server';

/** `logs`: what nginx printed and its error log (each failed upstream connection, each retry). */
export type Nginx = { url: string; logs: () => string; stop: () => Promise<void> };

/**
 * Debian's nginx as a load balancer in front of `upstreamPorts` on loopback, the way a VM deployment
 * runs it (keep-alive to the replicas, a failed connection retried on the next one), with its own
 * config, pid file, logs and temp files in a temp folder.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
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
  upstream site {
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
    }
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

/**
 * The benchmark's physical limit: Debian's nginx serving a saved copy of a page as a static file, gzipped
 * ahead of time (`gzip_static on`), as a plain web server would serve a prerendered site. Whatever the
 * site's own server does per request, it cannot answer faster than this on the same machine.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NGINX_PATH } from './system-deps.ts';

/**
 * One worker: the site is one Node process, whose JavaScript runs on one thread, so one nginx worker is
 * the same budget of one core; the machine's other core stays with autocannon, the load generator in the
 * benchmark's own process. With `auto` (one worker a core) nginx would take that core from autocannon, and
 * the figure would measure the load generator as much as the server.
 */
export const NGINX_WORKERS = 1;

export type NginxStatic = { url: string; stop: () => Promise<void> };

/**
 * nginx on 127.0.0.1 at `port`, in the foreground (`daemon off`, so it is the benchmark's child), its
 * config, pid file, logs and temp files in a temp folder; `url` serves `html` (and `html.gz` to a client
 * that accepts gzip). `stopOnExit` receives a synchronous stop for the benchmark's emergency exits (a
 * signal, the time bound): the whole process group, so no worker outlives its master.
 */
export async function startNginxStatic(
  html: Buffer,
  port: number,
  stopOnExit: (stop: () => void) => () => void,
): Promise<NginxStatic> {
  const dir = mkdtempSync(join(tmpdir(), 'school-bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must read the page here.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'www'));
  writeFileSync(join(dir, 'www', 'home.html'), html);
  // As a static host would prepare it: once, at the best compression.
  writeFileSync(join(dir, 'www', 'home.html.gz'), gzipSync(html, { level: 9 }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes ${NGINX_WORKERS};
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  # Node's server keeps a connection for any number of requests; nginx's default closes it after 1000.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
  }
}
`,
  );
  let output = '';
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const untrack = stopOnExit(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const logs = () => output + (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const url = `http://127.0.0.1:${port}/home.html`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // The master's fast shutdown stops its worker before it exits.
      child.kill('SIGTERM');
      await exited;
    }
    untrack();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = logs();
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${text}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      const text = logs();
      await stop();
      throw new Error(`nginx did not serve ${url} within 10 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

/**
 * The benchmark's physical limit: Debian's nginx serving saved copies of the pages as static files,
 * compressed ahead of time (the site's own gzip bytes, `gzip_static on`), as a plain web server would serve
 * a prerendered site. Whatever the site's own server does per request, it cannot answer faster than this
 * on the same machine; it is measured with one worker and with one a core (`auto`).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { NGINX_PATH } from './system-deps.ts';

/** A page as the site's server sent it: gzip always, Brotli when the server sent it (`Accept-Encoding: br`). */
export type StaticPage = { path: string; identity: Buffer; gzip: Buffer; brotli?: Buffer };

// Where Debian's nginx would keep a dynamic Brotli module (the `libnginx-mod-http-brotli-static` package
// of later releases); Debian 12's nginx has none, and then nginx serves the gzip bytes.
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether this machine's nginx can send precompressed Brotli files (`brotli_static`). */
export const nginxHasBrotli = () => existsSync(BROTLI_STATIC_MODULE);

export type NginxStatic = { base: string; workers: string; stop: () => Promise<void> };

/**
 * nginx on 127.0.0.1 at `port` with `workers` (`1`, or `auto`: one a core), in the foreground
 * (`daemon off`, so it is the benchmark's child), its config, pid file, logs and temp files in a temp
 * folder; each page at its own path, as saved files: the identity bytes, the site's gzip bytes
 * (`gzip_static`) and, when nginx has the module, its Brotli bytes (`brotli_static`). `stopOnExit`
 * receives a synchronous stop for the benchmark's emergency exits (a signal, the time bound): the whole
 * process group, so no worker outlives its master.
 */
export async function startNginxStatic(
  pages: StaticPage[],
  port: number,
  workers: '1' | 'auto',
  stopOnExit: (stop: () => void) => () => void,
): Promise<NginxStatic> {
  const dir = mkdtempSync(join(tmpdir(), 'school-bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must read the pages here.
  chmodSync(dir, 0o755);
  const brotli = nginxHasBrotli();
  for (const page of pages) {
    const file = join(dir, 'www', page.path);
    mkdirSync(dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, page.identity);
    writeFileSync(`${file}.gz`, page.gzip);
    if (brotli && page.brotli) writeFileSync(`${file}.br`, page.brotli);
  }
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes ${workers};
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
    gzip_vary on;${brotli ? '\n    brotli_static on;' : ''}
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
  const base = `http://127.0.0.1:${port}`;
  const url = `${base}${pages[0]?.path ?? '/'}`;
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
  return { base, workers, stop };
}

/**
 * The benchmark's floor for one Node process: a plain `node:http` server answering each saved page with
 * the bytes and headers the site's server sent for it, and nothing per request. Run as a child
 * (`node plain-node-server.ts <dir> <port>`), so it has its own process as the site's server has:
 * `<dir>/pages.json` maps each path to its body file and headers (written by `savePlainPages`). Several run
 * on one port (`reusePort`: the kernel shares the connections out) as the floor for one process a core.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

export type SavedPage = { body: string; headers: Record<string, string> };

const [dir, port] = process.argv.slice(2);
if (dir === undefined || port === undefined) {
  console.error('usage: node plain-node-server.ts <dir> <port>');
  process.exit(2);
}
const saved = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as Record<string, SavedPage>;
const pages = new Map(
  Object.entries(saved).map(([path, page]) => {
    const body = readFileSync(join(dir, page.body));
    return [path, { body, headers: { ...page.headers, 'content-length': String(body.length) } }];
  }),
);

createServer((request, response) => {
  const page = pages.get(request.url ?? '');
  if (page === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, page.headers).end(page.body);
}).listen(
  { port: Number(port), host: '127.0.0.1', reusePort: true },
  // What the bench waits for: with several on one port, a request cannot tell which one answered.
  () => console.log('listening'),
);

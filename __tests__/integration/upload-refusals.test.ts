import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { editorSession, type CmsSession } from '../utils/cms-client';
import { rssMiB, startSite, type Site } from '../utils/production-server';

// An upload the server refuses before reading its body, as a visitor without an account or an editor
// with a file far too large sends it, and what the connection it came on does next.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite({ CMS_API_URL: '' });
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const MB = 1024 * 1024;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };

/**
 * POSTs a multipart body of `length` bytes to `path`, 1 MB at a time as the server takes it, until the
 * server answers (then stops sending, as a browser does). Times the answer from the first byte sent.
 */
function postUpload(
  path: string,
  length: number,
  headers: Record<string, string>,
  agent?: Agent,
  method = 'POST',
): Promise<Answer> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({
      hostname,
      port,
      path,
      method,
      agent: agent ?? false,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': length, ...headers },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      const ms = performance.now() - started;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    // Once answered, the rest of the body is not sent: the connection closes, which is no failure here.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(MB, 'x');
    const send = async () => {
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n%PDF-1.4\n');
      for (let sent = 0; sent < length - 2 * MB && !answered; sent += chunk.length) {
        if (!req.write(chunk)) await new Promise((resume) => req.once('drain', resume));
      }
      if (!answered) req.end();
    };
    send().catch(() => undefined);
  });
}

/** A GET on `agent`, answered whole. */
function get(path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

const message = (answer: Answer) => (JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0]?.message;

describe('an upload refused before its body is read', () => {
  it('is 403 at once for a visitor without an account, closing the connection; the next request on it is answered', async () => {
    // One connection at a time, reused: what a browser's or a proxy's pool does.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await postUpload('/api/documents', 22 * MB, {}, agent);
      expect(refused.status).toBe(403);
      expect(refused.headers.connection).toBe('close');
      expect(message(refused)).toMatch(/not allowed/);
      const next = await get('/healthz', agent);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('is 403 for every way a visitor may send one: a replaced file, a forged token, a cookie without an account', async () => {
    const sends: [string, Record<string, string>, string?][] = [
      ['/api/images/1', {}, 'PATCH'],
      ['/api/transfer-certificate-scans', { Authorization: 'JWT not-a-token' }],
      ['/api/documents?depth=0', { Cookie: 'payload-token=forged' }],
      ['/api/transfer-certificate-imports', { Authorization: 'users API-Key 0000' }],
    ];
    for (const [path, headers, method] of sends) {
      const answer = await postUpload(path, 3 * MB, headers, undefined, method);
      expect([path, answer.status, answer.headers.connection]).toEqual([path, 403, 'close']);
    }
  });

  it('leaves the server’s memory alone when 8 visitors send 22 MB each', async () => {
    const before = rssMiB(site.pid);
    const answers = await Promise.all(Array.from({ length: 8 }, () => postUpload('/api/documents', 22 * MB, {})));
    const after = rssMiB(site.pid);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    console.log(`8 anonymous 22 MB uploads: 403 within ${Math.round(slowest)} ms; RSS ${before} → ${after} MiB`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(403));
    // Read, they held 176 MB between them: the server grew by 146 MiB.
    expect(after - before).toBeLessThan(64);
  });

  it.each([50, 60])(
    'is 413 with the file’s limit for an editor’s %i MB file; the next request on the connection is answered',
    async (size) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await postUpload('/api/documents', size * MB, { Authorization: `JWT ${editor.token}` }, agent);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('close');
        expect(message(refused)).toBe('The file is too large: a file may be at most 20 MB.');
        expect((await get('/healthz', agent)).status).toBe(200);
      } finally {
        agent.destroy();
      }
    },
  );

  it('is not refused for an editor signed in with the admin’s cookie', async () => {
    const bytes = await (await fetch(`${site.url}/documents/state-noc.pdf`)).arrayBuffer();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'cookie-upload.pdf');
    form.append('_payload', JSON.stringify({ title: 'Uploaded with a cookie' }));
    const response = await fetch(`${site.url}/api/documents`, {
      method: 'POST',
      headers: { Cookie: editor.cookie, Origin: site.url },
      body: form,
    });
    expect(response.status).toBe(201);
  });
});

describe('a request with a body too large for it', () => {
  it('is 413 with Connection: close, and the next request on its connection is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await postUpload('/api/users/login', 3 * MB, {}, agent);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect((await get('/healthz', agent)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

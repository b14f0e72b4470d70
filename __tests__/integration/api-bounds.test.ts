import { request } from 'node:http';
import { addUser, editorSession, signIn, type CmsSession } from '../utils/cms-client';
import { body, link, paragraph, text } from '../utils/lexical';
import { startSite, type Site } from '../utils/production-server';

// Payload's REST API as a visitor (or an attacker) uses it: how many documents, how deep, how large a body.
let site: Site;
let editor: CmsSession;

beforeAll(async () => {
  site = await startSite();
  editor = await editorSession(site);
});
afterAll(() => site.stop());

const MB = 1024 * 1024;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** How many levels of populated documents `value` holds: a relation given as a document, not an id. */
function populatedDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(populatedDepth));
  if (!value || typeof value !== 'object') return 0;
  const { relationTo, value: related } = value as { relationTo?: unknown; value?: unknown };
  if (typeof relationTo === 'string' && related && typeof related === 'object') return 1 + populatedDepth(related);
  return Math.max(0, ...Object.values(value).map(populatedDepth));
}

async function publishPage(slug: string, pageBody: unknown): Promise<number> {
  const created = await editor.post('/pages', { slug, title: slug, body: pageBody, _status: 'published' });
  expect(created.status).toBe(201);
  return (created.body.doc as { id: number }).id;
}

const internalLink = (id: number) => link('', 'the other page', 'internal', { relationTo: 'pages', value: id });

/** Posts a body of `length` bytes as it is taken, and times the answer; the server may answer before it has all. */
function postLarge(path: string, length: number): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({
      hostname,
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': length },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
      response.resume();
      req.destroy();
    });
    // The server closes the connection on a body it will not read: the rest cannot be sent.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const prefix = Buffer.from('{"email":"someone@school.example","password":"');
    const chunk = Buffer.alloc(MB, 'x');
    const send = async () => {
      req.write(prefix);
      for (let sent = prefix.length; sent < length - 2 && !answered; sent += chunk.length) {
        const part = chunk.subarray(0, Math.min(chunk.length, length - 2 - sent));
        if (!req.write(part)) await new Promise((resume) => req.once('drain', resume));
      }
      if (!answered) req.end('"}');
    };
    send().catch(() => undefined);
  });
}

describe('a visitor’s reads', () => {
  it('get at most 100 documents, populated at most 2 levels deep, whatever limit and depth they ask for', async () => {
    // A notice linking a page, and two pages linking each other: a relation chain as deep as asked.
    const first = await publishPage('depth-probe-one', body(paragraph(text('One.'))));
    const second = await publishPage('depth-probe-two', body(paragraph(internalLink(first))));
    expect((await editor.patch(`/pages/${first}`, { body: body(paragraph(internalLink(second))) })).status).toBe(200);
    const probe = await editor.post('/notices', {
      title: 'Depth probe',
      category: 'notice',
      date: daysAgo(0),
      body: body(paragraph(internalLink(first))),
      _status: 'published',
    });
    expect(probe.status).toBe(201);
    const { totalDocs } = (await editor.get('/notices?limit=1')).body as { totalDocs: number };
    for (let n = totalDocs; n <= 100; n += 10) {
      const batch = Array.from({ length: 10 }, (_, i) =>
        editor.post('/notices', {
          title: `Filler ${n + i}`,
          category: 'notice',
          date: daysAgo(30),
          _status: 'published',
        }),
      );
      for (const saved of await Promise.all(batch)) expect(saved.status).toBe(201);
    }

    for (const query of ['limit=0&depth=10', 'limit=5000&depth=10', 'pagination=false&depth=10']) {
      const response = await fetch(`${site.url}/api/notices?${query}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { docs: { title: string }[]; limit: number; totalDocs: number };
      expect([query, answer.docs.length, answer.limit]).toEqual([query, 100, 100]);
      expect(answer.totalDocs).toBeGreaterThan(100);
      const linked = answer.docs.find((doc) => doc.title === 'Depth probe');
      // Without the bound, the two pages populate each other ten levels deep.
      expect(populatedDepth(linked)).toBeGreaterThan(0);
      expect(populatedDepth(linked)).toBeLessThanOrEqual(2);
    }
  });

  it('leave signed-in staff their own page size: the admin lists every document it asks for', async () => {
    const all = await editor.get('/notices?limit=0&depth=0');
    expect(all.status).toBe(200);
    const { docs, totalDocs } = all.body as { docs: unknown[]; totalDocs: number };
    expect(totalDocs).toBeGreaterThan(100);
    expect(docs).toHaveLength(totalDocs);
  });
});

describe('request bodies', () => {
  it('refuse a 50 MB body to the sign-in with 413 within a second, without reading it', async () => {
    const { status, ms } = await postLarge('/api/users/login', 50 * MB);
    expect(status).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  it('refuse a 2 MB body to any other route of the API', async () => {
    expect((await postLarge('/api/notices', 2 * MB)).status).toBe(413);
  });

  it('take a 15 MB file to Documents as before', async () => {
    // Payload checks a PDF's header and that its end holds the cross-reference table and %%EOF.
    const pdf = new Uint8Array(15 * MB);
    const end = Buffer.from('\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n');
    pdf.set(Buffer.from('%PDF-1.4\n'));
    pdf.set(end, pdf.length - end.length);
    const saved = await editor.upload(
      'documents',
      { name: 'prospectus.pdf', type: 'application/pdf', bytes: pdf },
      { title: 'Prospectus' },
    );
    expect([saved.status, saved.body.errors]).toEqual([201, undefined]);
    expect((saved.body.doc as { filesize: number }).filesize).toBe(15 * MB);
  });
});

describe('a query that cannot be valid', () => {
  const linesSince = (from: number) => site.logs().slice(from);

  it('is 400 with the reason, and writes nothing of what it asked for to the log', async () => {
    await addUser(site.dataDir, 'reader@school.example', 'admin');
    const reader = await signIn(site.url, 'reader@school.example');
    const from = site.logs().length;
    const asked = await reader.get('/messages?where[and][0][name][like]=Zyxwv&where[and][1][id][in]=x,y');
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual([{ message: expect.stringMatching(/"id" in takes numbers only/) }]);
    // A line break (`%0A`) in what a message reader searched for.
    const broken = await reader.get('/messages?where[name][like]=Zy%0AERROR%20forged&where[id][not_in]=1,b');
    expect(broken.status).toBe(400);
    const visitor = await fetch(`${site.url}/api/notices?where[id][in]=a,b`);
    expect(visitor.status).toBe(400);
    const related = await fetch(`${site.url}/api/notices?where[attachments][in]=a`);
    expect(related.status).toBe(400);
    expect(linesSince(from)).not.toMatch(/Zyxwv|Zy\\n|ERROR forged|NaN|params/);
    expect(linesSince(from)).not.toMatch(/^ERROR forged/m);
  });

  it('is not a list of numbers that are numbers, nor a search of text', async () => {
    expect((await fetch(`${site.url}/api/notices?where[id][in]=1,2`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/notices?where[title][in]=a,b`)).status).toBe(200);
  });
});

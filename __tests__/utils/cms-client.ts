import { spawn } from 'node:child_process';
import { join } from 'node:path';

const USERS_COMMAND = join(__dirname, '..', '..', 'scripts', 'users.ts');
export const TEST_PASSWORD = 'a-long-test-password';

/** The collections of one document a school (cms/schools.ts). */
export type OnePerSchool = 'school' | 'alert' | 'disclosure' | 'message-settings';

/**
 * Makes an account as the school's operator does: `npm run users -- add EMAIL --role ROLE [--school
 * DOMAIN]`, password on stdin. Asynchronous: a test process blocked for seconds would reuse keep-alive connections the server
 * closed meanwhile ("other side closed").
 */
export function addUser(
  dataDir: string,
  email: string,
  role: 'group-admin' | 'admin' | 'editor',
  password = TEST_PASSWORD,
  env: Record<string, string> = {},
  school?: string,
): Promise<string> {
  const schoolArgs = school === undefined ? [] : ['--school', school];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [USERS_COMMAND, 'add', email, '--role', role, ...schoolArgs], {
      env: { ...process.env, DATA_DIR: dataDir, CMS_API_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run users failed (${code}): ${output}`)),
    );
    child.stdin.end(`${password}\n`);
  });
}

export type MenuApiResponse = {
  status: number;
  body: Record<string, unknown> & { errors?: { message: string }[] };
  headers: Headers;
};

/** A signed-in editor talking to Payload's REST API as the admin does, with the token Payload issued. */
export class CmsSession {
  constructor(
    readonly siteUrl: string,
    readonly token: string,
    readonly cookie: string,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<MenuApiResponse> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `JWT ${this.token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await fetch(`${this.siteUrl}/api${path}`, { ...init, headers });
    const text = await response.text();
    let body: MenuApiResponse['body'] = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers };
  }

  get = (path: string) => this.request(path);
  post = (path: string, data: unknown) => this.request(path, { method: 'POST', body: JSON.stringify(data) });
  patch = (path: string, data: unknown) => this.request(path, { method: 'PATCH', body: JSON.stringify(data) });

  /**
   * The id of a school's one document of `slug` (its details, alert, disclosure, message settings: globals
   * before there were several schools): the first school's unless `school` (its id) is given.
   */
  async schoolDocId(slug: OnePerSchool, school?: number): Promise<number> {
    const where = school === undefined ? 'sort=school' : `where[school][equals]=${school}`;
    const found = await this.get(`/${slug}?${where}&limit=1&depth=0`);
    const doc = (found.body.docs as { id: number }[] | undefined)?.[0];
    if (!doc) throw new Error(`no ${slug} document (${found.status} ${JSON.stringify(found.body)})`);
    return doc.id;
  }

  /** A school's one document of `slug`, as the REST API reads it (`query`: locale, depth, …). */
  async getSchoolDoc(slug: OnePerSchool, query = '', school?: number): Promise<MenuApiResponse> {
    return this.get(`/${slug}/${await this.schoolDocId(slug, school)}${query ? `?${query}` : ''}`);
  }

  /** Saves fields of a school's one document of `slug`, as the admin's form does. */
  async saveSchoolDoc(slug: OnePerSchool, data: unknown, query = '', school?: number): Promise<MenuApiResponse> {
    return this.patch(`/${slug}/${await this.schoolDocId(slug, school)}${query ? `?${query}` : ''}`, data);
  }

  /** Publishes a notice showing `attachments`: visitors get a document only while something published shows it. */
  publishNotice(title: string, attachments: number[]) {
    return this.post('/notices', {
      title,
      category: 'notice',
      date: new Date().toISOString(),
      attachments,
      _status: 'published',
    });
  }

  /** Uploads a file to an upload collection (a new document, or `id`'s file replaced), as the admin's form does. */
  upload(
    collection: string,
    file: { name: string; type: string; bytes: BlobPart },
    data: Record<string, unknown>,
    id?: number | string,
  ) {
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    form.append('_payload', JSON.stringify(data));
    return this.request(id === undefined ? `/${collection}` : `/${collection}/${id}`, {
      method: id === undefined ? 'POST' : 'PATCH',
      body: form,
    });
  }
}

export async function login(siteUrl: string, email: string, password = TEST_PASSWORD): Promise<Response> {
  return fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(siteUrl).origin },
    body: JSON.stringify({ email, password }),
  });
}

export async function signIn(siteUrl: string, email: string, password = TEST_PASSWORD): Promise<CmsSession> {
  const response = await login(siteUrl, email, password);
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  const cookie =
    (response.headers.getSetCookie().find((line) => line.startsWith('payload-token=')) ?? '').split(';')[0] ?? '';
  return new CmsSession(siteUrl, body.token, cookie);
}

/** An editor's account on `site`'s embedded CMS, signed in. */
export async function editorSession(
  site: { url: string; dataDir: string },
  email = 'editor@school.example',
): Promise<CmsSession> {
  await addUser(site.dataDir, email, 'editor');
  return signIn(site.url, email);
}

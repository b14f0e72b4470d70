import { request as httpRequest } from 'node:http';

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A form POSTed as a browser without JavaScript sends it (urlencoded), from `from`: any 127.0.0.x address
 * is this machine, and the server sees it as the client's, so tests can be several visitors at once.
 */
export function postForm(
  url: string,
  fields: Record<string, string>,
  from = '127.0.0.1',
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  return post(url, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', from, extraHeaders);
}

/**
 * A form POSTed as `postForm` sends it, and the page it redirects to (303) loaded as the browser would: from
 * the same address, with the cookies the answer set. The reply is the page the visitor ends on.
 */
export async function postFormAndFollow(
  url: string,
  fields: Record<string, string>,
  from = '127.0.0.1',
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  const posted = await postForm(url, fields, from, extraHeaders);
  const location = posted.headers.location;
  if (posted.status !== 303 || typeof location !== 'string') return posted;
  const cookie = [posted.headers['set-cookie'] ?? []]
    .flat()
    .map((header) => header.split(';')[0])
    .join('; ');
  return send(new URL(location, url).href, 'GET', undefined, from, cookie ? { Cookie: cookie } : {});
}

/** JSON POSTed as the admin's scripts send it (e.g. a sign-in), from `from` as in `postForm`. */
export function postJson(
  url: string,
  data: unknown,
  from = '127.0.0.1',
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  return post(url, JSON.stringify(data), 'application/json', from, extraHeaders);
}

/** A GET as a visitor at `from` sends it (see `postForm`), e.g. following a link. */
export function getFrom(url: string, from = '127.0.0.1', headers: Record<string, string> = {}): Promise<Reply> {
  return send(url, 'GET', undefined, from, headers);
}

function post(
  url: string,
  body: string,
  contentType: string,
  from: string,
  extraHeaders: Record<string, string>,
): Promise<Reply> {
  const headers = { ...extraHeaders, 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(body)) };
  return send(url, 'POST', body, from, headers);
}

function send(
  url: string,
  method: string,
  body: string | undefined,
  from: string,
  headers: Record<string, string>,
): Promise<Reply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

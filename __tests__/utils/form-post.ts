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

/** JSON POSTed as the admin's scripts send it (e.g. a sign-in), from `from` as in `postForm`. */
export function postJson(
  url: string,
  data: unknown,
  from = '127.0.0.1',
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  return post(url, JSON.stringify(data), 'application/json', from, extraHeaders);
}

function post(
  url: string,
  body: string,
  contentType: string,
  from: string,
  extraHeaders: Record<string, string>,
): Promise<Reply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: { ...extraHeaders, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) },
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

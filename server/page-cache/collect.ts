import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type Head = { status: number; headers: OutgoingHttpHeaders };

/**
 * Collects what Next sends into `response` instead of sending it. At the head, `keep` decides: a page that
 * may be kept is collected whole and handed to `collected`; any other response passes through as Next
 * sends it, `release` first.
 *
 * The response's writeHead, write, end and flushHeaders are wrapped once, before Next is handed the
 * response (as the compression middleware wraps them), and stay wrapped for its life: whatever is decided,
 * nothing is swapped under a writer that has started.
 */
export function collect(
  response: ServerResponse,
  keep: (head: Head) => boolean,
  release: () => void,
  collected: (head: Head, body: Buffer) => void,
): void {
  // The methods as they were (the compression's, over Node's), called with the response as `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders;
  /* eslint-enable @typescript-eslint/unbound-method */
  const chunks: Buffer[] = [];
  // 'through': a response not kept, or a kept one's body collected: everything goes on as called.
  let state: 'head' | 'collecting' | 'through' = 'head';
  // A function, not a comparison: TypeScript would narrow `state` and miss what decide() changes.
  const through = () => state === 'through';
  const head = (): Head => ({ status: response.statusCode, headers: response.getHeaders() });
  const decide = () => {
    if (state !== 'head') return;
    state = keep(head()) ? 'collecting' : 'through';
    if (through()) release();
  };
  const add = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (through()) return writeHead.call(this, status, ...rest);
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      // Raw headers: [name, value, name, value, …] or [[name, value], …].
      const flat = (headers as unknown[]).flat() as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) this.setHeader(flat[i] as string, flat[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
    }
    decide();
    if (through()) return writeHead.call(this, status, ...rest);
    return this;
  };

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    if (through()) return write.call(this, chunk, ...rest);
    add(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    if (through()) return end.call(this, ...args);
    state = 'through';
    add(args[0], args[1]);
    collected(head(), Buffer.concat(chunks));
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return this;
  } as ServerResponse['end'];

  response.flushHeaders = function (this: ServerResponse) {
    decide();
    if (through()) flushHeaders.call(this);
  };
}

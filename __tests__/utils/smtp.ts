import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received it: its recipients and its MIME source as readable text. */
export type Received = { to: string[]; text: string };

/** A message's MIME source as readable text: quoted-printable soft breaks and escapes undone. */
function unquoted(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return bytes;
  }
}

/**
 * The same, with what a mailer encodes as base64 (a body mostly not ASCII, as Hindi is) decoded, and a
 * header's encoded words (`=?UTF-8?B?…?=`) too.
 */
function readable(raw: string): string {
  const words = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : unquoted(text.replace(/_/g, ' ')),
    );
  const bodies = words.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_match, head: string, body: string) =>
      `${head}${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}\n`,
  );
  return unquoted(bodies);
}

/**
 * A local SMTP server the tests start, stop and start again on one port, keeping what it received. With
 * `password`, it takes only the user `mailer` with it; with `delayMs`, it takes that long to accept each
 * mail, as a slow provider does.
 */
export function testSmtp(port: number, { password, delayMs = 0 }: { password?: string; delayMs?: number } = {}) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  const start = (): Promise<void> => {
    const started = new SMTPServer({
      authOptional: password === undefined,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === password
          ? callback(null, { user: 'mailer' })
          : callback(new Error('bad credentials')),
      onData: (stream, session, callback) => {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: readable(raw) });
          setTimeout(callback, delayMs);
        });
      },
    });
    server = started;
    return new Promise((resolve, reject) => {
      started.once('error', reject);
      started.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop };
}

/** `probe`'s first answer other than undefined, asked every `everyMs` for at most `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 60_000, everyMs = 250 } = {},
): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

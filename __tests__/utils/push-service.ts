import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

// A local push service as RFC 8030 has it: a push is an HTTP POST of a payload encrypted for one device
// (RFC 8291, aes128gcm). The test's devices hold their own keys, as a browser does, so the test reads each
// push as the device would, and sees the headers the push service would act on.

/** A device: its subscription as a browser hands it over, and its private key to read what is pushed. */
export type Device = {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
};

export type Push = { device: string; headers: IncomingHttpHeaders; body: Buffer; at: number };

/** A push service on 127.0.0.1 that keeps what it was sent; `answer` sets a device's status (201 else). */
export async function startPushService() {
  const pushes: Push[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      pushes.push({ device, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      response.writeHead(answers.get(device) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pushes,
    answer: (device: Device, status: number) => answers.set(device.name, status),
    pushesTo: (device: Device) => pushes.filter((push) => push.device === device.name),
    /** A new device, with a subscription on this push service. */
    device(name: string): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      return { name, subscription: { endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys }, ecdh };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A push as its device reads it: decrypted with the device's key and auth secret, then parsed. */
export function readPush(push: Push, device: Device): unknown {
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.subscription.keys.auth,
  });
  return JSON.parse(plain.toString('utf8')) as unknown;
}

/** The notice's version as the alerts page at `origin` in `language` shows it, which a sign-up agrees to. */
export async function noticeVersion(origin: string, language: 'en' | 'hi'): Promise<string> {
  const html = await (await fetch(`${origin}${language === 'hi' ? '/hi' : ''}/alerts`)).text();
  // The push island's prop in the page's flight data, or the e-mail form's hidden field where mail is on.
  const version = /(?:noticeVersion\\?":\\?"|name="notice" value=")([\w-]+)/.exec(html)?.[1];
  if (!version) throw new Error('no notice version on the alerts page');
  return version;
}

/** What the island sends when a parent presses "Get alerts on this device" on the page at `origin`. */
export async function pushSignUpBody(
  origin: string,
  device: Device,
  topic: 'urgent' | 'all',
  language: 'en' | 'hi' = 'en',
) {
  return {
    subscription: device.subscription,
    topic,
    language,
    notice: await noticeVersion(origin, language),
    consent: true,
  };
}

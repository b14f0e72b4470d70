import { createServer } from 'node:net';

/** A TCP port free on loopback now (the system's choice), for a server the caller starts next. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

import { Agent, get, type IncomingMessage } from 'node:http';
import { groupAlive } from '../utils/children';
import { startSite } from '../utils/production-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes a request in flight when SIGTERM arrives, exits 0 and leaves no process behind', async () => {
    const site = await startSite({ SHUTDOWN_DELAY_MS: '0' });
    try {
      site.menuApi.setDelay(1000);
      const inFlight = fetch(`${site.url}/about-us`);
      await sleep(300);
      process.kill(site.pid, 'SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('About Us');
      await expect(site.exited).resolves.toBe(0);
      expect(groupAlive(site.pid)).toBe(false);
      await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    } finally {
      await site.stop();
    }
  });

  it('closes a kept-alive connection right after a request that was in flight when SIGTERM arrived', async () => {
    // A proxy reuses a kept-alive connection for its next request, which may be a POST: were the server to
    // close it later, idle, the POST could meet the close and be lost (nginx answers 502, no retry).
    const site = await startSite({ SHUTDOWN_DELAY_MS: '3000' });
    const agent = new Agent({ keepAlive: true });
    try {
      site.menuApi.setDelay(1000);
      const answered = new Promise<IncomingMessage>((resolve, reject) =>
        get(`${site.url}/about-us`, { agent }, resolve).on('error', reject),
      );
      await sleep(300);
      process.kill(site.pid, 'SIGTERM');
      const response = await answered;
      const socketClosed = new Promise((resolve) => response.socket.once('close', resolve));
      response.resume();
      await new Promise((resolve) => response.once('end', resolve));
      expect([response.statusCode, response.headers.connection]).toEqual([200, 'close']);
      // Closed by the server after this response, not 3 s later with the listener.
      await expect(Promise.race([socketClosed.then(() => 'closed'), sleep(1500).then(() => 'open')])).resolves.toBe(
        'closed',
      );
      await expect(site.exited).resolves.toBe(0);
    } finally {
      agent.destroy();
      await site.stop();
    }
  });

  it('answers /readyz 503 while it drains, still serving pages until SHUTDOWN_DELAY_MS has passed', async () => {
    const site = await startSite({ SHUTDOWN_DELAY_MS: '1500' });
    try {
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      process.kill(site.pid, 'SIGTERM');
      await sleep(200);
      const readyz = await fetch(`${site.url}/readyz`);
      expect(readyz.status).toBe(503);
      await expect(readyz.json()).resolves.toMatchObject({ status: 'draining' });
      expect((await fetch(`${site.url}/home`)).status).toBe(200);
      await expect(site.exited).resolves.toBe(0);
      expect(site.logs()).toMatch(
        /^SIGTERM: \/readyz answers 503; the server stops accepting connections in 1500 ms$/m,
      );
    } finally {
      await site.stop();
    }
  });

  it('closes a request still running after SHUTDOWN_TIMEOUT_MS, with one log line, and exits 0', async () => {
    const site = await startSite({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '200' });
    try {
      site.menuApi.setDelay(1400);
      const inFlight = fetch(`${site.url}/about-us`);
      await sleep(300);
      process.kill(site.pid, 'SIGTERM');
      await expect(inFlight).rejects.toThrow();
      await expect(site.exited).resolves.toBe(0);
      expect(site.logs()).toMatch(
        /^1 request\(s\) still in flight after SHUTDOWN_TIMEOUT_MS=200: closing their connections$/m,
      );
    } finally {
      await site.stop();
    }
  });
});

/**
 * What a running server keeps alive, read through its inspector (started with `--inspect=127.0.0.1:<port>`):
 * after a full garbage collection, its JS heap in use and the memory its objects hold outside that heap
 * (buffers' backing stores, zlib's output), in MiB.
 *
 * RSS says how much memory the process holds, which depends on when it is read: after a burst V8 keeps a
 * heap sized for the burst and collects its garbage when it chooses, and shrinks only after some idle
 * seconds (the page cache's memory test read 574 MiB ten seconds after a burst and 272 MiB five seconds
 * later, with the same live heap). What is live after a collection the reader asked for is what a cache or
 * a leak keeps, whenever it is read.
 */

/** Also the process's RSS just after the collections: how much of what it held was garbage V8 could free. */
export type LiveMemory = { heapMiB: number; externalMiB: number; liveMiB: number; rssAfterMiB: number };

type Reply = { id: number; result?: { result?: { value?: string } }; error?: { message: string } };

export async function liveMemoryMiB(inspectorPort: number): Promise<LiveMemory> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('the inspector refused the connection')), { once: true });
  });
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = (lastId += 1);
      const onMessage = (event: MessageEvent) => {
        const reply = JSON.parse(String(event.data)) as Reply;
        if (reply.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: objects with finalizers, and weak references, go on the second collection.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const reply = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(reply.result!.result!.value!) as { heapUsed: number; external: number; rss: number };
    const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
    return {
      heapMiB: mib(usage.heapUsed),
      externalMiB: mib(usage.external),
      liveMiB: mib(usage.heapUsed + usage.external),
      rssAfterMiB: mib(usage.rss),
    };
  } finally {
    socket.close();
  }
}

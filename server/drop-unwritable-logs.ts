/**
 * Imported first by every process we run (the server, `npm start`):
 * once stdout or stderr cannot be written (its reader closed the pipe), what is written to it is dropped.
 *
 * Why: Node never destroys stdout and stderr after a failed write, so each later line tries again and
 * fails with EPIPE; with no 'error' listener that failure is an uncaught exception, which Next's handler
 * logs to the same broken pipe, and so on forever (vercel/next.js#96216). The server then spins at 100%
 * CPU, answers no request, not even /healthz, and never runs its SIGTERM handler. Listening for 'error'
 * is what ends that loop (measured); dropping later writes spares every log line a failing system call.
 * Nothing is kept to write again later, so no line can appear twice.
 */
import type { Writable } from 'node:stream';

function dropWrites(stream: Writable): void {
  stream.write = ((_chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    // A caller waiting for its line to be flushed (before exiting, say) must not wait forever.
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }) as Writable['write'];
}

for (const stream of [process.stdout, process.stderr]) {
  // Any error, not only EPIPE: a log stream that failed once cannot be trusted with the next line, and an
  // unhandled one is the loop above.
  stream.on('error', () => dropWrites(stream));
}

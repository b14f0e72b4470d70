/**
 * Everything the production server is started with (`node --import ./scripts/server-preload.ts`): log lines
 * dropped once their pipe is broken (first, so nothing logged by the rest can start the EPIPE loop), data
 * folders made absolute, the page cache, the per-request guards (body limits, the client's address, Next's
 * internal headers hidden), and the graceful shutdown. Each later one wraps the server's request handling
 * around the earlier ones, so a request meets the shutdown's count first, then the guards, then the cache.
 */
import './drop-unwritable-logs.ts';
import './resolve-paths.ts';
import './page-cache.ts';
import './request-guards.ts';
import './graceful-shutdown.ts';

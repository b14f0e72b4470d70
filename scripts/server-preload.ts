/**
 * Everything the production server is started with (`node --import ./scripts/server-preload.ts`): log lines
 * dropped once their pipe is broken (first, so nothing logged by the rest can start the EPIPE loop), data
 * folders made absolute, the per-request guards (body limits, the client's address, Next's internal
 * headers hidden), and the graceful shutdown.
 */
import './drop-unwritable-logs.ts';
import './resolve-paths.ts';
import './request-guards.ts';
import './graceful-shutdown.ts';

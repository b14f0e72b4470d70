/**
 * Everything the production server is started with (`node --import ./scripts/server-preload.ts`): Next's
 * internal headers hidden, and the graceful shutdown.
 */
import './hide-internal-headers.ts';
import './graceful-shutdown.ts';

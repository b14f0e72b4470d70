/**
 * Everything the production server is started with (`node --import ./scripts/server-preload.ts`): data
 * folders made absolute, Next's internal headers hidden, and the graceful shutdown.
 */
import './resolve-paths.ts';
import './hide-internal-headers.ts';
import './graceful-shutdown.ts';

/**
 * Whether the server is shutting down: set by its signal handler (scripts/graceful-shutdown.ts), read by
 * /readyz. On globalThis because the handler is preloaded outside Next's bundle, in the same process.
 */
const DRAINING = Symbol.for('school-site.draining');

type WithFlag = { [DRAINING]?: boolean };

export function startDraining(): void {
  (globalThis as WithFlag)[DRAINING] = true;
}

export function isDraining(): boolean {
  return (globalThis as WithFlag)[DRAINING] === true;
}

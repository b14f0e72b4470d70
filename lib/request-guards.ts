/**
 * Whether this process's HTTP server runs the preload's request guards (scripts/request-guards.ts). Without
 * them a visitor's own client-address header would reach the app as if the server had set it, and no
 * body limit would hold: the server refuses to start (instrumentation.ts).
 */
const GUARDED = Symbol.for('school-site.request-guards');
type Marked = { [GUARDED]?: boolean };

export function markRequestGuards(): void {
  (globalThis as Marked)[GUARDED] = true;
}

/** For the server's start: one line and exit 1 when the guards are not in place. */
export function exitWithoutRequestGuards(): void {
  if ((globalThis as Marked)[GUARDED] === true) return;
  console.error(
    "Cannot start: the server's preload is not loaded. Run `node --import ./server-preload.mjs server.js` (as npm start, the image and deploy/ do); without it a visitor could choose the address the site sees.",
  );
  process.exit(1);
}

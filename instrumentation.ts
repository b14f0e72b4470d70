/**
 * Runs once when a Next server starts. `npm start` checks the content files before it starts one; this
 * covers `next start` and `node server.js` run directly (the tests' servers, a container).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkContentOrExit } = await import('./lib/content/start-check.ts');
  const { getSettings } = await import('./lib/settings.ts');
  checkContentOrExit(getSettings().contentDir, 'Cannot start');
}

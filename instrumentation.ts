/**
 * Runs once when a Next server starts. A server must not start on a content file it cannot serve: this
 * covers `next start` and `node server.js` run directly (a container), as `npm start` checks before it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkContent, ContentError } = await import('./lib/content/index.ts');
  const { getSettings } = await import('./lib/settings.ts');
  try {
    checkContent(getSettings().contentDir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

/**
 * Runs once when a Next server starts, before it serves. Payload applies the pending migrations as it
 * starts (prodMigrations); an empty database then gets the starter content. `npm start` has done both
 * already (`npm run migrate`); this covers `node server.js` run alone (a container, the tests' servers).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getSettings } = await import('./lib/settings.ts');
  const { getCms } = await import('./lib/school-content/payload.ts');
  const { prepareOrExit } = await import('./cms/migrate.ts');
  await prepareOrExit(await getCms(), getSettings().contentDir, 'Cannot start');
}

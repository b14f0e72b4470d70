/**
 * Runs once when a Next server starts, before it serves: the pending migrations (bundled into the
 * server), then the starter content for an empty database, one replica at a time (cms/migrate.ts).
 * `npm start` has done both already (`npm run migrate`); this covers `node server.js` run alone (a
 * container, the tests' servers), and replicas that start together against a fresh database. Then the
 * CMS's scheduled jobs (cms/retention.ts), those three in one worker of several (server/cluster.ts), the content version the page cache checks and the check of who
 * may upload, which the server asks before reading an upload. The app started
 * under any server but the site's own (server/main.ts) stops first, with one line.
 */
export async function register() {
  // Not a setting: Next writes the runtime into each copy it bundles, so the Edge runtime's copy is empty.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getSettings } = await import('./lib/settings.ts');
  // Parsed once per process, by whichever asks first (lib/server-bridge.ts keeps them): under the site's
  // server that is server/main.ts, which stops on a bad setting with its one line before Next loads; under
  // `next build`, this call.
  const settings = getSettings();
  if (settings.building) return;
  const { exitUnlessServerRunning } = await import('./lib/server-bridge.ts');
  exitUnlessServerRunning();
  const { doesStartupWork, provideContentVersion, provideSchoolForHost, provideUploadAccess } =
    await import('./lib/server-bridge.ts');
  // With several server processes (server/cluster.ts) one worker migrates, imports and runs the jobs, and
  // the others start only after it is ready: N workers would run each due job N times.
  if (doesStartupWork()) {
    const { getCms, startCmsJobs } = await import('./cms/client.ts');
    const { prepareOrExit } = await import('./cms/migrate.ts');
    await prepareOrExit(await getCms(), settings.contentDir, 'Cannot start');
    await startCmsJobs();
  }
  // The server's page cache keys pages on this; it asks the upload check before reading an upload.
  const { contentVersionAt } = await import('./features/site-frame/content-version.ts');
  provideContentVersion(contentVersionAt);
  const { mayUpload } = await import('./cms/upload-access.ts');
  provideUploadAccess(mayUpload);
  // The server asks it which school each request's host names.
  const { schoolForHost } = await import('./features/schools/hosts.ts');
  provideSchoolForHost(schoolForHost);
}

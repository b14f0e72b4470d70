/**
 * Everything the HTTP server (server/main.ts) and the app share. They run in one process but are bundled
 * apart (esbuild for the server, Next for the app), so neither can import the other's modules' state.
 *
 * Per request, headers the server sets on every request before Next sees it, over any of the same name a
 * visitor sent:
 * - the client's address as the server decided it (TRUSTED_PROXIES): the rate limits and logs use it;
 * - when the request arrived: the page cache's version check, the proxy's CMS calls and the page's reads all
 *   start from it, so they share one call;
 * - on a page the cache will keep, the id of its render report (below).
 *
 * Per process, one object on `globalThis`:
 * - the settings, parsed once (lib/settings.ts): Next bundles that module into several chunks, and the
 *   server entry parses them before it moves to the build's folder;
 * - whether the server entry runs at all (the app refuses to start without it: no one would set the headers);
 * - whether this process does the one-time start-up work and runs the CMS's jobs (one worker of several);
 * - whether the server is draining (/readyz answers 503);
 * - the app's content version, which the cache keys pages on (only the app can read its CMS);
 * - the render reports: what a render tells the cache to keep its page right (when its output next changes
 *   with the time, and which page it showed, for a page that reads its query);
 * - who may upload: the app's check (Payload's own auth and access rules), which the server asks before it
 *   reads an upload's body.
 */
export const CLIENT_ADDRESS_HEADER = 'x-school-client-address';
export const REQUEST_START_HEADER = 'x-request-start';
export const RENDER_REPORT_HEADER = 'x-render-report';
/**
 * The address the site's 404 page reports it showed (app/global-not-found.tsx): the same bytes for every
 * address that is not a page, in one language at one content version, so the page cache keeps one.
 */
export const NOT_FOUND_SHOWN = '/~not-found';

export type ContentVersionSource = (notBefore: number) => Promise<string>;

/** Whether the request with these headers may make (`create`) or replace (`update`) a file in `collection`. */
export type UploadAccess = (collection: string, operation: 'create' | 'update', headers: Headers) => Promise<boolean>;

export type RenderReport = {
  /** The earliest instant the output changes (Infinity: it does not change with time). */
  changesAt: number;
  /** The path and query of the page shown, when the page said (undefined: the request's own). */
  shownAddress: string | undefined;
};

type Bridge = {
  settings: unknown;
  serverRunning: boolean;
  startupWork: boolean;
  draining: boolean;
  contentVersion: ContentVersionSource | undefined;
  renderReports: Map<string, RenderReport>;
  uploadAccess: UploadAccess | undefined;
};

const BRIDGE = Symbol.for('school-site.server-bridge');

const bridge = ((globalThis as { [BRIDGE]?: Bridge })[BRIDGE] ??= {
  settings: undefined,
  serverRunning: false,
  startupWork: true,
  draining: false,
  contentVersion: undefined,
  renderReports: new Map<string, RenderReport>(),
  uploadAccess: undefined,
});

/** The settings (lib/settings.ts), parsed by whichever copy of that module asks first in the process. */
export function sharedSettings<T>(parse: () => T): T {
  return (bridge.settings ??= parse()) as T;
}

/** For tests that change a setting between cases. */
export function forgetSharedSettings(): void {
  bridge.settings = undefined;
}

/** Called by the server entry before Next loads. */
export function markServerRunning(): void {
  bridge.serverRunning = true;
}

/**
 * For the app's start: one line and exit 1 under any other server (Next's own `next start` or the server.js
 * it generates), where a visitor could choose the address the site sees and no body limit would hold.
 */
export function exitUnlessServerRunning(): void {
  if (bridge.serverRunning) return;
  console.error(
    "Cannot start: the app runs only under the site's own server: run `node server.js` in the build (as npm start, the image and deploy/ do), not Next's; without it a visitor could choose the address the site sees.",
  );
  process.exit(1);
}

/**
 * Called by the server entry before Next loads, in a worker of several (server/cluster.ts): `false` in all
 * but the one that migrates, imports the starter content and runs the CMS's jobs.
 */
export function markStartupWork(does: boolean): void {
  bridge.startupWork = does;
}

/** For the app's start (instrumentation.ts): whether this process migrates and runs jobs (true alone). */
export function doesStartupWork(): boolean {
  return bridge.startupWork;
}

export function startDraining(): void {
  bridge.draining = true;
}

export function isDraining(): boolean {
  return bridge.draining;
}

/** Called by the app when its server starts (instrumentation.ts). */
export function provideContentVersion(source: ContentVersionSource): void {
  bridge.contentVersion = source;
}

/** The app's version source; undefined until it has started (the cache then stays out of the way). */
export function contentVersionSource(): ContentVersionSource | undefined {
  return bridge.contentVersion;
}

/** Called by the app when its server starts (instrumentation.ts). */
export function provideUploadAccess(check: UploadAccess): void {
  bridge.uploadAccess = check;
}

/** The app's upload check; undefined until it has started. */
export function uploadAccessCheck(): UploadAccess | undefined {
  return bridge.uploadAccess;
}

/** A new report for one render, named by an id nobody can guess. */
export function openRenderReport(): string {
  const id = crypto.randomUUID();
  bridge.renderReports.set(id, { changesAt: Infinity, shownAddress: undefined });
  return id;
}

/** Lowers the report's next change to `instant`. An id the cache did not open (sent by a visitor) does nothing. */
export function reportChangeAt(id: string | null, instant: number): void {
  const report = id === null ? undefined : bridge.renderReports.get(id);
  if (report && instant < report.changesAt) report.changesAt = instant;
}

/** Records the address of the page shown (a path and its query, as the page links to it). */
export function reportShownAddress(id: string | null, address: string): void {
  const report = id === null ? undefined : bridge.renderReports.get(id);
  if (report) report.shownAddress = address;
}

/** What the render reported, forgotten. */
export function closeRenderReport(id: string): RenderReport {
  const report = bridge.renderReports.get(id) ?? { changesAt: Infinity, shownAddress: undefined };
  bridge.renderReports.delete(id);
  return report;
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Everything the HTTP server (server/main.ts) and the app share. They run in one process but are bundled
 * apart (esbuild for the server, Next for the app), so neither can import the other's modules' state.
 *
 * Per request, the request context (below): built once by the server before Next sees the request, and
 * read by the app wherever it runs for that request (the proxy, a page, a route handler, Payload's hooks):
 * it travels with the request's async work, so a visitor can neither forge nor see it, as they could a
 * header.
 *
 * Per process, one object on `globalThis`:
 * - the settings, parsed once (lib/settings.ts): Next bundles that module into several chunks, and the
 *   server entry parses them before it moves to the build's folder;
 * - whether the server entry runs at all (the app refuses to start without it: no one would build the
 *   request context);
 * - whether this process does the one-time start-up work and runs the CMS's jobs (one worker of several);
 * - whether the server is draining (/readyz answers 503);
 * - the app's content version, which the cache keys pages on (only the app can read its CMS);
 * - who may upload: the app's check (Payload's own auth and access rules), which the server asks before it
 *   reads an upload's body;
 * - which school a host names: the app's lookup (features/schools/hosts.ts), which the server asks as a
 *   request arrives, so its page cache keeps each school's pages apart;
 * - the store of the request contexts.
 */

/**
 * The address the site's 404 page reports it showed (app/global-not-found.tsx): the same bytes for every
 * address that is not a page, in one language at one content version, so the page cache keeps one.
 */
export const NOT_FOUND_SHOWN = '/~not-found';

/** What a render tells the page cache to keep its page right. */
export type RenderReport = {
  /** The earliest instant the output changes (Infinity: it does not change with time). */
  changesAt: number;
  /** The path and query of the page shown, when the page said (undefined: the request's own). */
  shownAddress: string | undefined;
};

/** A school as the site serves it (features/schools/): the request's host chose it. */
export type SiteSchool = {
  readonly id: number;
  readonly name: string;
  /** The host its site answers at (lower case, no port). */
  readonly domain: string;
  /** Its key in the spec's menu API; undefined: the deployment's (CMS_SITE_KEY). */
  readonly siteKey: string | undefined;
  /** A suspended school's site answers 503 to every visitor; its content is kept. */
  readonly suspended: boolean;
};

/**
 * The school a request's host names: one claiming it, else (unless SCHOOL_HOSTS_ONLY) the first school;
 * undefined when no school answers it, or before the app has read its schools.
 */
export type SchoolForHost = (
  host: string,
  notBefore: number,
) => SiteSchool | undefined | Promise<SiteSchool | undefined>;

/** What the server knows of one request, decided once as it arrives. */
export type RequestContext = {
  /**
   * The school whose site the request is for, chosen by its host; undefined only before the app has
   * started (its first requests wait for it) and for a host no school answers (a plain 404).
   */
  readonly school: SiteSchool | undefined;
  /**
   * When the server saw the request (fresh-call.ts's clock): the page cache's version check, the proxy's
   * CMS calls and the page's reads all start from it, so they share one call.
   */
  readonly arrivedAt: number;
  /** The client's network address as the server decided it (TRUSTED_PROXIES): the rate limits use it. */
  readonly clientAddress: string;
  /** On a render the page cache may keep, what the render reports to it (page-clock.ts, shown-page.ts). */
  renderReport?: RenderReport;
};

/** The version of one school's pages (its content's, and what every school's pages show). */
export type ContentVersionSource = (notBefore: number, school: number) => string | Promise<string>;

/** Whether the request with these headers may make (`create`) or replace (`update`) a file in `collection`. */
export type UploadAccess = (collection: string, operation: 'create' | 'update', headers: Headers) => Promise<boolean>;

type Bridge = {
  settings: unknown;
  serverRunning: boolean;
  startupWork: boolean;
  draining: boolean;
  contentVersion: ContentVersionSource | undefined;
  requests: AsyncLocalStorage<RequestContext>;
  uploadAccess: UploadAccess | undefined;
  schoolForHost: SchoolForHost | undefined;
  schoolLookupProvided: PromiseWithResolvers<void>;
};

const BRIDGE = Symbol.for('school-site.server-bridge');

const bridge = ((globalThis as { [BRIDGE]?: Bridge })[BRIDGE] ??= {
  settings: undefined,
  serverRunning: false,
  startupWork: true,
  draining: false,
  contentVersion: undefined,
  requests: new AsyncLocalStorage<RequestContext>(),
  uploadAccess: undefined,
  schoolForHost: undefined,
  schoolLookupProvided: Promise.withResolvers<void>(),
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

/** Called by the app when its server starts (instrumentation.ts), once the database is ready. */
export function provideSchoolForHost(resolve: SchoolForHost): void {
  bridge.schoolForHost = resolve;
  bridge.schoolLookupProvided.resolve();
}

/**
 * Settles once the app can name a request's school: after its start-up work (migrations, the starter
 * import), which Next's `prepare()` does not wait for. A request waits for it rather than meet no school.
 */
export function schoolLookupProvided(): Promise<void> {
  return bridge.schoolLookupProvided.promise;
}

/** The app's host-to-school lookup; undefined until it has started. */
export function schoolForHostSource(): SchoolForHost | undefined {
  return bridge.schoolForHost;
}

/** Runs `handle` with `context` as its request's: whatever it starts reads it through requestContext(). */
export function runWithRequestContext<T>(context: RequestContext, handle: () => T): T {
  return bridge.requests.run(context, handle);
}

/** The context of the request being handled; undefined outside one (a job, a test, `next build`). */
export function requestContext(): RequestContext | undefined {
  return bridge.requests.getStore();
}

/** Lowers the render's reported next change to `instant`; outside a render the cache keeps, nothing. */
export function reportChangeAt(instant: number): void {
  const report = requestContext()?.renderReport;
  if (report && instant < report.changesAt) report.changesAt = instant;
}

/** Records the address of the page shown (a path and its query, as the page links to it). */
export function reportShownAddress(address: string): void {
  const report = requestContext()?.renderReport;
  if (report) report.shownAddress = address;
}

/** The school of the request being handled; undefined outside one (a job, a command: they name it). */
export function requestSchool(): SiteSchool | undefined {
  return requestContext()?.school;
}

/** The client's address the server decided for the request being handled; outside one, `unknown`. */
export function requestClientAddress(): string {
  return requestContext()?.clientAddress ?? 'unknown';
}

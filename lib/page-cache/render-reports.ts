/**
 * Where a page's render tells the page cache (scripts/page-cache.ts) what it needs to keep the page right:
 * - when its output next changes without an edit: an alert's window opening, a notice's "New" label going,
 *   the day turning in IST (lib/request-clock/page-clock.ts);
 * - the address of the page it showed, for a page that reads its query (shown-address.ts): a junk or
 *   default value (`/calendar?year=junk`, `/notices?page=1`) shows the same page as its plain address, and
 *   is kept as that page rather than as one more entry.
 *
 * The cache opens a report for each render it stores and names it in a request header the proxy passes on.
 * On globalThis: the server's preload and the app's bundles share the process but not their modules.
 */
export const RENDER_REPORT_HEADER = 'x-render-report';

export type RenderReport = {
  /** The earliest instant the output changes (Infinity: it does not change with time). */
  changesAt: number;
  /** The path and query of the page shown, when the page said (undefined: the request's own). */
  shownAddress: string | undefined;
};

const REPORTS = Symbol.for('school-site.page-cache.render-reports');
const reports = ((globalThis as { [REPORTS]?: Map<string, RenderReport> })[REPORTS] ??= new Map<
  string,
  RenderReport
>());

/** A new report for one render, named by an id nobody can guess. */
export function openRenderReport(): string {
  const id = crypto.randomUUID();
  reports.set(id, { changesAt: Infinity, shownAddress: undefined });
  return id;
}

/** Lowers the report's next change to `instant`. An id the cache did not open (sent by a visitor) does nothing. */
export function reportChangeAt(id: string | null, instant: number): void {
  const report = id === null ? undefined : reports.get(id);
  if (report && instant < report.changesAt) report.changesAt = instant;
}

/** Records the address of the page shown (a path and its query, as the page links to it). */
export function reportShownAddress(id: string | null, address: string): void {
  const report = id === null ? undefined : reports.get(id);
  if (report) report.shownAddress = address;
}

/** What the render reported, forgotten. */
export function closeRenderReport(id: string): RenderReport {
  const report = reports.get(id) ?? { changesAt: Infinity, shownAddress: undefined };
  reports.delete(id);
  return report;
}

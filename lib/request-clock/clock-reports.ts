/**
 * Where a page's render tells the page cache (scripts/page-cache.ts) when its output next changes without
 * an edit: an alert's window opening, a notice's "New" label going, the day turning in IST. The cache
 * opens a report for each render it stores, names it in a request header the proxy passes on, and keeps
 * the page only until the earliest instant reported. On globalThis: the server's preload and the app's
 * bundles share the process but not their modules.
 */
export const PAGE_CLOCK_HEADER = 'x-page-clock';

const REPORTS = Symbol.for('school-site.page-clock.reports');
const reports = ((globalThis as { [REPORTS]?: Map<string, number> })[REPORTS] ??= new Map<string, number>());

/** A new report for one render, named by an id nobody can guess. */
export function openClockReport(): string {
  const id = crypto.randomUUID();
  reports.set(id, Infinity);
  return id;
}

/** Lowers the report's next change to `instant`. An id the cache did not open (sent by a visitor) does nothing. */
export function reportChangeAt(id: string | null, instant: number): void {
  const earliest = id === null ? undefined : reports.get(id);
  if (earliest !== undefined && instant < earliest) reports.set(id as string, instant);
}

/** The earliest instant reported for the render (Infinity: its output does not change with time), forgotten. */
export function closeClockReport(id: string): number {
  const earliest = reports.get(id) ?? Infinity;
  reports.delete(id);
  return earliest;
}

/**
 * The content version the page cache keys pages on (scripts/page-cache.ts): whatever a page shows that an
 * edit can change. The app provides it when its server starts (instrumentation.ts), since only the app can
 * read its CMS; the cache, in the server's preload, asks for it on every request. On globalThis: the two
 * share the process but not their modules.
 */
export type ContentVersionSource = (notBefore: number) => Promise<string>;

const SOURCE = Symbol.for('school-site.page-cache.content-version');
type WithSource = { [SOURCE]?: ContentVersionSource };

export function provideContentVersion(source: ContentVersionSource): void {
  (globalThis as WithSource)[SOURCE] = source;
}

/** The app's version source; undefined until its server has started (the cache then stays out of the way). */
export function contentVersionSource(): ContentVersionSource | undefined {
  return (globalThis as WithSource)[SOURCE];
}

import { log } from '../lib/log';
import { freshCall } from '../lib/request-clock/fresh-call';
import { getSettings } from '../lib/settings';
import { getCms } from './client';
import { readVersion } from './site-version';

/**
 * What visitors see changes only when an editor publishes. One cheap query a round trip (the content's
 * version: one row that the database counts up on every change of a table the site's pages read, see
 * site-version.ts) tells whether anything did; the documents read through Payload are reused while it
 * says nothing did. A published change moves it, so it still shows on the next request, on every replica
 * (the query reads the shared database). Reading the school's details through Payload for every request
 * cost 2 ms of CPU each and halved the pages' throughput; the version's query costs the same however many
 * rows the tables hold.
 */

/** The content's stamp as of `notBefore`, shared by the requests of one round trip (see fresh-call.ts). */
export function changeStampAt(notBefore: number): Promise<string> {
  return freshCall('cms change stamp', notBefore, async () => readVersion(await getCms()));
}

type Kept = { stamp: string; value: Promise<unknown> };
const KEPT = Symbol.for('school-site.school-content.kept-reads');
const kept = ((globalThis as { [KEPT]?: Map<string, Kept> })[KEPT] ??= new Map<string, Kept>());

/** `read()`'s result for `key`, read again only when the content's stamp moved since it was read. */
export async function readUnlessUnchanged<T>(key: string, notBefore: number, read: () => Promise<T>): Promise<T> {
  const stamp = await changeStampAt(notBefore);
  const last = kept.get(key);
  if (last?.stamp === stamp) return last.value as Promise<T>;
  if (getSettings().logContentReads) log.info(`[cms] content read: ${key}`);
  const value = read();
  kept.set(key, { stamp, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => kept.get(key)?.value === value && kept.delete(key));
  return value;
}

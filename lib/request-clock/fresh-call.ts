/**
 * Shares CMS calls between page requests without ever serving data older than the request:
 * a request reuses a call that started after the request did (in flight or finished); if the only call
 * in flight started earlier, the request waits for the one call that starts when it ends. So a burst of
 * requests costs about one call per CMS round trip, and an edit shows on the next request after it.
 */
type Call<T> = { startedAt: number; promise: Promise<T>; settled: boolean };
type Slot<T> = { latest?: Call<T>; next?: Promise<T> };

// On globalThis, not in module scope: the proxy and the pages are bundled separately but share the
// process, so the proxy's menu call is the one the page reuses.
const SLOTS = Symbol.for('school-site.cms.fresh-calls');
type GlobalWithSlots = typeof globalThis & { [SLOTS]?: Map<string, Slot<unknown>> };

function slots(): Map<string, Slot<unknown>> {
  const global = globalThis as GlobalWithSlots;
  return (global[SLOTS] ??= new Map<string, Slot<unknown>>());
}

/** A monotonic clock shared by every bundle in the process, in milliseconds. */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

function start<T>(slot: Slot<T>, run: () => Promise<T>): Promise<T> {
  const call: Call<T> = { startedAt: now(), promise: run(), settled: false };
  call.promise.then(
    () => void (call.settled = true),
    () => void (call.settled = true),
  );
  slot.latest = call;
  return call.promise;
}

/** The result of `run` as of `notBefore` (a `now()` reading): reused, shared, or fetched anew. */
export function freshCall<T>(key: string, notBefore: number, run: () => Promise<T>): Promise<T> {
  const all = slots();
  const slot = (all.get(key) ?? {}) as Slot<T>;
  all.set(key, slot);
  const { latest } = slot;
  if (latest && latest.startedAt >= notBefore) return latest.promise;
  if (!latest || latest.settled) return start(slot, run);
  slot.next ??= latest.promise
    .catch(() => undefined)
    .then(() => {
      slot.next = undefined;
      return start(slot, run);
    });
  return slot.next;
}

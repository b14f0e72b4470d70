import { freshCall, now } from '@/lib/request-clock/fresh-call';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let key = 0;
const nextKey = () => `test ${++key}`;

describe('freshCall', () => {
  it('lets requests share a call that started after they did', async () => {
    const k = nextKey();
    const requestStart = now();
    const run = jest.fn(async () => 'menu v1');
    const results = await Promise.all([freshCall(k, requestStart, run), freshCall(k, requestStart, run)]);
    expect(results).toEqual(['menu v1', 'menu v1']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never hands a request an answer fetched before it arrived', async () => {
    const k = nextKey();
    await freshCall(k, now(), async () => 'before the edit');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await expect(freshCall(k, now(), async () => 'after the edit')).resolves.toBe('after the edit');
  });

  it('makes requests that arrive during an older call wait for one shared new call', async () => {
    const k = nextKey();
    const first = deferred<string>();
    const calls: string[] = [];
    const firstResult = freshCall(k, now(), () => (calls.push('first'), first.promise));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const lateArrivals = Array.from({ length: 50 }, () =>
      freshCall(k, now(), async () => (calls.push('second'), 'v2')),
    );
    first.resolve('v1');
    await expect(firstResult).resolves.toBe('v1');
    expect(new Set(await Promise.all(lateArrivals))).toEqual(new Set(['v2']));
    expect(calls).toEqual(['first', 'second']);
  });
});

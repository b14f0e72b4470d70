import type { Payload } from 'payload';
import { take } from '@/cms/rate-limit';

const LIMITERS = Symbol.for('school-site.rate-limiters');
const LIMIT = { table: 'test_other_bundle', points: 10, seconds: 900 };

describe('a rate limit shared by the proxy and the routes', () => {
  it('answers a refusal from the limiter another bundle made (its own RateLimiterRes) as a refusal, not an error', async () => {
    // What rate-limiter-flexible's consume rejects with once the points are spent, from another copy of it.
    const otherCopyRefusal = { msBeforeNext: 4_200, remainingPoints: 0, consumedPoints: 11, isFirstInDuration: false };
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the library rejects with its result
    const limiter = { consume: () => Promise.reject(otherCopyRefusal) };
    const limiters = (globalThis as unknown as { [LIMITERS]: Map<string, Promise<unknown>> })[LIMITERS];
    limiters.set(LIMIT.table, Promise.resolve(limiter));
    await expect(take({} as Payload, LIMIT, '203.0.113.7')).resolves.toEqual({ ok: false, retryAfter: 5 });
  });

  it('still throws what is not a refusal: a database that fails', async () => {
    const limiter = { consume: () => Promise.reject(new Error('connection refused')) };
    const limiters = (globalThis as unknown as { [LIMITERS]: Map<string, Promise<unknown>> })[LIMITERS];
    limiters.set(LIMIT.table, Promise.resolve(limiter));
    await expect(take({} as Payload, LIMIT, '203.0.113.7')).rejects.toThrow('connection refused');
  });
});
